/// An ``HTTPClient`` that adds `Authorization: Bearer <token>` to every request when a token is available.
public struct BearerAuthenticatingClient: HTTPClient {
    private let base: any HTTPClient
    private let tokens: any AccessTokenProvider

    /// Wraps `base`, taking tokens from `tokens`.
    public init(wrapping base: any HTTPClient, tokens: any AccessTokenProvider) {
        self.base = base
        self.tokens = tokens
    }

    /// Sends the request with the bearer token attached, unless the request already carries an `Authorization` header
    /// or there is no (or only an empty) token.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        var request = request
        if request.headers["Authorization"] == nil, let token = await tokens.currentAccessToken(), !token.isEmpty {
            request.headers["Authorization"] = "Bearer \(token)"
        }
        return try await base.send(request)
    }
}
