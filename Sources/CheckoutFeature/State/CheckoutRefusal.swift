import CartStore
import Networking

/// Why Checkout did not do what it was asked. The state is left as it was; a view tells the reason in its own
/// words (the terminal's one-line messages live in `Terminal/`) and can offer what fixes it.
enum CheckoutRefusal: Error, Equatable, Sendable {
    /// What Checkout loads before it can go on.
    enum Content: Equatable, Sendable {
        case prices
        case addresses
    }

    /// There are no lines, so there is nothing to change, price or order.
    case cartIsEmpty
    /// The cart has no line `row` (counting from 1); it has `rowCount` lines.
    case noSuchRow(Int, rowCount: Int)
    /// The cart store refused the change.
    case cartRefused(CartError)

    /// A coupon code is one word of at most ``CouponCode/maximumLength`` characters.
    case malformedCouponCode
    /// There is no coupon to remove.
    case noCouponApplied
    /// The shop refused the coupon; `reason` is its explanation.
    case couponRejected(reason: String)
    /// The coupon could not be checked: the server did not answer as expected.
    case couponUnchecked(NetworkError)
    /// The prices without the coupon could not be loaded, so the coupon stays.
    case pricesWithoutCouponUnavailable(NetworkError)

    /// The gift note was refused; the problem says why.
    case invalidGiftNote(GiftNote.Problem)
    /// There is no gift note to clear.
    case noGiftNote

    /// The saved addresses belong to a signed-in customer, and nobody is signed in.
    case loginRequired
    /// `content` failed to load; retrying may load it.
    case notLoaded(Content)
    /// `content` is still on its way.
    case stillLoading(Content)
    /// The customer has no saved address to ship to.
    case noSavedAddresses
    /// There is no saved address on `row` (counting from 1); there are `addressCount`.
    case noSuchAddressRow(Int, addressCount: Int)
    /// No saved address has the ID; there are `addressCount`.
    case unknownAddressID(String, addressCount: Int)
    /// Addresses are loaded, but none is chosen.
    case noAddressChosen

    /// An order is being placed; nothing that changes it may start until it is answered.
    case placingInProgress
    /// The last order attempt got no answer and may have been placed: it must be settled (sent again as it was)
    /// before a changed order starts.
    case unsettledAttempt
    /// The order request could not be built.
    case orderNotBuilt(NetworkError)
    /// Nothing failed, so there is nothing to repeat.
    case nothingToRetry
}
