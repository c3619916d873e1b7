// Features import HarborCore alone and see the models and the API client through it.
@_exported import Models
@_exported import Networking
