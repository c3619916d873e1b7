import Networking

/// How a request fails when a ``FailureRule`` fires.
public enum SimulatedFailure: Hashable, Sendable {
    /// The server does not process the request and answers HTTP 500 `internal_error`.
    case serverError
    /// The request never reaches the server: the caller gets ``/Networking/NetworkError/transport(_:)`` and nothing changes.
    case transportError
    /// The server processes the request (a write IS made), then the connection drops: the caller gets
    /// ``/Networking/NetworkError/transport(_:)``. Use it to prove that retrying with the same `Idempotency-Key` is safe.
    case responseLost
}
