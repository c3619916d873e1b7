import Foundation
import Networking
import Testing

/// Records every request it receives and answers each with `reply`.
private actor RecordingClient: HTTPClient {
    private(set) var requests: [HTTPRequest] = []
    let reply: Result<HTTPResponse, NetworkError>

    init(reply: Result<HTTPResponse, NetworkError> = .success(HTTPResponse(status: 204))) {
        self.reply = reply
    }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        requests.append(request)
        return try reply.get()
    }
}

/// Hands out whatever token it was given; `nil` means logged out.
private struct FixedToken: AccessTokenProvider {
    var token: String?
    func currentAccessToken() async -> String? { token }
}

@Suite("BearerAuthenticatingClient")
struct BearerAuthenticatingClientTests {
    @Test func attachesTheCurrentToken() async throws {
        let base = RecordingClient()
        let client = BearerAuthenticatingClient(wrapping: base, tokens: FixedToken(token: "abc.def"))

        try await client.expectSuccess(HTTPRequest(method: .get, path: "/v1/orders", headers: ["Accept": "*/*"]))

        let sent = await base.requests
        #expect(sent.count == 1)
        #expect(sent.first?.headers["authorization"] == "Bearer abc.def")
        #expect(sent.first?.headers["accept"] == "*/*")
        #expect(sent.first?.path == "/v1/orders")
    }

    @Test func sendsNoAuthorizationWhenLoggedOut() async throws {
        let base = RecordingClient()
        let client = BearerAuthenticatingClient(wrapping: base, tokens: FixedToken(token: nil))

        try await client.expectSuccess(HTTPRequest(method: .get, path: "/v1/products"))

        #expect(await base.requests.first?.headers["Authorization"] == nil)
    }

    @Test func sendsNoAuthorizationForAnEmptyToken() async throws {
        let base = RecordingClient()
        let client = BearerAuthenticatingClient(wrapping: base, tokens: FixedToken(token: ""))

        try await client.expectSuccess(HTTPRequest(method: .get, path: "/v1/products"))

        #expect(await base.requests.first?.headers["Authorization"] == nil)
    }

    @Test func keepsAnAuthorizationTheRequestAlreadyHas() async throws {
        let base = RecordingClient()
        let client = BearerAuthenticatingClient(wrapping: base, tokens: FixedToken(token: "session"))

        try await client.expectSuccess(
            HTTPRequest(method: .post, path: "/v1/sessions", headers: ["authorization": "Basic ZGVtbzpkZW1v"]))

        #expect(await base.requests.first?.headers["Authorization"] == "Basic ZGVtbzpkZW1v")
    }

    @Test func passesTheBaseClientsErrorThrough() async {
        let base = RecordingClient(reply: .failure(.transport("cable unplugged")))
        let client = BearerAuthenticatingClient(wrapping: base, tokens: FixedToken(token: "t"))

        await #expect(throws: NetworkError.transport("cable unplugged")) {
            try await client.send(HTTPRequest(method: .get, path: "/v1/items"))
        }
    }

    @Test func decodedTurnsAStatusIntoATypedError() async {
        let body = Data(#"{"error":{"code":"unauthorized","message":"Log in first."}}"#.utf8)
        let client = RecordingClient(reply: .success(HTTPResponse(status: 401, body: body)))

        await #expect(
            throws: NetworkError.status(code: 401, error: APIErrorBody(code: "unauthorized", message: "Log in first."))
        ) {
            try await client.decoded(HTTPRequest(method: .get, path: "/v1/me"), as: [String: String].self)
        }
    }
}
