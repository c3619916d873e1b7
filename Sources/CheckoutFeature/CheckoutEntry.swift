// The only file of CheckoutFeature with public declarations: the Entry, the Dependencies and the Output.
public import Analytics
public import CartStore
public import FeatureState
public import Foundation
public import Networking
public import PaymentContract
public import TerminalUI

/// Everything Checkout asks of the outside world. The host builds it; tests pass fakes.
///
/// Checkout has no tables of its own: its quote lives in memory until it expires, and the cart belongs to
/// ``/CartStore/CartStore``, which also keeps the order attempt in doubt (``/CartStore/PendingOrder``), so that
/// confirming an order and taking its lines out of the cart are one step that a restart cannot split.
public struct CheckoutDependencies: Sendable {
    /// Carries requests to the shop API; the host wraps it so the session's bearer token is attached.
    public var httpClient: any HTTPClient
    /// Receives Checkout's analytics events.
    public var tracker: any AnalyticsTracker
    /// The cart: Checkout observes it, changes it through the store, records each order attempt in it before the
    /// request leaves, and takes the ordered lines out of it once the order is confirmed.
    public var cartStore: CartStore
    /// The current time, used to tell whether the quote's prices are still locked.
    public var now: @Sendable () -> Date
    /// A new idempotency key for each order attempt, made once when the attempt starts and kept with it (a UUID in
    /// the host, predictable in tests). The attempt's payment is made under the same key, so neither can happen
    /// twice.
    public var makeIdempotencyKey: @Sendable () -> String
    /// Takes the payment for an order before it is placed: Checkout knows only this contract, and waits for the
    /// outcome; the host hands in the implementation.
    public var payment: any PaymentAuthorizing

    /// Creates the dependencies.
    public init(
        httpClient: any HTTPClient, tracker: any AnalyticsTracker, cartStore: CartStore,
        now: @escaping @Sendable () -> Date, makeIdempotencyKey: @escaping @Sendable () -> String,
        payment: any PaymentAuthorizing
    ) {
        self.httpClient = httpClient
        self.tracker = tracker
        self.cartStore = cartStore
        self.now = now
        self.makeIdempotencyKey = makeIdempotencyKey
        self.payment = payment
    }
}

/// Everything Checkout can tell the outside world. The host decides where each case leads.
public enum CheckoutOutput: Hashable, Sendable {
    /// The order was confirmed and its lines left the cart (what was added while it was in doubt stays): its ID,
    /// how many items it holds and its total, as the shop's reply said. Checkout keeps showing its confirmation
    /// (the lines, the total, what happened to the cart); the host tells whoever reacts to a confirmed order.
    case orderPlaced(orderID: String, itemCount: Int, total: Money)
    /// Placing needs a signed-in customer. Everything entered is kept, so the host can log in and come back.
    case loginRequired
    /// The user opened a line of the cart.
    case productSelected(productID: String)
}

/// Builds the Checkout feature.
public enum CheckoutEntry {
    /// The checkout screen: the cart with locked prices, coupon, gift note, shipping address, and placing the order.
    @MainActor
    public static func makeScreen(
        dependencies: CheckoutDependencies,
        onOutput: @escaping @MainActor (CheckoutOutput) -> Void
    ) -> any TerminalScreen {
        let model = CheckoutModel(
            client: dependencies.httpClient,
            cartStore: dependencies.cartStore,
            tracker: dependencies.tracker,
            now: dependencies.now,
            makeIdempotencyKey: dependencies.makeIdempotencyKey,
            payment: dependencies.payment,
            onOutput: onOutput)
        return CheckoutScreen(model: model)
    }
}
