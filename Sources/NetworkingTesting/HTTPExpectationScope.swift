import Foundation

#if canImport(Testing)
    public import Testing
#endif

/// The ``ExpectingHTTPClient``s created while a piece of test code runs, checked together when it ends: an
/// expected request that was never made is reported, so a model that stops loading something fails its test
/// even when the test never asks the client.
///
/// Feature test suites get this with the `.verifiesHTTPExpectations` trait (``VerifiesHTTPExpectationsTrait``).
public final class HTTPExpectationScope: Sendable {
    @TaskLocal static var current: HTTPExpectationScope?

    private let clients = ClientList()

    private init() {}

    /// Runs `body`; when it returns or throws, every client created inside it that still has unmet
    /// expectations is passed to `report` with one line per missing request, such as
    /// `expected GET /v1/me, but it was never requested`.
    public static func verifying<Result>(
        report: (String) -> Void, _ body: () async throws -> Result
    ) async rethrows -> Result {
        let scope = HTTPExpectationScope()
        defer {
            for client in scope.clients.all {
                for line in client.unmetExpectations { report("expected \(line), but it was never requested") }
            }
        }
        return try await $current.withValue(scope) { try await body() }
    }

    /// Adds `client` to the scope the calling task runs in; `false` when it runs in none.
    static func register(_ client: ExpectingHTTPClient) -> Bool {
        guard let scope = current else { return false }
        scope.clients.append(client)
        return true
    }
}

#if canImport(Testing)
    /// Checks, at the end of each test (each case of a parameterized one), that every ``ExpectingHTTPClient``
    /// the test created received every request it was told to expect. Apply it to a suite and it covers every
    /// test in it: `@Suite(.verifiesHTTPExpectations)`.
    public struct VerifiesHTTPExpectationsTrait: TestTrait, SuiteTrait, TestScoping {
        /// Applies to every test and nested suite of a suite it is attached to.
        public var isRecursive: Bool { true }

        /// Runs the test inside an ``HTTPExpectationScope`` that records each unmet expectation as an issue.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let report = { (line: String) in
                _ = Issue.record(Comment(rawValue: line), sourceLocation: test.sourceLocation)
            }
            try await HTTPExpectationScope.verifying(report: report) {
                try await function()
            }
        }
    }

    extension Trait where Self == VerifiesHTTPExpectationsTrait {
        /// Fails a test whose ``ExpectingHTTPClient`` was told to expect a request that never came.
        public static var verifiesHTTPExpectations: Self { VerifiesHTTPExpectationsTrait() }
    }
#endif

/// The clients of one scope, appended from whichever task creates them.
private final class ClientList: @unchecked Sendable {
    // `clients` is only touched while holding `lock`.
    private let lock = NSLock()
    private var clients: [ExpectingHTTPClient] = []

    func append(_ client: ExpectingHTTPClient) { lock.withLock { clients.append(client) } }

    var all: [ExpectingHTTPClient] { lock.withLock { clients } }
}
