import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
