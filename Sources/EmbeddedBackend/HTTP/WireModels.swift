import Foundation
import InProcessHost

// The JSON shapes of API.md. Bodies with nullable fields encode `null` explicitly instead of leaving the key out,
// so every documented key is always present. Quotes and orders are also stored in this form.

/// `{ "amount": 149990, "currency": "USD" }`: an amount in minor units and its ISO 4217 code.
struct MoneyBody: Codable, Hashable, Sendable {
    static let currency = "USD"

    let amount: Int
    let currency: String

    init(_ amount: Int) {
        self.amount = amount
        currency = Self.currency
    }
}

struct CategoryBody: Encodable {
    let id: String
    let name: String
    let productCount: Int
}

struct CategoryListBody: Encodable {
    let items: [CategoryBody]
}

struct ProductSummaryBody: Encodable, Hashable {
    let id: String
    let name: String
    let categoryID: String
    let price: MoneyBody
    let rating: Int
    let ratingCount: Int
    let inStock: Bool
}

struct ProductPageBody: Encodable {
    let items: [ProductSummaryBody]
    let nextCursor: String?
    let total: Int

    private enum CodingKeys: String, CodingKey { case items, nextCursor, total }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(nextCursor, forKey: .nextCursor)
        try container.encode(total, forKey: .total)
    }
}

struct VariantBody: Encodable {
    let id: String
    let name: String
    let price: MoneyBody
    let stock: Int
}

struct ProductDetailBody: Encodable {
    let id: String
    let name: String
    let categoryID: String
    let categoryName: String
    let description: String
    let price: MoneyBody
    let rating: Int
    let ratingCount: Int
    let inStock: Bool
    let variants: [VariantBody]
    let relatedProductIDs: [String]
}

struct CouponBody: Codable, Hashable, Sendable {
    let code: String
    let description: String
}

struct PricedLineBody: Codable, Hashable, Sendable {
    let productID: String
    let variantID: String
    let name: String
    let variantName: String
    let quantity: Int
    let unitPrice: MoneyBody
    let lineTotal: MoneyBody
}

struct QuoteBody: Codable, Hashable, Sendable {
    let quoteID: String
    let createdAt: Date
    let expiresAt: Date
    let currency: String
    let lines: [PricedLineBody]
    let subtotal: MoneyBody
    let discount: MoneyBody
    let shipping: MoneyBody
    let total: MoneyBody
    let coupon: CouponBody?

    private enum CodingKeys: String, CodingKey {
        case quoteID, createdAt, expiresAt, currency, lines, subtotal, discount, shipping, total, coupon
    }

    init(
        quoteID: String, createdAt: Date, expiresAt: Date, lines: [PricedLineBody], subtotal: MoneyBody,
        discount: MoneyBody, shipping: MoneyBody, total: MoneyBody, coupon: CouponBody?
    ) {
        self.quoteID = quoteID
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        currency = MoneyBody.currency
        self.lines = lines
        self.subtotal = subtotal
        self.discount = discount
        self.shipping = shipping
        self.total = total
        self.coupon = coupon
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(quoteID, forKey: .quoteID)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(expiresAt, forKey: .expiresAt)
        try container.encode(currency, forKey: .currency)
        try container.encode(lines, forKey: .lines)
        try container.encode(subtotal, forKey: .subtotal)
        try container.encode(discount, forKey: .discount)
        try container.encode(shipping, forKey: .shipping)
        try container.encode(total, forKey: .total)
        try container.encode(coupon, forKey: .coupon)
    }
}

struct AddressBody: Codable, Hashable, Sendable {
    let id: String
    let label: String
    let recipient: String
    let lines: [String]
    let city: String
    let postcode: String
    /// ISO 3166-1 alpha-2 code.
    let country: String
}

struct OrderBody: Codable, Hashable, Sendable {
    let id: String
    let quoteID: String
    let placedAt: Date
    let status: String
    let currency: String
    let lines: [PricedLineBody]
    let subtotal: MoneyBody
    let discount: MoneyBody
    let shipping: MoneyBody
    let total: MoneyBody
    let coupon: CouponBody?
    let shippingAddress: AddressBody
    let giftNote: String?

    private enum CodingKeys: String, CodingKey {
        case id, quoteID, placedAt, status, currency, lines, subtotal, discount, shipping, total, coupon
        case shippingAddress, giftNote
    }

    init(id: String, quote: QuoteBody, placedAt: Date, shippingAddress: AddressBody, giftNote: String?) {
        self.id = id
        quoteID = quote.quoteID
        self.placedAt = placedAt
        status = "placed"
        currency = quote.currency
        lines = quote.lines
        subtotal = quote.subtotal
        discount = quote.discount
        shipping = quote.shipping
        total = quote.total
        coupon = quote.coupon
        self.shippingAddress = shippingAddress
        self.giftNote = giftNote
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(quoteID, forKey: .quoteID)
        try container.encode(placedAt, forKey: .placedAt)
        try container.encode(status, forKey: .status)
        try container.encode(currency, forKey: .currency)
        try container.encode(lines, forKey: .lines)
        try container.encode(subtotal, forKey: .subtotal)
        try container.encode(discount, forKey: .discount)
        try container.encode(shipping, forKey: .shipping)
        try container.encode(total, forKey: .total)
        try container.encode(coupon, forKey: .coupon)
        try container.encode(shippingAddress, forKey: .shippingAddress)
        try container.encode(giftNote, forKey: .giftNote)
    }
}

struct OrderSummaryBody: Encodable {
    let id: String
    let placedAt: Date
    let status: String
    let itemCount: Int
    let total: MoneyBody
}

struct OrderPageBody: Encodable {
    let items: [OrderSummaryBody]
    let nextCursor: String?

    private enum CodingKeys: String, CodingKey { case items, nextCursor }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}

struct SessionBody: Encodable {
    let token: String
    let customerID: String
}

struct CustomerBody: Encodable {
    let id: String
    let name: String
    let email: String
    let addresses: [AddressBody]
}

// MARK: - Request bodies

struct QuoteRequest: Decodable {
    struct Line: Decodable {
        let productID: String
        let variantID: String?
        let quantity: Int

        private enum CodingKeys: String, CodingKey, CaseIterable { case productID, variantID, quantity }

        init(from decoder: any Decoder) throws {
            let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            productID = try container.decode(String.self, forKey: .productID)
            variantID = try container.decodeIfPresent(String.self, forKey: .variantID)
            quantity = try container.decodeWholeNumber(forKey: .quantity)
        }
    }

    let lines: [Line]
    let couponCode: String?

    private enum CodingKeys: String, CodingKey, CaseIterable { case lines, couponCode }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        lines = try container.decode([Line].self, forKey: .lines)
        couponCode = try container.decodeIfPresent(String.self, forKey: .couponCode)
    }
}

struct OrderRequest: Decodable, Hashable, Encodable {
    let quoteID: String
    let shippingAddressID: String
    let giftNote: String?
    /// The provider's authorization that pays for the order (see `POST /v1/provider/authorizations`). Required: read
    /// as optional only so that a body without it is refused with `402 payment_required`, which says how to pay.
    let paymentAuthorizationID: String?

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case quoteID, shippingAddressID, giftNote, paymentAuthorizationID
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        quoteID = try container.decode(String.self, forKey: .quoteID)
        shippingAddressID = try container.decode(String.self, forKey: .shippingAddressID)
        giftNote = try container.decodeIfPresent(String.self, forKey: .giftNote)
        paymentAuthorizationID = try container.decodeIfPresent(String.self, forKey: .paymentAuthorizationID)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(quoteID, forKey: .quoteID)
        try container.encode(shippingAddressID, forKey: .shippingAddressID)
        try container.encode(giftNote, forKey: .giftNote)
        try container.encode(paymentAuthorizationID, forKey: .paymentAuthorizationID)
    }
}

struct SessionRequest: Decodable {
    let email: String
    let password: String

    private enum CodingKeys: String, CodingKey, CaseIterable { case email, password }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        email = try container.decode(String.self, forKey: .email)
        password = try container.decode(String.self, forKey: .password)
    }
}
