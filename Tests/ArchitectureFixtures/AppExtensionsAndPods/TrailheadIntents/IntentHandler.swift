@preconcurrency import Intents
import Kingfisher

final class IntentHandler: INExtension {}
