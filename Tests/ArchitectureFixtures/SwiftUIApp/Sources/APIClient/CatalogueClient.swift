import Alamofire
import Foundation

/// Loads the catalogue.
public protocol CatalogueClient: Sendable {}

/// The catalogue over HTTP.
public struct LiveCatalogueClient: CatalogueClient {
    /// A client on the shared session.
    public init() {}
}
