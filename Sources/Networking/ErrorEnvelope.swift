import Foundation

/// The wire wrapper around ``APIErrorBody``.
public struct ErrorEnvelope: Codable, Hashable, Sendable {
    /// The error itself.
    public var error: APIErrorBody

    /// Wraps an error body.
    public init(error: APIErrorBody) { self.error = error }
}
