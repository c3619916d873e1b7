import FeatureState
import Foundation

/// The backend's price promise for one basket: prices are locked until ``expiresAt``, and only an unexpired
/// quote can be turned into an order.
struct Quote: Hashable, Sendable {
    let id: String
    /// What this quote was asked for; a quote answers only this cart and coupon.
    var basis: QuoteBasis
    let lines: [QuotedLine]
    let subtotal: Money
    let discount: Money
    let shipping: Money
    let total: Money
    let currencyCode: String
    let expiresAt: Date
    let coupon: AppliedCoupon?

    /// Whether the prices are no longer locked at `now`.
    func isExpired(at now: Date) -> Bool { now >= expiresAt }

    /// Whole seconds the prices stay locked after `now`; 0 once expired.
    func secondsLeft(at now: Date) -> Int {
        max(0, Int(expiresAt.timeIntervalSince(now).rounded(.down)))
    }

    /// The priced line for a line of the cart, if the quote has one.
    func pricedLine(for line: CheckoutLine) -> QuotedLine? {
        lines.first { quoted in
            quoted.productID == line.productID && (line.variantID == nil || quoted.variantID == line.variantID)
        }
    }
}
