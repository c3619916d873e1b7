import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The state of one data task: the URLs it visited, the reply so far, and the first failure the client decided.
///
/// Only the session's serial delegate queue touches it after registration.
final class Exchange: @unchecked Sendable {
    enum RedirectDecision {
        case follow(URLRequest)
        case refuse(NetworkError)
    }

    private let original: URLRequest
    private let limits: ExchangeLimits
    private let continuation: CheckedContinuation<HTTPResponse, any Error>
    private var visited: Set<URL>
    private var redirectsFollowed = 0
    private var response: HTTPURLResponse?
    private var body = Data()
    private var failure: NetworkError?

    init(request: URLRequest, limits: ExchangeLimits, continuation: CheckedContinuation<HTTPResponse, any Error>) {
        original = request
        self.limits = limits
        self.continuation = continuation
        visited = request.url.map { [$0] } ?? []
    }

    /// Follows a redirect only within the base URL's origin, never twice to one URL, and at most
    /// `maximumRedirects` times.
    ///
    /// The request that follows is the original one with the new URL, so it carries the same headers on every
    /// platform; when the platform turned it into a `GET` (a 303, or a 301 or 302 after a `POST`), the body and
    /// its content type are dropped as well.
    func decideRedirect(to proposed: URLRequest) -> RedirectDecision {
        guard let target = proposed.url else { return .refuse(.redirectNotFollowed(target: "an invalid URL")) }
        guard Origin(target) == limits.origin else {
            return .refuse(.redirectNotFollowed(target: target.absoluteString))
        }
        guard !visited.contains(target) else { return .refuse(.redirectLoop(target: target.absoluteString)) }
        guard redirectsFollowed < limits.maximumRedirects else {
            return .refuse(.tooManyRedirects(limit: limits.maximumRedirects))
        }
        redirectsFollowed += 1
        visited.insert(target)
        var next = original
        next.url = target
        if let method = proposed.httpMethod, method != original.httpMethod {
            next.httpMethod = method
            next.httpBody = nil
            next.setValue(nil, forHTTPHeaderField: "Content-Type")
        }
        return .follow(next)
    }

    /// Keeps the response head; `false` when its declared length is already over the limit.
    func accept(_ response: URLResponse) -> Bool {
        self.response = response as? HTTPURLResponse
        guard response.expectedContentLength <= Int64(limits.maximumResponseSize) else {
            fail(.responseTooLarge(limit: limits.maximumResponseSize))
            return false
        }
        return true
    }

    /// Appends a piece of the body; `false` only for the piece that takes the body over the limit, when the task
    /// must be cancelled (nothing is kept from then on, and later pieces are dropped without another cancel).
    func append(_ data: Data) -> Bool {
        guard failure == nil else { return true }
        guard body.count + data.count <= limits.maximumResponseSize else {
            fail(.responseTooLarge(limit: limits.maximumResponseSize))
            body = Data()
            return false
        }
        body.append(data)
        return true
    }

    /// Records the first failure; the task is cancelled right after, and its completion reports this instead.
    func fail(_ error: NetworkError) {
        if failure == nil { failure = error }
    }

    /// Resumes the caller with the reply, the failure the client decided, or the error the task ended with.
    func complete(error: (any Error)?) {
        if let failure {
            continuation.resume(throwing: failure)
        } else if let error {
            continuation.resume(throwing: error)
        } else if let response {
            var headers = HTTPHeaders()
            for (name, value) in response.allHeaderFields {
                guard let name = name as? String else { continue }
                headers[name] = value as? String ?? String(describing: value)
            }
            continuation.resume(returning: HTTPResponse(status: response.statusCode, headers: headers, body: body))
        } else {
            let url = original.url?.absoluteString ?? "the server"
            continuation.resume(throwing: NetworkError.transport("the reply from \(url) is not HTTP"))
        }
    }
}
