import Foundation
import Networking
import Testing

/// What `GET /v1/echo` answers: the request as the server saw it.
private struct Echo: Decodable {
    var method: String
    var path: String
    var query: [[String]]
    var headers: [String: String]
}

/// A body with nesting, a date and characters that need escaping, for `POST /v1/echo`.
private struct OrderDraft: Codable, Equatable {
    struct Line: Codable, Equatable {
        var productID: String
        var quantity: Int
    }
    var note: String
    var lines: [Line]
    var placedAt: Date
}

/// The shape `/v1/wrong-type` is supposed to have; its second amount arrives as a string.
private struct PriceList: Decodable {
    struct Item: Decodable {
        var id: String
        var price: Price
    }
    struct Price: Decodable {
        var amount: Int
        var currency: String
    }
    var items: [Item]
}

private struct FixedToken: AccessTokenProvider {
    var token: String?
    func currentAccessToken() async -> String? { token }
}

private func slowRequest(seconds: Int) -> HTTPRequest {
    HTTPRequest(method: .get, path: "/v1/slow", query: [QueryItem("seconds", "\(seconds)")])
}

@Suite(
    "URLSessionHTTPClient against a real server on loopback",
    .enabled(if: LoopbackServer.python3 != nil, LoopbackServer.skipReason)
)
struct URLSessionHTTPClientLoopbackTests {
    @Test func getCarriesQueryHeadersAndBearerToken() async throws {
        try await LoopbackServer.run { server in
            let client = BearerAuthenticatingClient(wrapping: try server.client(), tokens: FixedToken(token: "t0k3n"))
            let request = HTTPRequest(
                method: .get, path: "/v1/echo",
                query: [QueryItem("q", "red shoes"), QueryItem("tag", "a+b&c=d/é"), QueryItem("q", "")],
                headers: ["X-Request-ID": "req-42"])

            let echo = try await client.decoded(request, as: Echo.self)

            #expect(echo.method == "GET")
            #expect(echo.path == "/v1/echo")
            #expect(echo.query == [["q", "red shoes"], ["tag", "a+b&c=d/é"], ["q", ""]])
            #expect(echo.headers["authorization"] == "Bearer t0k3n")
            #expect(echo.headers["x-request-id"] == "req-42")
        }
    }

    @Test func aServersCookieIsNeverSentBack() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client()
            try await client.expectSuccess(HTTPRequest(method: .get, path: "/v1/set-cookie"))
            let echo = try await client.decoded(HTTPRequest(method: .get, path: "/v1/echo"), as: Echo.self)
            #expect(echo.headers["cookie"] == nil, "the API uses bearer tokens; a cookie would outlive a logout")
        }
    }

    @Test func baseURLPathIsAPrefixAndResponseHeadersIgnoreCase() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client(pathPrefix: "/v1/")
            let response = try await client.send(HTTPRequest(method: .get, path: "/echo"))

            #expect(response.status == 200)
            #expect(response.headers["X-SERVED-BY"] == "loopback")
            #expect(response.headers["content-type"] == "application/json")
            #expect(try APIJSON.decode(Echo.self, from: response.body).path == "/v1/echo")
        }
    }

    @Test func postSendsAJSONBody() async throws {
        try await LoopbackServer.run { server in
            let draft = OrderDraft(
                note: "leave at the door \"please\" / ✓",
                lines: [.init(productID: "p-0001", quantity: 2), .init(productID: "p-0042", quantity: 1)],
                placedAt: Date(timeIntervalSince1970: 1_700_000_000))
            let request = try HTTPRequest.json(.post, "/v1/echo", body: draft)

            let echoed = try await server.client().decoded(request, as: OrderDraft.self)

            #expect(echoed == draft)
        }
    }

    @Test func notFoundIsAResponseAndDecodesToAStatusError() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client()
            let request = HTTPRequest(method: .get, path: "/v1/missing")

            let response = try await client.send(request)
            #expect(response.status == 404)

            let expected = NetworkError.status(
                code: 404, error: APIErrorBody(code: "not_found", message: "no route for GET /v1/missing"))
            await #expect(throws: expected) { try await client.decoded(request, as: Echo.self) }
        }
    }

    @Test func serverErrorCarriesItsDecodedErrorBody() async throws {
        try await LoopbackServer.run { server in
            let error = await #expect(throws: NetworkError.self) {
                try await server.client().expectSuccess(HTTPRequest(method: .get, path: "/v1/broken"))
            }
            #expect(
                error
                    == .status(
                        code: 500,
                        error: APIErrorBody(code: "internal", message: "the loopback server broke on purpose")))
            #expect(error?.statusCode == 500)
        }
    }

    @Test func slowResponseHitsTheClientTimeout() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client(timeout: .milliseconds(300))
            await #expect(throws: NetworkError.timedOut) { try await client.send(slowRequest(seconds: 10)) }
        }
    }

    @Test func refusedConnectionIsATransportError() async throws {
        try await LoopbackServer.run { server in
            let client = try URLSessionHTTPClient(
                baseURL: URL(string: "http://127.0.0.1:\(server.refusedPort)")!, timeout: .seconds(10))

            let error = await #expect(throws: NetworkError.self) {
                try await client.send(HTTPRequest(method: .get, path: "/v1/echo"))
            }

            guard case .transport(let reason) = error else {
                Issue.record("expected a transport error, got \(String(describing: error))")
                return
            }
            #expect(reason == "cannot connect to 127.0.0.1:\(server.refusedPort): nothing accepted the connection")
        }
    }

    @Test func malformedJSONIsUndecodable() async throws {
        try await LoopbackServer.run { server in
            let request = HTTPRequest(method: .get, path: "/v1/malformed")
            await #expect(throws: NetworkError.undecodable(type: "PriceList", codingPath: "", reason: "malformed JSON"))
            {
                try await server.client().decoded(request, as: PriceList.self)
            }
        }
    }

    @Test func wrongTypeDeepInsideNamesTheCodingPath() async throws {
        try await LoopbackServer.run { server in
            let request = HTTPRequest(method: .get, path: "/v1/wrong-type")
            let expected = NetworkError.undecodable(
                type: "PriceList", codingPath: "items.1.price.amount", reason: "expected Int")
            await #expect(throws: expected) { try await server.client().decoded(request, as: PriceList.self) }
        }
    }

    @Test func cancellingTheTaskMidRequestIsCancelled() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client(timeout: .seconds(60))
            let call = Task { () async -> Result<HTTPResponse, NetworkError> in
                do throws(NetworkError) {
                    return .success(try await client.send(slowRequest(seconds: 30)))
                } catch {
                    return .failure(error)
                }
            }
            try await server.waitForSlowRequests(1)

            call.cancel()

            #expect(await call.value == .failure(.cancelled))
        }
    }

    @Test func alreadyCancelledTaskSendsNothing() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client()
            let call = Task { () async -> Result<HTTPResponse, NetworkError> in
                withUnsafeCurrentTask { $0?.cancel() }
                do throws(NetworkError) {
                    return .success(try await client.send(slowRequest(seconds: 30)))
                } catch {
                    return .failure(error)
                }
            }
            #expect(await call.value == .failure(.cancelled))

            struct SlowCount: Decodable { var started: Int }
            let seen = try await client.decoded(HTTPRequest(method: .get, path: "/v1/slow-count"), as: SlowCount.self)
            #expect(seen.started == 0)
        }
    }
}
