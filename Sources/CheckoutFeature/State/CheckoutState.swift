import CartStore
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
    /// The saved addresses and the one chosen.
    var shipping = AddressBook()
    /// The backend said nobody is signed in: placing asks the host to log in.
    var needsLogin = false
    /// Where placing the order stands.
    var placement = OrderPlacement()
    /// Something the customer should read before going on, such as prices that were quoted again.
    var notice: CheckoutNotice?

    /// What the next quote is asked for: the cart and the coupon.
    var quoteBasis: QuoteBasis { QuoteBasis(lines: cart, couponCode: couponCode) }
}

/// What happened on its own that the customer should know before going on.
enum CheckoutNotice: Equatable, Sendable {
    /// The locked prices expired before the order was placed, so the cart was quoted again; placing again confirms
    /// the new prices.
    case pricesExpiredAndRequoted
    /// The shop refused the quote the order named (`reason` says why), so the cart was quoted again; placing again
    /// confirms the new prices.
    case quoteRefusedAndRequoted(reason: String)
    /// The order is placed; the cart changed while it was in doubt, so the cart was kept as it is.
    case placedWithChangedCartKept
    /// The order is placed, but the cart could not be emptied.
    case placedButCartNotEmptied(CartError)
}
