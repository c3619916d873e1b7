import Analytics
import OrderConfirmations

/// Analytics' listener of confirmed orders: each one is a conversion, tracked as `order_placed` with the order's
/// ID, item count and total (IDs and amounts only). Checkout, which places orders, does not know it exists.
struct ConversionRecorder: Sendable {
    private let subscription: OrderConfirmationSubscription
    private let tracker: any AnalyticsTracker

    /// Subscribes now, so every order confirmed from here on is recorded once ``record()`` runs.
    init(listening listener: OrderConfirmationListener, tracker: any AnalyticsTracker) {
        subscription = listener.subscribe()
        self.tracker = tracker
    }

    /// Tracks every confirmed order, in order, until the source finishes (then returns, once all are tracked) or
    /// the task running it is cancelled.
    func record() async {
        for await order in subscription {
            tracker.track(
                "order_placed",
                [
                    "order_id": order.orderID, "item_count": String(order.itemCount),
                    "total_minor": String(order.total.minorUnits), "currency": order.total.currencyCode,
                ])
        }
    }
}
