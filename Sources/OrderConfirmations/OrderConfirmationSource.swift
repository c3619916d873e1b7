import Foundation

/// Where confirmed orders are published: an event source that any number of listeners subscribe to.
///
/// The publisher (the app's composition root) does not know who listens, and a listener does not know who
/// publishes: it is handed an ``OrderConfirmationListener``, never the source. Every subscription hears every order
/// published after it was made, in the order they were published; it keeps at most ``bufferLimit`` orders it has
/// not taken yet (the oldest go first, and the subscription says it missed some), so a listener that stops
/// reading never makes a long-running app grow. A subscription ends when it is cancelled, when the task waiting on
/// it is cancelled, when it is released, or when the source is finished; the source then forgets it.
///
/// ```swift
/// let confirmations = OrderConfirmationSource()
/// let subscription = confirmations.listener.subscribe()
/// confirmations.publish(ConfirmedOrder(orderID: "o-000001", itemCount: 1, total: total))
/// for await order in subscription { print(order.orderID) }
/// ```
public final class OrderConfirmationSource: @unchecked Sendable {
    /// How many orders a subscription keeps that its listener has not taken yet.
    public let bufferLimit: Int
    private let lock = NSLock()
    // Guarded by `lock`. Weak, so a released subscription is forgotten even if nobody cancelled it.
    private var subscriptions: [ObjectIdentifier: WeakSubscription] = [:]
    private var isFinished = false

    /// A source whose subscriptions each keep at most `bufferLimit` (at least 1) orders not yet taken.
    public init(bufferLimit: Int = 64) {
        self.bufferLimit = max(1, bufferLimit)
    }

    /// What a listener is handed: it can subscribe, and nothing else.
    public var listener: OrderConfirmationListener {
        OrderConfirmationListener { [self] in subscribe() }
    }

    /// How many subscriptions are live: cancelled, released and finished ones are not counted.
    public var subscriptionCount: Int {
        lock.withLock { subscriptions.values.count { $0.subscription != nil } }
    }

    /// Hands `order` to every live subscription. Returns once each holds it; listeners take it in their own time.
    /// After ``finish()`` nothing is delivered.
    public func publish(_ order: ConfirmedOrder) {
        let live = lock.withLock {
            subscriptions = subscriptions.filter { $0.value.subscription != nil }
            return isFinished ? [] : subscriptions.values.compactMap(\.subscription)
        }
        for subscription in live { subscription.deliver(order) }
    }

    /// Ends every subscription once its listener has taken what it holds, and every later one at once: for the
    /// end of the app, so that a listener's loop finishes and can be awaited.
    public func finish() {
        let live = lock.withLock {
            isFinished = true
            defer { subscriptions = [:] }
            return subscriptions.values.compactMap(\.subscription)
        }
        for subscription in live { subscription.end() }
    }

    private func subscribe() -> OrderConfirmationSubscription {
        let subscription = OrderConfirmationSubscription(bufferLimit: bufferLimit) { [weak self] id in
            self?.forget(id)
        }
        let finished = lock.withLock {
            if !isFinished { subscriptions[ObjectIdentifier(subscription)] = WeakSubscription(subscription) }
            return isFinished
        }
        if finished { subscription.end() }
        return subscription
    }

    private func forget(_ id: ObjectIdentifier) {
        lock.withLock { _ = subscriptions.removeValue(forKey: id) }
    }

    private struct WeakSubscription {
        weak var subscription: OrderConfirmationSubscription?
        init(_ subscription: OrderConfirmationSubscription) { self.subscription = subscription }
    }
}
