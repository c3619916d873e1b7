import Foundation

/// Anything that can carry an ``HTTPRequest`` to the server's API and bring back its ``HTTPResponse``.
///
/// Features depend on this protocol only. The app passes a URLSession client or the embedded backend;
/// tests pass a fake. A non-2xx status is a response, not an error: only failures to get any response
/// (transport, timeout, cancellation) throw.
public protocol HTTPClient: Sendable {
    /// Sends a request and returns the response, or throws ``NetworkError`` when no response arrived.
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse
}

extension HTTPClient {
    /// Sends `request` and decodes a 2xx body as `Value`.
    ///
    /// Every failure becomes one ``NetworkError``: no response, a non-2xx status (with the decoded
    /// ``APIErrorBody`` when the server sent one), a reply whose `Content-Type` says it is not JSON
    /// (``NetworkError/notJSON(contentType:)``; a reply without the header is read as JSON), or a body that does
    /// not decode (naming the coding path).
    public func decoded<Value: Decodable>(
        _ request: HTTPRequest, as type: Value.Type = Value.self
    ) async throws(NetworkError) -> Value {
        let response = try await send(request)
        try response.requireSuccess()
        if let contentType = response.headers["Content-Type"], !APIJSON.isJSON(contentType: contentType) {
            throw .notJSON(contentType: String(contentType.prefix(80)))
        }
        return try APIJSON.decode(type, from: response.body)
    }

    /// Sends `request` and succeeds on any 2xx status, ignoring the body.
    public func expectSuccess(_ request: HTTPRequest) async throws(NetworkError) {
        let response = try await send(request)
        try response.requireSuccess()
    }
}
