public import Foundation

/// What the provider answered: an HTTP status and its JSON body.
public struct ProviderReply: Sendable {
    /// The HTTP status, such as 201.
    public let status: Int
    /// The JSON body.
    public let body: Data

    /// A reply from its parts.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
