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

extension ISO8601DateFormatter {
    /// `2024-09-01` in UTC.
    static func day(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: date)
    }
}
