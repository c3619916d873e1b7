import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

@Suite("POST /v1/quotes")
struct QuoteTests {
    let clock = TestClock()
    let backend: EmbeddedShopBackend

    init() throws { backend = try makeBackend(clock: clock) }

    /// A variant with at least `stock` units whose price is between `minimum` and `maximum` cents.
    private func variant(stock: Int = 2, price: ClosedRange<Int>) throws -> (Product, Variant) {
        for product in Catalogue.standard.products {
            if let variant = product.variants.first(where: { $0.initialStock >= stock && price.contains($0.price) }) {
                return (product, variant)
            }
        }
        throw TestFailure("no variant priced \(price)")
    }

    @Test("locks unit prices and line totals, and expires 10 minutes after the clock's now")
    func pricesLines() async throws {
        let (first, firstVariant) = try variant(price: 1_000...2_000)
        let (second, secondVariant) = try variant(stock: 3, price: 10_000...20_000)
        let quote = try await backend.quote([(first.id, firstVariant.id, 2), (second.id, secondVariant.id, 3)])
        #expect(quote.lines.map(\.variantID) == [firstVariant.id, secondVariant.id])
        #expect(quote.lines.map(\.name) == [first.name, second.name])
        #expect(quote.lines.map(\.variantName) == [firstVariant.name, secondVariant.name])
        #expect(quote.lines.map(\.unitPrice.amount) == [firstVariant.price, secondVariant.price])
        #expect(quote.lines.map(\.lineTotal.amount) == [firstVariant.price * 2, secondVariant.price * 3])
        let subtotal = firstVariant.price * 2 + secondVariant.price * 3
        #expect(quote.subtotal == MoneyDTO(amount: subtotal, currency: "USD"))
        #expect(quote.discount.amount == 0)
        #expect(quote.shipping.amount == 0, "over USD 50.00 ships free")
        #expect(quote.total.amount == subtotal)
        #expect(quote.currency == "USD")
        #expect(quote.coupon == nil)
        #expect(quote.createdAt == clock.now)
        #expect(quote.expiresAt == clock.now.addingTimeInterval(600))
        #expect(quote.quoteID.hasPrefix("q-"))
    }

    @Test("a line without variantID takes the product's first variant; small carts pay USD 4.99 shipping")
    func defaultVariantAndShipping() async throws {
        let product = try #require(
            Catalogue.standard.products.first { product in
                product.variants.count > 1 && product.variants[0].initialStock > 0
                    && product.variants[0].price < Pricing.freeShippingThreshold
            })
        let quote = try await backend.quote([(product.id, nil, 1)])
        #expect(quote.lines.first?.variantID == product.variants[0].id)
        #expect(quote.shipping.amount == 499)
        #expect(quote.total.amount == product.variants[0].price + 499)
    }

    @Test("coupons: percentage, fixed amount, minimum spend and free shipping")
    func couponsApply() async throws {
        let (cheap, cheapVariant) = try variant(price: 1_000...1_999)
        let save10 = try await backend.quote([(cheap.id, cheapVariant.id, 1)], coupon: "save10")
        #expect(save10.coupon == CouponDTO(code: "SAVE10", description: "10% off your order"))
        #expect(save10.discount.amount == cheapVariant.price * 10 / 100)
        #expect(save10.total.amount == cheapVariant.price - cheapVariant.price / 10 + 499)

        let take5 = try await backend.quote([(cheap.id, cheapVariant.id, 1)], coupon: " TAKE5 ")
        #expect(take5.discount.amount == 500)
        #expect(take5.total.amount == cheapVariant.price - 500 + 499)

        let freeShip = try await backend.quote([(cheap.id, cheapVariant.id, 1)], coupon: "FREESHIP")
        #expect(freeShip.shipping.amount == 0)
        #expect(freeShip.discount.amount == 0)
        #expect(freeShip.total.amount == cheapVariant.price)

        let (dear, dearVariant) = try variant(price: 30_000...60_000)
        let big50 = try await backend.quote([(dear.id, dearVariant.id, 1)], coupon: "BIG50")
        #expect(big50.discount.amount == 5_000)
        #expect(big50.total.amount == dearVariant.price - 5_000)
    }

    @Test("coupon refusals are 422 with the reason in the message")
    func couponRefusals() async throws {
        let (product, variant) = try variant(price: 10_000...29_999)
        func attempt(_ code: String) async throws -> HTTPResponse {
            try await backend.post(
                "/v1/quotes",
                json: [
                    "lines": [["productID": product.id, "variantID": variant.id, "quantity": 1]], "couponCode": code,
                ])
        }
        let minimum = expectError(try await attempt("BIG50"), 422, "coupon_minimum_not_met")
        let cents = variant.price % 100
        let cart = "USD \(variant.price / 100).\(cents < 10 ? "0" : "")\(cents)"
        #expect(minimum == "BIG50 needs a subtotal of USD 300.00; this cart is \(cart)")
        let expired = expectError(try await attempt("SUMMER24"), 422, "coupon_expired")
        #expect(expired.contains("SUMMER24 expired on 2024-09-01"))
        let unknown = expectError(try await attempt("FREEMONEY"), 422, "coupon_invalid")
        #expect(unknown.contains("FREEMONEY"))
    }

    @Test("a coupon before its expiry date still applies (expiry follows the injected clock)")
    func couponExpiryUsesClock() async throws {
        let summer = TestClock(Date(timeIntervalSince1970: 1_720_000_000))  // July 2024
        let backend = try makeBackend(clock: summer)
        let (product, variant) = try variant(price: 2_000...3_000)
        let quote = try await backend.quote([(product.id, variant.id, 1)], coupon: "SUMMER24")
        #expect(quote.discount.amount == variant.price * 20 / 100)
    }

    @Test("unknown product or variant is 404; more than in stock is 422 out_of_stock")
    func unknownItemsAndStock() async throws {
        func attempt(_ line: [String: Any]) async throws -> HTTPResponse {
            try await backend.post("/v1/quotes", json: ["lines": [line]])
        }
        let message = expectError(try await attempt(["productID": "p-9999", "quantity": 1]), 404, "product_not_found")
        #expect(message.contains("p-9999") && message.contains("lines[0].productID"))
        expectError(
            try await attempt(["productID": "p-0001", "variantID": "p-0002-v1", "quantity": 1]), 404,
            "variant_not_found")
        let (product, variant) = try variant(stock: 1, price: 0...1_000_000)
        let tooMany = expectError(
            try await attempt(["productID": product.id, "variantID": variant.id, "quantity": variant.initialStock + 1]),
            422, "out_of_stock")
        #expect(tooMany.contains("only \(variant.initialStock)"))
        let soldOut = Catalogue.standard.products.first { $0.variants.allSatisfy { $0.initialStock == 0 } }!
        let none = expectError(try await attempt(["productID": soldOut.id, "quantity": 1]), 422, "out_of_stock")
        #expect(none.contains("out of stock"))
    }

    @Test("invalid lines are 400 invalid_field naming the field")
    func invalidLines() async throws {
        let cases: [([String: Any], String)] = [
            (["lines": []], "lines"),
            (["lines": [["productID": "p-0001", "quantity": 0]]], "lines[0].quantity"),
            (["lines": [["productID": "p-0001", "quantity": -3]]], "lines[0].quantity"),
            (["lines": [["productID": "p-0001", "quantity": 100]]], "lines[0].quantity"),
            (["lines": [["productID": "p-0001", "quantity": "2"]]], "lines[0].quantity"),
            (["lines": [["productID": "p-0001", "quantity": 1.5]]], "lines[0].quantity"),
            (["lines": [["productID": "", "quantity": 1]]], "lines[0].productID"),
            (["lines": [["quantity": 1]]], "lines[0].productID"),
            (["lines": [["productID": "p-0001", "quantity": 1, "price": 1]]], "lines[0].price"),
            (["lines": [["productID": "p-0001", "quantity": 1]], "discount": 100], "discount"),
            (
                ["lines": [["productID": "p-0001", "quantity": 1], ["productID": "p-0001", "quantity": 2]]], "lines[1]"
            ),
            (["lines": [["productID": "p-0001", "quantity": 1]], "couponCode": 10], "couponCode"),
            (["lines": Array(repeating: ["productID": "p-0001", "quantity": 1], count: 51)], "lines"),
        ]
        for (body, field) in cases {
            let message = expectError(try await backend.post("/v1/quotes", json: body), 400, "invalid_field")
            #expect(message.hasPrefix(field + ":"), "\(field) -> \(message)")
        }
    }
}
