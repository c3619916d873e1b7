import CartStore
import FeatureState
import Networking
import PaymentContract

/// Everything the checkout screen shows, as plain values: the renderer draws it, tests assert on it,
/// and a SwiftUI view could observe the same state.
struct CheckoutState: Equatable, Sendable {
    /// The cart as last read from the cart store.
    var cart: [CheckoutLine] = []
    /// The quote for ``cart`` and ``couponCode``; `.empty` when the cart is empty.
    var quote: Loadable<Quote, NetworkError> = .idle
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

    /// The line on `row`, counting from 1, or why there is none.
    func line(at row: Int) throws(CheckoutRefusal) -> CheckoutLine {
        guard !cart.isEmpty else { throw .cartIsEmpty }
        guard cart.indices.contains(row - 1) else { throw .noSuchRow(row, rowCount: cart.count) }
        return cart[row - 1]
    }

    /// Takes the cart's lines as they are now. An order the shop refused was refused for the old cart, so placing
    /// the new one starts afresh.
    mutating func adoptCart(_ lines: [CheckoutLine]) {
        cart = lines
        if case .refused = placement.status { placement.status = .idle }
    }
}
