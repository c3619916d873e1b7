/// What a quote was asked for: the cart's lines and the coupon code, if any.
struct QuoteBasis: Hashable, Sendable {
    let lines: [CheckoutLine]
    let couponCode: String?
}
