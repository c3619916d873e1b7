import Foundation
import Networking
import NetworkingTesting
import Testing

/// The fake every feature test leans on must itself be right: in order, strict, and loud about surprises.
@Suite(.verifiesHTTPExpectations) struct ExpectingHTTPClientTests {
    /// Collects what the client reports as unexpected, instead of failing this test.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var requests: [HTTPRequest] = []
        func append(_ request: HTTPRequest) { lock.withLock { requests.append(request) } }
        var all: [HTTPRequest] { lock.withLock { requests } }
    }

    @Test func answersExpectedRequestsInOrderPerRoute() async throws {
        let client = ExpectingHTTPClient { Issue.record("unexpected \($0.path)") }
        client.expect(.get, "/v1/a", reply: .ok(#"{"n": 1}"#))
        client.expect(.get, "/v1/a", reply: .ok(#"{"n": 2}"#))
        let first = try await client.send(HTTPRequest(method: .get, path: "/v1/a"))
        let second = try await client.send(HTTPRequest(method: .get, path: "/v1/a"))
        #expect(String(decoding: first.body, as: UTF8.self) == #"{"n": 1}"#)
        #expect(String(decoding: second.body, as: UTF8.self) == #"{"n": 2}"#)
        #expect(client.unmetExpectations.isEmpty)
        #expect(client.receivedRequests.count == 2)
    }

    @Test func matchingPredicatesSelectTheExpectation() async throws {
        let client = ExpectingHTTPClient { Issue.record("unexpected \($0.path)") }
        client.expect(.get, "/v1/p", matching: { $0.queryValue("q") == "tea" }, reply: .ok("1"))
        client.expect(.get, "/v1/p", matching: { $0.queryValue("q") == "mug" }, reply: .ok("2"))
        let mug = try await client.send(HTTPRequest(method: .get, path: "/v1/p", query: [QueryItem("q", "mug")]))
        #expect(String(decoding: mug.body, as: UTF8.self) == "2")
        #expect(client.unmetExpectations == ["GET /v1/p"])
        _ = try await client.send(HTTPRequest(method: .get, path: "/v1/p", query: [QueryItem("q", "tea")]))
        #expect(client.unmetExpectations.isEmpty)
    }

    @Test func unexpectedRequestsAreReportedAndFailTheCall() async throws {
        let reports = Reports()
        let client = ExpectingHTTPClient { reports.append($0) }
        client.expect(.post, "/v1/orders", reply: .ok("{}"))
        await #expect(throws: NetworkError.transport("unexpected request GET /v1/orders")) {
            _ = try await client.send(HTTPRequest(method: .get, path: "/v1/orders"))
        }
        #expect(reports.all.map(\.path) == ["/v1/orders"])
        #expect(client.unexpectedRequests.map(\.method) == [.get])
        #expect(client.unmetExpectations == ["POST /v1/orders"])
        _ = try await client.send(HTTPRequest(method: .post, path: "/v1/orders"))
    }

    @Test func repliesCanBeFailuresOrErrorBodies() async throws {
        let client = ExpectingHTTPClient { Issue.record("unexpected \($0.path)") }
        client.expect(.get, "/v1/x", reply: .failure(.timedOut))
        client.expect(.get, "/v1/x", reply: .error(status: 422, code: "out_of_stock", message: "gone"))
        await #expect(throws: NetworkError.timedOut) {
            _ = try await client.send(HTTPRequest(method: .get, path: "/v1/x"))
        }
        let response = try await client.send(HTTPRequest(method: .get, path: "/v1/x"))
        #expect(throws: NetworkError.status(code: 422, error: APIErrorBody(code: "out_of_stock", message: "gone"))) {
            try response.requireSuccess()
        }
    }
}
