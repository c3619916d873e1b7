import FeatureState

/// Everything the checkout screen shows, as plain values: the renderer draws it, tests assert on it,
/// and a SwiftUI view could observe the same state.
struct CheckoutState: Equatable, Sendable {
    /// What the screen says when there is nothing to check out.
    static let emptyCartMessage = "Your cart is empty."

    /// The cart as last read from the cart store.
    var cart: [CheckoutLine] = []
    /// The quote for ``cart`` and ``couponCode``; `.empty` when the cart is empty.
    var quote: Loadable<Quote> = .idle
    /// The coupon every quote is asked with, once the backend has accepted it.
    var couponCode: String?
    var giftNote: GiftNote?
    /// The customer's saved addresses.
    var addresses: Loadable<[ShippingAddress]> = .idle
    var selectedAddressID: String?
    /// The backend said nobody is signed in: placing asks the host to log in.
    var needsLogin = false
    /// The order attempt in progress: kept until it succeeds or is refused for good, reused by every retry.
    var attempt: OrderAttempt?
    var placement: Placement = .idle
    /// Something the user should read before going on, such as prices that were quoted again.
    var notice: String?

    /// The chosen address, if it is among the saved ones.
    var selectedAddress: ShippingAddress? {
        addresses.value?.first { $0.id == selectedAddressID }
    }
}

/// Where placing the order stands.
enum Placement: Equatable, Sendable {
    case idle
    case placing
    /// The order was confirmed; the cart has been cleared.
    case placed(OrderConfirmation)
    /// The backend refused the order; the reason says why. A new `place` starts a new attempt.
    case refused(String)
    /// No answer arrived (lost response, timeout, server error): the order may or may not exist, so `retry`
    /// sends the same attempt again and the backend places it at most once.
    case unanswered(String)
    /// The backend needs a signed-in customer; everything entered is kept.
    case loginRequired
}
