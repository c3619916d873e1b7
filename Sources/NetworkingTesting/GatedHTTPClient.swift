public import Networking

/// An ``/Networking/HTTPClient`` that holds every request until the test lets it through, so a screen's in-flight states
/// (loading, placing) can be seen and asserted.
///
/// Each held request appears on ``arrivals`` as a continuation; resume it to let the request go on to the
/// wrapped client. Awaiting the next arrival needs no sleeping or polling.
public final class GatedHTTPClient: HTTPClient, Sendable {
    /// The held requests, in the order they arrived; resume one to release it.
    public let arrivals: AsyncStream<CheckedContinuation<Void, Never>>
    private let arrive: AsyncStream<CheckedContinuation<Void, Never>>.Continuation
    private let base: any HTTPClient

    /// Holds every request before passing it to `base`.
    public init(wrapping base: any HTTPClient) {
        self.base = base
        (arrivals, arrive) = AsyncStream.makeStream()
    }

    /// Waits until the test resumes this request's arrival, then sends it through the wrapped client.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        await withCheckedContinuation { arrive.yield($0) }
        return try await base.send(request)
    }
}
