import Foundation
import InProcessHost

/// A coupon the shop knows, with what it takes off and the conditions it needs.
struct Coupon: Hashable, Sendable {
    enum Effect: Hashable, Sendable {
        /// A whole-number percentage of the subtotal, rounded down to the cent.
        case percentOff(Int)
        /// A fixed amount in minor units, never more than the subtotal.
        case amountOff(Int)
        /// Shipping becomes free.
        case freeShipping
    }

    let code: String
    let description: String
    let effect: Effect
    /// The subtotal (minor units, before discount) the cart needs; 0 for none.
    let minimumSubtotal: Int
    /// The first instant the coupon no longer works; nil for never.
    let expiresAt: Date?

    static let all: [Coupon] = [
        Coupon(
            code: "SAVE10", description: "10% off your order", effect: .percentOff(10), minimumSubtotal: 0,
            expiresAt: nil),
        Coupon(
            code: "TAKE5", description: "USD 5.00 off your order", effect: .amountOff(500), minimumSubtotal: 0,
            expiresAt: nil),
        Coupon(
            code: "BIG50", description: "USD 50.00 off orders of USD 300.00 or more", effect: .amountOff(5_000),
            minimumSubtotal: 30_000, expiresAt: nil),
        Coupon(
            code: "FREESHIP", description: "Free shipping on any order", effect: .freeShipping, minimumSubtotal: 0,
            expiresAt: nil),
        Coupon(
            code: "SUMMER24", description: "20% off summer 2024", effect: .percentOff(20), minimumSubtotal: 0,
            expiresAt: Date(timeIntervalSince1970: 1_725_148_800)),  // 2024-09-01T00:00:00Z
    ]

    /// Finds a coupon by code, ignoring case and surrounding spaces.
    static func named(_ code: String) -> Coupon? {
        let normalized = code.trimmingCharacters(in: .whitespaces).uppercased()
        return all.first { $0.code == normalized }
    }
}

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

extension ISO8601DateFormatter {
    /// `2024-09-01` in UTC.
    static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }
}
