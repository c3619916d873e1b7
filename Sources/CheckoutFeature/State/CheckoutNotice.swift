import CartStore
import Networking
import PaymentContract

/// What happened on its own that the customer should know before going on.
enum CheckoutNotice: Equatable, Sendable {
    /// The locked prices expired before the order was placed, so the cart was quoted again; placing again confirms
    /// the new prices.
    case pricesExpiredAndRequoted
    /// The shop refused the quote the order named (`reason` says why), so the cart was quoted again; placing again
    /// confirms the new prices.
    case quoteRefusedAndRequoted(reason: String)
    /// The line was taken out of the cart, with as many items as it held on disk when it went.
    case lineRemoved(CheckoutLine)
    /// The order is placed and its lines left the cart; what was added while it was in doubt stays.
    case placedWithChangedCartKept
    /// The order in doubt was settled by another window of the app meanwhile: it was not sent again.
    case settledElsewhere
    /// The order is placed, but the cart could not be emptied.
    case placedButCartNotEmptied(CartError)
    /// The payment was not authorized (declined, cancelled, or the provider did not answer), so no order was
    /// placed; the cart and the quote are as they were, and placing again pays again under the same key.
    case notPaid(PaymentOutcome)
}
