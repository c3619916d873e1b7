import Foundation

/// One listener's subscription to confirmed orders: the orders published since it was made, in order, taken one
/// at a time (`for await`) or all at once (``takeHeard()``).
///
/// It holds at most the source's buffer limit of orders not yet taken, dropping the oldest first and counting them
/// (``Heard/missedCount``). Cancelling it, cancelling the task that waits on it, or releasing it unsubscribes it.
public final class OrderConfirmationSubscription: AsyncSequence, AsyncIteratorProtocol, @unchecked Sendable {
    /// What ``takeHeard()`` hands over: the orders kept, oldest first, and how many older ones were dropped.
    public struct Heard: Hashable, Sendable {
        /// The orders heard and not yet taken, oldest first.
        public let orders: [ConfirmedOrder]
        /// How many orders were heard but dropped because the buffer was full.
        public let missedCount: Int

        /// Whether anything was heard at all, kept or dropped.
        public var isEmpty: Bool { orders.isEmpty && missedCount == 0 }
    }

    private let bufferLimit: Int
    private let onEnd: @Sendable (ObjectIdentifier) -> Void
    private let lock = NSLock()
    // Guarded by `lock`.
    private var buffer: [ConfirmedOrder] = []
    private var missedCount = 0
    private var isEnded = false
    private var waiting: CheckedContinuation<ConfirmedOrder?, Never>?

    init(bufferLimit: Int, onEnd: @escaping @Sendable (ObjectIdentifier) -> Void) {
        self.bufferLimit = bufferLimit
        self.onEnd = onEnd
    }

    deinit {
        onEnd(ObjectIdentifier(self))
    }

    /// The subscription is its own iterator, for one loop at a time (a second loop waiting at the same time ends at
    /// once); an order taken is taken for good.
    public func makeAsyncIterator() -> OrderConfirmationSubscription { self }

    /// The next order heard, waiting for one; nil once the subscription has ended and holds nothing.
    public func next() async -> ConfirmedOrder? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: ConfirmedOrder?? = lock.withLock {
                    if !buffer.isEmpty { return .some(buffer.removeFirst()) }
                    // One loop at a time: a second waiter ends at once rather than wait forever.
                    if isEnded || Task.isCancelled || waiting != nil { return .some(nil) }
                    waiting = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Everything heard and not yet taken, without waiting; the subscription goes on.
    public func takeHeard() -> Heard {
        lock.withLock {
            defer {
                buffer = []
                missedCount = 0
            }
            return Heard(orders: buffer, missedCount: missedCount)
        }
    }

    /// Unsubscribes: nothing more is heard, what is held is dropped, and a waiting loop ends.
    public func cancel() {
        let continuation = lock.withLock {
            buffer = []
            return endLocked()
        }
        continuation?.resume(returning: nil)
        onEnd(ObjectIdentifier(self))
    }

    func deliver(_ order: ConfirmedOrder) {
        let continuation: CheckedContinuation<ConfirmedOrder?, Never>? = lock.withLock {
            guard !isEnded else { return nil }
            if let waiting {
                self.waiting = nil
                return waiting
            }
            buffer.append(order)
            if buffer.count > bufferLimit {
                buffer.removeFirst()
                missedCount += 1
            }
            return nil
        }
        continuation?.resume(returning: order)
    }

    /// Ends the subscription after what it holds has been taken.
    func end() {
        let continuation = lock.withLock { endLocked() }
        continuation?.resume(returning: nil)
    }

    private func endLocked() -> CheckedContinuation<ConfirmedOrder?, Never>? {
        isEnded = true
        defer { waiting = nil }
        return waiting
    }
}
