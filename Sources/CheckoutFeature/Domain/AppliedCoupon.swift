/// A coupon the backend accepted for a quote.
struct AppliedCoupon: Hashable, Sendable {
    let code: String
    let description: String
}
