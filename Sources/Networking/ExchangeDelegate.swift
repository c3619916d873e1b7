import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What one client allows an exchange to do: where redirects may lead and how large a reply may grow.
struct ExchangeLimits: Sendable {
    /// The only origin requests and followed redirects may go to: the base URL's.
    let origin: Origin
    /// How many redirects one exchange may follow.
    let maximumRedirects: Int
    /// The largest body accepted, in bytes.
    let maximumResponseSize: Int
}

/// The delegate of a ``URLSessionHTTPClient``'s session: it decides every redirect and receives every body, so
/// the client, not a platform default, controls where a request goes and how much of a reply is kept.
///
/// Each data task is registered with its own ``Exchange`` before it starts and removed when it completes; the
/// callbacks for one task arrive one after another on the session's serial delegate queue.
final class ExchangeDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // `exchanges` is only touched while holding `lock`.
    private let lock = NSLock()
    private var exchanges: [Int: Exchange] = [:]

    /// Starts `request` on `session` and returns its reply, or throws what ended it.
    ///
    /// Cancelling the calling task cancels the data task, which then completes with `URLError.cancelled`.
    func exchange(_ request: URLRequest, on session: URLSession, limits: ExchangeLimits) async throws -> HTTPResponse {
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                let exchange = Exchange(request: request, limits: limits, continuation: continuation)
                lock.withLock { exchanges[task.taskIdentifier] = exchange }
                if Task.isCancelled {
                    // The cancellation handler may have run before the task was registered: never start it.
                    lock.withLock { exchanges[task.taskIdentifier] = nil }
                    continuation.resume(throwing: CancellationError())
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            // Never wait for the session on a thread of the concurrency pool, which has one thread per core.
            Self.cancelWithoutWaiting(task)
        }
    }

    private func exchange(for task: URLSessionTask) -> Exchange? {
        lock.withLock { exchanges[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let exchange = exchange(for: task) else { return completionHandler(nil) }
        switch exchange.decideRedirect(to: request) {
        case .follow(let next):
            completionHandler(next)
        case .refuse(let error):
            exchange.fail(error)
            completionHandler(nil)
            Self.cancelWithoutWaiting(task)
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let exchange = exchange(for: dataTask), exchange.accept(response) else {
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let exchange = exchange(for: dataTask) else { return }
        if !exchange.append(data) { Self.cancelWithoutWaiting(dataTask) }
    }

    /// Cancels `task` from a thread of its own, so this delegate keeps draining (and dropping) the pieces that
    /// arrive meanwhile.
    ///
    /// swift-corelibs-foundation hands every piece of a body to the delegate queue as it reads it, and its
    /// `cancel()` waits for the session's work queue, which a server streaming at full speed keeps busy: cancelled
    /// from the delegate queue, the pieces would pile up unread behind the waiting call (measured: seconds, and
    /// hundreds of megabytes, on a loaded machine). Nor is the wait left to a Dispatch worker: the pool is as
    /// small as the number of cores, and the other sessions of the process need it.
    private static func cancelWithoutWaiting(_ task: URLSessionTask) {
        Thread.detachNewThread { task.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = lock.withLock { exchanges.removeValue(forKey: task.taskIdentifier) }
        exchange?.complete(error: error)
    }
}

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
