import Foundation
import Networking
import NetworkingTesting
import Testing

/// The other direction of the fake: expected requests that never came are reported when the scope ends.
@Suite(.verifiesHTTPExpectations) struct HTTPExpectationScopeTests {
    /// Collects the scope's reports, instead of failing this test.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    @Test func everyUnmetExpectationOfEveryClientInTheScopeIsReported() async throws {
        let reports = Lines()
        let outside = ExpectingHTTPClient { Issue.record("unexpected \($0.path)") }
        outside.expect(.get, "/v1/outside", reply: .ok("{}"))
        try await HTTPExpectationScope.verifying(report: reports.append) {
            let first = ExpectingHTTPClient { Issue.record("unexpected \($0.path)") }
            first.expect(.get, "/v1/me", reply: .ok("{}"))
            first.expect(.post, "/v1/quotes", reply: .ok("{}"))
            let second = ExpectingHTTPClient { Issue.record("unexpected \($0.path)") }
            second.expect(.delete, "/v1/sessions", reply: .ok("{}"))
            _ = try await first.send(HTTPRequest(method: .post, path: "/v1/quotes"))
            #expect(reports.all.isEmpty, "nothing is reported before the scope ends")
        }
        #expect(
            reports.all == [
                "expected GET /v1/me, but it was never requested",
                "expected DELETE /v1/sessions, but it was never requested",
            ])
        #expect(outside.unmetExpectations == ["GET /v1/outside"], "a client made outside the scope is not its concern")
        _ = try await outside.send(HTTPRequest(method: .get, path: "/v1/outside"))
    }

    @Test func aScopeWhoseRequestsAllCameReportsNothingAndPassesTheResultOn() async throws {
        let reports = Lines()
        let body = try await HTTPExpectationScope.verifying(report: reports.append) {
            let client = ExpectingHTTPClient { Issue.record("unexpected \($0.path)") }
            client.expect(.get, "/v1/me", reply: .ok(#"{"ok": true}"#))
            return try await client.send(HTTPRequest(method: .get, path: "/v1/me")).body
        }
        #expect(String(decoding: body, as: UTF8.self) == #"{"ok": true}"#)
        #expect(reports.all.isEmpty)
    }

    @Test func aThrowingBodyIsStillChecked() async {
        let reports = Lines()
        struct Stop: Error {}
        await #expect(throws: Stop.self) {
            try await HTTPExpectationScope.verifying(report: reports.append) {
                ExpectingHTTPClient { Issue.record("unexpected \($0.path)") }.expect(.get, "/v1/me", reply: .ok("{}"))
                throw Stop()
            }
        }
        #expect(reports.all == ["expected GET /v1/me, but it was never requested"])
    }
}

/// The trait puts each test of the suite, and each case of a parameterized one, in a scope of its own.
@Suite(.verifiesHTTPExpectations) struct VerifiesHTTPExpectationsTraitTests {
    let client = ExpectingHTTPClient { Issue.record("unexpected \($0.path)") }

    @Test(arguments: ["/v1/a", "/v1/b"])
    func eachCaseMeetsItsOwnExpectation(path: String) async throws {
        client.expect(.get, path, reply: .ok("{}"))
        #expect(try await client.send(HTTPRequest(method: .get, path: path)).status == 200)
    }
}

/// No trait here: a client made in a test without a scope says so, instead of silently checking one way only.
@Suite struct UnscopedExpectingHTTPClientTests {
    @Test func aClientCreatedOutsideAnyScopeRecordsAnIssue() {
        withKnownIssue {
            _ = ExpectingHTTPClient { Issue.record("unexpected \($0.path)") }
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("ExpectingHTTPClient created outside an HTTPExpectationScope")
            }
        }
    }
}
