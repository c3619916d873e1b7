import Analytics
import Networking

/// Prices the cart with a coupon the customer typed, or without the one applied, turning the shop's refusal into
/// Checkout's: a coupon the shop refuses is a ``CheckoutRefusal/couponRejected(reason:)`` with its reason.
struct CouponCheck: Sendable {
    let api: CheckoutAPI
    let tracker: any AnalyticsTracker

    /// The quote of `lines` with `code` (nil: without a coupon). Its basis carries the shop's spelling of the code,
    /// so later quotes ask for exactly what it accepted.
    func quote(_ lines: [CheckoutLine], coupon code: String?) async throws(CheckoutRefusal) -> Quote {
        var quote: Quote
        do {
            quote = try await api.quote(QuoteBasis(lines: lines, couponCode: code))
        } catch {
            if let code, case .status(let status, let body?) = error, (400..<500).contains(status), status != 401 {
                tracker.track("coupon_rejected", ["coupon_code": code, "reason_code": body.code])
                throw .couponRejected(reason: body.message)
            }
            throw code == nil ? .pricesWithoutCouponUnavailable(error) : .couponUnchecked(error)
        }
        quote.basis = QuoteBasis(lines: lines, couponCode: quote.coupon?.code ?? code)
        return quote
    }
}
