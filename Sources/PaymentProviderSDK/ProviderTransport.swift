public import Foundation

/// How the provider's client reaches the provider: one JSON POST, its status and body back.
///
/// A real provider's SDK brings its own HTTP stack; this stand-in lets the host hand it one, so it runs against
/// the embedded backend's provider endpoint or a real server alike.
public protocol ProviderTransport: Sendable {
    /// Sends `body` to `path` with `headers`, and returns the status and body, or throws when no answer came.
    func post(path: String, headers: [String: String], body: Data) async throws -> ProviderReply
}
