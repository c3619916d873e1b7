import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

@Suite("The payment provider endpoint, and orders paid by its authorizations")
struct PaymentProviderTests {
    func order(
        _ backend: EmbeddedShopBackend, quote: QuoteDTO, token: String, key: String, payment: String,
        address: String = "a-0001"
    ) async throws -> HTTPResponse {
        try await backend.post(
            "/v1/orders",
            json: ["quoteID": quote.quoteID, "shippingAddressID": address, "paymentAuthorizationID": payment],
            token: token, idempotencyKey: key)
    }

    @Test("an order is placed only with an authorization of exactly its total, made under its own key, once")
    func authorizationRules() async throws {
        let backend = try makeBackend(.sqlite)
        let token = try await backend.signIn()
        let (product, variant) = try await productWithStock(backend, atLeast: 3)
        let quote = try await backend.quote([(product.id, variant.id, 1)])
        let total = quote.total.amount

        expectError(
            try await order(backend, quote: quote, token: token, key: "k", payment: "auth-999999"), 404,
            "payment_authorization_not_found")
        let short = try await backend.authorize(amount: total - 1, key: "short")
        expectError(
            try await order(backend, quote: quote, token: token, key: "short", payment: short), 422,
            "payment_amount_mismatch")
        let other = try await backend.authorize(amount: total, key: "other-attempt")
        expectError(
            try await order(backend, quote: quote, token: token, key: "attempt", payment: other), 422,
            "payment_key_mismatch")
        let paid = try await backend.authorize(amount: total, key: "attempt")
        #expect(try await order(backend, quote: quote, token: token, key: "attempt", payment: paid).status == 201)
        // The same authorization for a second order, even of the same amount under a reused key of another
        // customer, is refused.
        let grace = try await backend.signIn(.grace)
        let second = try await backend.quote([(product.id, variant.id, 1)])
        #expect(second.total.amount == total)
        expectError(
            try await order(backend, quote: second, token: grace, key: "attempt", payment: paid, address: "a-0003"),
            409,
            "payment_already_used")
    }

    @Test("an order that names no authorization is refused, says how to pay, and places nothing")
    func anUnpaidOrderIsRefused() async throws {
        let backend = try makeBackend(.sqlite)
        let token = try await backend.signIn()
        let (product, variant) = try await productWithStock(backend, atLeast: 1)
        let quote = try await backend.quote([(product.id, variant.id, 1)])
        for body: [String: Any] in [
            ["quoteID": quote.quoteID, "shippingAddressID": "a-0001"],
            ["quoteID": quote.quoteID, "shippingAddressID": "a-0001", "paymentAuthorizationID": NSNull()],
        ] {
            let message = expectError(
                try await backend.post("/v1/orders", json: body, token: token, idempotencyKey: "unpaid"), 402,
                "payment_required")
            #expect(message.contains("POST /v1/provider/authorizations"), "the refusal says how to pay")
        }
        #expect(try await backend.get("/v1/orders", token: token).decode(OrderPageDTO.self).items.isEmpty)
        // Paid under the same key afterwards, the same quote is placed: the refusal recorded nothing.
        #expect(try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "unpaid").status == 201)
    }

    @Test("the same payment key for another amount is refused, and the first authorization stays the only one")
    func aReusedKeyForAnotherAmountIsRefused() async throws {
        let backend = try makeBackend(.sqlite)
        let first = try await backend.authorize(amount: 4_200, key: "pay-1")
        let token = try await backend.post(
            "/v1/provider/tokens",
            json: ["number": "4242424242424242", "expiryMonth": 12, "expiryYear": 2040, "securityCode": "123"])
        let tokenID = (try JSONSerialization.jsonObject(with: token.body) as? [String: Any])?["token"] as? String
        expectError(
            try await backend.post(
                "/v1/provider/authorizations",
                json: ["token": tokenID ?? "", "amountMinor": 4_300, "currency": "USD", "reference": "pay-1"],
                idempotencyKey: "pay-1"), 422, "idempotency_key_reused")
        let listed = try await backend.get("/v1/provider/authorizations", ["reference": "pay-1"])
        let items =
            (try JSONSerialization.jsonObject(with: listed.body) as? [String: Any])?["items"] as? [[String: Any]]
        #expect(items?.count == 1)
        #expect(items?.first?["authorizationID"] as? String == first)
        #expect(items?.first?["amountMinor"] as? Int == 4_200)
    }

    @Test("an authorization asked for again under its key is the same one: one charge", arguments: StoreKind.allCases)
    func authorizationIsIdempotent(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let first = try await backend.authorize(amount: 4_200, key: "pay-1")
        let again = try await backend.authorize(amount: 4_200, key: "pay-1")
        #expect(first == "auth-000001")
        #expect(again == first)
        let listed = try await backend.get("/v1/provider/authorizations", ["reference": "pay-1"])
        let items = (try JSONSerialization.jsonObject(with: listed.body) as? [String: Any])?["items"] as? [Any]
        #expect(items?.count == 1)
    }

    @Test("a token keeps no card number, expiry or code: only the last four digits")
    func tokenKeepsNoCardData() async throws {
        let file = TemporaryDatabaseFile()
        let backend = try EmbeddedShopBackend(configuration: EmbeddedBackendConfiguration(database: file.open()))
        _ = try await backend.authorize(amount: 100, key: "k")
        for suffix in ["", "-wal"] {
            guard let stored = FileManager.default.contents(atPath: file.path + suffix) else { continue }
            #expect(stored.range(of: Data("4242424242424242".utf8)) == nil)
            #expect(stored.range(of: Data("\"expiryYear\"".utf8)) == nil)
        }
    }

    @Test("unknown cards and malformed fields are refused with the field named")
    func tokenValidation() async throws {
        let backend = try makeBackend()
        let card: [String: Any] = [
            "number": "4111111111111111", "expiryMonth": 12, "expiryYear": 2040, "securityCode": "123",
        ]
        expectError(try await backend.post("/v1/provider/tokens", json: card), 422, "unknown_test_card")
        var badMonth = card
        badMonth["number"] = "4242424242424242"
        badMonth["expiryMonth"] = 13
        let message = expectError(try await backend.post("/v1/provider/tokens", json: badMonth), 400, "invalid_field")
        #expect(message.hasPrefix("expiryMonth:"))
    }
}
