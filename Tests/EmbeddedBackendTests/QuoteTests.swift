import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

@Suite("POST /v1/quotes")
struct QuoteTests {
    let clock = TestClock()
    let backend: EmbeddedShopBackend

    init() throws { backend = try makeBackend(clock: clock) }

    @Test("locks unit prices and line totals, and expires 10 minutes after the clock's now")
    func pricesLines() async throws {
        let quote = try await backend.quote([("p-0010", "p-0010-v3", 2), ("p-0004", "p-0004-v3", 3)])
        #expect(quote.lines.map(\.variantID) == ["p-0010-v3", "p-0004-v3"])
        #expect(
            quote.lines.map(\.name) == ["Doña Rosa Organic Jalapeño Hot Sauce", "Fjällby Professional Mixing Bowls"])
        #expect(quote.lines.map(\.variantName) == ["750 ml", "Pack of 4"])
        #expect(quote.lines.map(\.unitPrice.amount) == [1_099, 16_299])
        #expect(quote.lines.map(\.lineTotal.amount) == [2_198, 48_897])
        #expect(quote.subtotal == MoneyDTO(amount: 51_095, currency: "USD"))
        #expect(quote.discount.amount == 0)
        #expect(quote.shipping.amount == 0, "over USD 50.00 ships free")
        #expect(quote.total.amount == 51_095)
        #expect(quote.currency == "USD")
        #expect(quote.coupon == nil)
        #expect(quote.createdAt == clock.now)
        #expect(quote.expiresAt == clock.now.addingTimeInterval(600))
        #expect(quote.quoteID.hasPrefix("q-"))
    }

    @Test("a line without variantID takes the product's first variant; small carts pay USD 4.99 shipping")
    func defaultVariantAndShipping() async throws {
        let quote = try await backend.quote([("p-0010", nil, 1)])
        #expect(quote.lines.first?.variantID == "p-0010-v1")
        #expect(quote.lines.first?.unitPrice.amount == 899)
        #expect(quote.shipping.amount == 499)
        #expect(quote.total.amount == 1_398)
    }

    @Test("shipping is free from a subtotal of exactly USD 50.00; one cent less pays USD 4.99")
    func freeShippingThreshold() async throws {
        let atThreshold = try await backend.quote([("p-0884", "p-0884-v1", 2)])
        #expect(atThreshold.subtotal.amount == 5_000)
        #expect(atThreshold.shipping.amount == 0)
        #expect(atThreshold.total.amount == 5_000)

        let justBelow = try await backend.quote([("p-0199", "p-0199-v2", 1)])
        #expect(justBelow.subtotal.amount == 4_999)
        #expect(justBelow.shipping.amount == 499)
        #expect(justBelow.total.amount == 5_498)

        // The threshold reads the subtotal before the discount: SAVE10 takes USD 5.00 off and shipping stays free.
        let discounted = try await backend.quote([("p-0884", "p-0884-v1", 2)], coupon: "SAVE10")
        #expect(discounted.discount.amount == 500)
        #expect(discounted.shipping.amount == 0)
        #expect(discounted.total.amount == 4_500)
    }

    @Test("coupons: percentage rounded down to the cent, fixed amount capped at the subtotal, free shipping")
    func couponsApply() async throws {
        let save10 = try await backend.quote([("p-0010", "p-0010-v3", 1)], coupon: "save10")
        #expect(save10.coupon == CouponDTO(code: "SAVE10", description: "10% off your order"))
        #expect(save10.discount.amount == 109, "10% of USD 10.99 is 109.9 cents, rounded down")
        #expect(save10.total.amount == 1_489)

        let take5 = try await backend.quote([("p-0010", "p-0010-v3", 1)], coupon: " TAKE5 ")
        #expect(take5.discount.amount == 500)
        #expect(take5.total.amount == 1_098)

        let take5OnLess = try await backend.quote([("p-0024", "p-0024-v1", 1)], coupon: "TAKE5")
        #expect(take5OnLess.discount.amount == 349, "never more than the USD 3.49 subtotal")
        #expect(take5OnLess.total.amount == 499)

        let freeShip = try await backend.quote([("p-0010", "p-0010-v3", 1)], coupon: "FREESHIP")
        #expect(freeShip.shipping.amount == 0)
        #expect(freeShip.discount.amount == 0)
        #expect(freeShip.total.amount == 1_099)
    }

    @Test("BIG50 applies from a subtotal of exactly USD 300.00")
    func big50AtItsMinimum() async throws {
        let atMinimum = try await backend.quote([("p-0704", "p-0704-v2", 2)], coupon: "BIG50")
        #expect(atMinimum.subtotal.amount == 30_000)
        #expect(atMinimum.discount.amount == 5_000)
        #expect(atMinimum.total.amount == 25_000)

        let dear = try await backend.quote([("p-0027", "p-0027-v1", 1)], coupon: "BIG50")
        #expect(dear.discount.amount == 5_000)
        #expect(dear.total.amount == 45_999)
    }

    @Test("coupon refusals are 422 with the reason in the message")
    func couponRefusals() async throws {
        func attempt(_ code: String) async throws -> HTTPResponse {
            try await backend.post(
                "/v1/quotes",
                json: [
                    "lines": [
                        ["productID": "p-0909", "variantID": "p-0909-v1", "quantity": 1],
                        ["productID": "p-0162", "variantID": "p-0162-v4", "quantity": 1],
                    ],
                    "couponCode": code,
                ])
        }
        let minimum = expectError(try await attempt("BIG50"), 422, "coupon_minimum_not_met")
        #expect(minimum == "BIG50 needs a subtotal of USD 300.00; this cart is USD 299.99")
        let expired = expectError(try await attempt("SUMMER24"), 422, "coupon_expired")
        #expect(expired == "SUMMER24 expired on 2024-09-01; it no longer applies")
        let unknown = expectError(try await attempt("FREEMONEY"), 422, "coupon_invalid")
        #expect(unknown.contains("FREEMONEY"))
    }

    @Test(
        "money in messages has two decimals", arguments: [(0, "USD 0.00"), (5, "USD 0.05"), (100_005, "USD 1000.05")])
    func messageMoney(_ minorUnits: Int, _ text: String) {
        #expect(Pricing.format(minorUnits) == text)
    }

    @Test("a coupon before its expiry date still applies (expiry follows the injected clock)")
    func couponExpiryUsesClock() async throws {
        let summer = TestClock(Date(timeIntervalSince1970: 1_720_000_000))  // July 2024
        let backend = try makeBackend(clock: summer)
        let quote = try await backend.quote([("p-0025", "p-0025-v1", 1)], coupon: "SUMMER24")
        #expect(quote.discount.amount == 509, "20% of USD 25.49 is 509.8 cents, rounded down")
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
        let tooMany = expectError(
            try await attempt(["productID": "p-0010", "variantID": "p-0010-v2", "quantity": 8]), 422, "out_of_stock")
        #expect(tooMany.contains("only 7"))
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
