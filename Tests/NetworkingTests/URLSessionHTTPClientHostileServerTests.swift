import Foundation
import Networking
import Testing

/// What `GET /v1/echo` answers, reduced to what these tests look at.
private struct Echo: Decodable {
    var path: String
    var headers: [String: String]
}

private struct Token: AccessTokenProvider {
    func currentAccessToken() async -> String? { "s3ss10n-t0k3n" }
}

/// The loopback server misbehaving on purpose: redirects elsewhere or in circles, bodies without end, over the limit
/// or too slow, replies that are not the API's JSON. Each must end in a typed error.
@Suite(
    "URLSessionHTTPClient against a hostile server on loopback",
    .enabled(if: LoopbackServer.python3 != nil, LoopbackServer.skipReason)
)
struct URLSessionHTTPClientHostileServerTests {
    private func get(_ path: String, _ query: [QueryItem] = []) -> HTTPRequest {
        HTTPRequest(method: .get, path: path, query: query)
    }

    @Test(.enabled(if: LoopbackServer.secondLoopbackAddressIsBound, LoopbackServer.secondAddressSkipReason))
    func aRedirectToAnotherHostIsNotFollowedAndTheTokenStaysHome() async throws {
        try await LoopbackServer.run { server in
            let secondPort = try #require(server.secondPort)
            // The recording server works: a request sent to it directly shows up with its headers.
            let direct = try URLSessionHTTPClient(baseURL: URL(string: "http://127.0.0.2:\(secondPort)")!)
            _ = try await direct.send(HTTPRequest(method: .get, path: "/direct", headers: ["X-Probe": "1"]))
            #expect(try await server.requestsSeenBySecondServer().map(\.path) == ["/direct"])

            let client = BearerAuthenticatingClient(wrapping: try server.client(), tokens: Token())
            let error = await #expect(throws: NetworkError.self) { try await client.send(get("/v1/redirect-away")) }

            let target = "http://127.0.0.2:\(secondPort)/v1/echo"
            #expect(error == .redirectNotFollowed(target: target))
            #expect(
                error?.description
                    == "the server redirected the request to \(target), another server; the redirect was not followed, "
                    + "so nothing of the request (the session included) went there")
            let seen = try await server.requestsSeenBySecondServer()
            #expect(seen.map(\.path) == ["/direct"], "nothing but the direct request reached 127.0.0.2")
            #expect(seen.allSatisfy { $0.headers["authorization"] == nil })
        }
    }

    @Test func aRedirectOnTheSameOriginIsFollowedWithTheSameHeaders() async throws {
        try await LoopbackServer.run { server in
            let client = BearerAuthenticatingClient(wrapping: try server.client(), tokens: Token())
            let echo = try await client.decoded(get("/v1/redirect-chain", [QueryItem("left", "0")]), as: Echo.self)
            #expect(echo.path == "/v1/echo")
            #expect(echo.headers["authorization"] == "Bearer s3ss10n-t0k3n")
        }
    }

    @Test func fiveRedirectsAreFollowedButNotASixth() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client()
            // left=4 redirects to left=3, 2, 1, 0 and then to /v1/echo: five redirects.
            let echo = try await client.decoded(get("/v1/redirect-chain", [QueryItem("left", "4")]), as: Echo.self)
            #expect(echo.path == "/v1/echo")
            await #expect(throws: NetworkError.tooManyRedirects(limit: 5)) {
                try await client.send(get("/v1/redirect-chain", [QueryItem("left", "5")]))
            }
        }
    }

    @Test func aRedirectLoopEndsAtTheFirstRepeat() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client()
            let expected = NetworkError.redirectLoop(target: "http://127.0.0.1:\(server.port)/v1/redirect-loop")
            await #expect(throws: expected) { try await client.send(get("/v1/redirect-loop")) }
        }
    }

    @Test func anEndlessBodyIsCutOffAtTheDefaultLimitOfOneMebibyte() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client()
            await #expect(throws: NetworkError.responseTooLarge(limit: 1_048_576)) {
                try await client.send(get("/v1/endless"))
            }
        }
    }

    @Test(arguments: ["0", "1"])
    func aBodyOfExactlyTheLimitArrivesAndOneByteMoreIsRefused(chunked: String) async throws {
        try await LoopbackServer.run { server in
            let client = try server.client()
            let atLimit = try await client.send(
                get("/v1/bytes", [QueryItem("count", "1048576"), QueryItem("chunked", chunked)]))
            #expect(atLimit.status == 200)
            #expect(atLimit.body.count == 1_048_576)
            await #expect(throws: NetworkError.responseTooLarge(limit: 1_048_576)) {
                try await client.send(get("/v1/bytes", [QueryItem("count", "1048577"), QueryItem("chunked", chunked)]))
            }
        }
    }

    @Test func theLimitIsConfigurable() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client(maximumResponseSize: 100)
            #expect(try await client.send(get("/v1/bytes", [QueryItem("count", "100")])).body.count == 100)
            await #expect(throws: NetworkError.responseTooLarge(limit: 100)) {
                try await client.send(get("/v1/bytes", [QueryItem("count", "101"), QueryItem("chunked", "1")]))
            }
        }
    }

    @Test func aBodyThatTricklesInIsCutOffByTheTotalTimeout() async throws {
        try await LoopbackServer.run { server in
            // The server sends the head at once, then one byte every 0.1 s of the 1000 it promised.
            let client = try server.client(timeout: .milliseconds(500))
            await #expect(throws: NetworkError.timedOut) { try await client.send(get("/v1/slow-body")) }
        }
    }

    @Test func aReplyThatIsNotJSONNamesItsContentType() async throws {
        try await LoopbackServer.run { server in
            let client = try server.client()
            await #expect(throws: NetworkError.notJSON(contentType: "text/html; charset=utf-8")) {
                try await client.decoded(get("/v1/html"), as: Echo.self)
            }
        }
    }
}
