import Foundation
import InProcessHost

/// The quote's money rules: coupon checks, discount, shipping and total, all in USD minor units.
enum Pricing {
    /// Shipping charged when the subtotal is below ``freeShippingThreshold``: USD 4.99.
    static let standardShipping = 499
    /// Subtotals (before discount) of USD 50.00 or more ship free.
    static let freeShippingThreshold = 5_000

    struct Totals: Hashable {
        let subtotal: Int
        let discount: Int
        let shipping: Int
        var total: Int { subtotal - discount + shipping }
    }

    /// Applies `coupon` to `subtotal` at `now`, or throws the 422 that explains why it does not apply.
    static func totals(subtotal: Int, coupon: Coupon?, now: Date) throws(APIFailure) -> Totals {
        var shipping = subtotal >= freeShippingThreshold ? 0 : standardShipping
        guard let coupon else { return Totals(subtotal: subtotal, discount: 0, shipping: shipping) }
        if let expiresAt = coupon.expiresAt, now >= expiresAt {
            throw .unprocessable(
                "coupon_expired",
                "\(coupon.code) expired on \(ISO8601DateFormatter.day(expiresAt)); it no longer applies")
        }
        if subtotal < coupon.minimumSubtotal {
            throw .unprocessable(
                "coupon_minimum_not_met",
                "\(coupon.code) needs a subtotal of \(format(coupon.minimumSubtotal)); this cart is \(format(subtotal))"
            )
        }
        var discount = 0
        switch coupon.effect {
        case .percentOff(let percent): discount = subtotal * percent / 100
        case .amountOff(let amount): discount = min(amount, subtotal)
        case .freeShipping: shipping = 0
        }
        return Totals(subtotal: subtotal, discount: discount, shipping: shipping)
    }

    /// `USD 1499.90`: the form money takes in error messages.
    static func format(_ minorUnits: Int) -> String {
        let cents = minorUnits % 100
        return "\(MoneyBody.currency) \(minorUnits / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}
