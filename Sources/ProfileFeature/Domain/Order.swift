import FeatureState
import Foundation

/// One row of the order history.
struct OrderSummary: Hashable, Sendable {
    let orderID: String
    let placedAt: Date
    let status: String
    /// Units across all lines.
    let itemCount: Int
    let total: Money
}

/// One page of the order history and how to ask for the next.
struct OrderPage: Hashable, Sendable {
    let orders: [OrderSummary]
    let nextCursor: String?
}

/// The order history shown so far: pages are appended as the user asks for more.
struct OrderHistory: Hashable, Sendable {
    var orders: [OrderSummary]
    var nextCursor: String?

    var hasMore: Bool { nextCursor != nil }
}

/// A placed order with what was charged for each line.
struct OrderDetail: Hashable, Sendable, Codable {
    struct Line: Hashable, Sendable, Codable {
        let productID: String
        let variantID: String
        let name: String
        let variantName: String
        let quantity: Int
        let unitPrice: Money
        let lineTotal: Money
    }

    let orderID: String
    let placedAt: Date
    let status: String
    let lines: [Line]
    let subtotal: Money
    /// What the coupon took off, as a positive amount.
    let discount: Money
    let shipping: Money
    let total: Money
    let couponCode: String?
    /// The address as it was when the order was placed.
    let shippingAddress: SavedAddress
    let giftNote: String?
}

/// The shape of order IDs the shop issues (`o-000042`), checked before a typed ID goes into a request path.
enum OrderIDRule {
    static let maximumLength = 64

    static func isWellFormed(_ text: String) -> Bool {
        (1...maximumLength).contains(text.count)
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
                        || scalar == "_")
            }
    }
}
