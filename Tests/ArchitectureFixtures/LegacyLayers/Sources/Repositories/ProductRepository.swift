import Models
import Networking
import Utils

/// Products, cached.
public struct ProductRepository: Sendable {
    /// A repository over `client`.
    public init(client: APIClient) {}
}
