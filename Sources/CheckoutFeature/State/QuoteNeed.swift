/// Whether the quote shown still answers the checkout.
enum QuoteNeed: Equatable, Sendable {
    /// The quote answers the cart and coupon, and its prices are locked (or must stay, see below).
    case none
    /// The cart is empty: there is nothing to price, and no request may still answer.
    case nothingToPrice
    /// The quote is missing, for another cart or coupon, or expired: ask for this basis.
    case quote(QuoteBasis)
}
