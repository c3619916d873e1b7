import Foundation
public import Networking

#if canImport(Testing)
    import Testing
#endif

/// A fake ``/Networking/HTTPClient`` for feature tests: it answers only the requests it was told to expect, in order,
/// and reports any other request through `onUnexpectedRequest` (tests pass `{ Issue.record(...) }`).
///
/// It is checked the other way too: created inside an ``HTTPExpectationScope`` (a suite marked
/// `.verifiesHTTPExpectations`), every expectation still unmet when the test ends is reported. A client
/// created in a test but outside any scope records an issue saying so, so no suite can forget the trait.
///
/// Production targets never depend on this module; the architecture check allows it in tests and demos only.
public final class ExpectingHTTPClient: HTTPClient, @unchecked Sendable {
    /// What an expected request gets back.
    public enum Reply: Sendable {
        /// A response with `status` and `body` as the JSON text.
        case json(status: Int, body: String)
        /// No response: the call throws this error.
        case failure(NetworkError)

        /// A 200 response with a JSON body.
        public static func ok(_ body: String) -> Reply { .json(status: 200, body: body) }

        /// A response in the API's error shape `{"error": {"code": ..., "message": ...}}`.
        public static func error(status: Int, code: String, message: String) -> Reply {
            let envelope = ErrorEnvelope(error: APIErrorBody(code: code, message: message))
            let body = (try? APIJSON.encode(envelope)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
            return .json(status: status, body: body)
        }
    }

    private struct Expectation {
        let method: HTTPMethod
        let path: String
        let matches: @Sendable (HTTPRequest) -> Bool
        let reply: Reply
    }

    // Every stored property below is read and written only while holding `lock`.
    private let lock = NSLock()
    private var pending: [Expectation] = []
    private var received: [HTTPRequest] = []
    private var unexpected: [HTTPRequest] = []
    private let onUnexpectedRequest: @Sendable (HTTPRequest) -> Void

    /// Creates a client with no expectations; `onUnexpectedRequest` hears about every request nobody expected.
    public init(onUnexpectedRequest: @escaping @Sendable (HTTPRequest) -> Void) {
        self.onUnexpectedRequest = onUnexpectedRequest
        if !HTTPExpectationScope.register(self) {
            #if canImport(Testing)
                if Test.current != nil {
                    Issue.record(
                        """
                        ExpectingHTTPClient created outside an HTTPExpectationScope: requests it expects but \
                        never gets would go unnoticed. Mark the suite @Suite(.verifiesHTTPExpectations), or wrap \
                        the test in HTTPExpectationScope.verifying(report:_:)
                        """)
                }
            #endif
        }
    }

    /// Expects one `method` request to `path` (and passing `matching`, when given), answered with `reply`.
    /// Expectations for the same route are used in the order they were added.
    public func expect(
        _ method: HTTPMethod, _ path: String, matching: @escaping @Sendable (HTTPRequest) -> Bool = { _ in true },
        reply: Reply
    ) {
        lock.withLock { pending.append(Expectation(method: method, path: path, matches: matching, reply: reply)) }
    }

    /// Every request received so far, expected or not, in order.
    public var receivedRequests: [HTTPRequest] { lock.withLock { received } }

    /// The requests that matched no expectation.
    public var unexpectedRequests: [HTTPRequest] { lock.withLock { unexpected } }

    /// Expectations that were never used, as `METHOD /path` lines.
    public var unmetExpectations: [String] { lock.withLock { pending.map { "\($0.method) \($0.path)" } } }

    /// Answers `request` with the first matching expectation, or reports it and throws a transport error.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let reply: Reply? = lock.withLock {
            received.append(request)
            guard
                let index = pending.firstIndex(where: {
                    $0.method == request.method && $0.path == request.path && $0.matches(request)
                })
            else {
                unexpected.append(request)
                return nil
            }
            return pending.remove(at: index).reply
        }
        switch reply {
        case .json(let status, let body)?:
            return HTTPResponse(
                status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        case .failure(let error)?:
            throw error
        case nil:
            onUnexpectedRequest(request)
            throw .transport("unexpected request \(request.method) \(request.path)")
        }
    }
}

extension HTTPRequest {
    /// The value of the query parameter `name`, if present.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }
}
