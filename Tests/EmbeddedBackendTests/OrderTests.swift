import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

@Suite("POST /v1/orders and order history")
struct OrderTests {
    @Test("placing a quote returns the order with charged amounts and decrements stock", arguments: StoreKind.allCases)
    func placeOrder(kind: StoreKind) async throws {
        let clock = TestClock()
        let backend = try makeBackend(kind, clock: clock)
        let token = try await backend.signIn(.ada)
        let (product, variant) = try await productWithStock(backend, atLeast: 3)
        let quote = try await backend.quote([(product.id, variant.id, 2)], coupon: "SAVE10")
        clock.advance(by: 42)
        let response = try await backend.placeOrder(
            quoteID: quote.quoteID, token: token, key: "order-1", addressID: "a-0002", giftNote: "Happy birthday!")
        #expect(response.status == 201)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(response.headers["Idempotency-Replayed"] == nil)
        let order = try response.decode(OrderDTO.self)
        #expect(order.id == "o-000001")
        #expect(order.quoteID == quote.quoteID)
        #expect(order.status == "placed")
        #expect(order.placedAt == clock.now)
        #expect(order.lines == quote.lines)
        #expect(
            [order.subtotal, order.discount, order.shipping, order.total]
                == [quote.subtotal, quote.discount, quote.shipping, quote.total])
        #expect(order.coupon?.code == "SAVE10")
        #expect(order.shippingAddress.id == "a-0002")
        #expect(order.shippingAddress.label == "Work")
        #expect(order.giftNote == "Happy birthday!")
        #expect(
            try await backend.product(product.id).variants.first { $0.id == variant.id }?.stock == variant.stock - 2)

        let detail = try await backend.get("/v1/orders/\(order.id)", token: token)
        #expect(detail.status == 200)
        #expect(detail.body == response.body)
        let history = try await backend.get("/v1/orders", token: token).decode(OrderPageDTO.self)
        #expect(
            history.items == [
                OrderSummaryDTO(
                    id: order.id, placedAt: order.placedAt, status: "placed", itemCount: 2, total: order.total)
            ])
        #expect(history.nextCursor == nil)
    }

    @Test(
        "the same key and body returns the same order, even after the quote expired; stock moves once",
        arguments: StoreKind.allCases)
    func idempotentReplay(kind: StoreKind) async throws {
        let clock = TestClock()
        let backend = try makeBackend(kind, clock: clock)
        let token = try await backend.signIn()
        let (product, variant) = try await productWithStock(backend, atLeast: 2)
        let quote = try await backend.quote([(product.id, variant.id, 1)])
        let first = try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "same-key")
        // The same content with other key order and spacing is the same request.
        let payment = try await backend.authorize(amount: quote.total.amount, key: "same-key")
        let again = try await backend.post(
            "/v1/orders",
            raw: "{ \"paymentAuthorizationID\": \"\(payment)\", \"shippingAddressID\" : \"a-0001\",\n "
                + "\"quoteID\": \"\(quote.quoteID)\" }",
            token: token, idempotencyKey: "same-key")
        #expect(first.status == 201)
        #expect(again.status == 201)
        #expect(again.body == first.body)
        #expect(again.headers["Idempotency-Replayed"] == "true")
        clock.advance(by: 3_600)
        let afterExpiry = try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "same-key")
        #expect(afterExpiry.status == 201, "a replay does not re-check the quote: \(afterExpiry.text)")
        #expect(afterExpiry.body == first.body)
        let history = try await backend.get("/v1/orders", token: token).decode(OrderPageDTO.self)
        #expect(history.items.count == 1)
        #expect(
            try await backend.product(product.id).variants.first { $0.id == variant.id }?.stock == variant.stock - 1)
    }

    @Test("the same key with another body is 422 idempotency_key_reused and places nothing")
    func keyReusedWithDifferentBody() async throws {
        let backend = try makeBackend()
        let token = try await backend.signIn()
        let (product, variant) = try await productWithStock(backend, atLeast: 2)
        let quote = try await backend.quote([(product.id, variant.id, 1)])
        #expect(try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "k1").status == 201)
        let other = try await backend.quote([(product.id, variant.id, 1)])
        let message = expectError(
            try await backend.placeOrder(quoteID: other.quoteID, token: token, key: "k1"), 422, "idempotency_key_reused"
        )
        #expect(message.contains("o-000001"))
        expectError(
            try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "k1", giftNote: "hi"), 422,
            "idempotency_key_reused")
        #expect(try await backend.get("/v1/orders", token: token).decode(OrderPageDTO.self).items.count == 1)
        // The order's key is also its payment's key at the provider, which serves the whole shop: Grace's order
        // under Ada's key finds Ada's payment, already used, and is refused (a client makes a fresh key, a UUID).
        let grace = try await backend.signIn(.grace)
        expectError(
            try await backend.placeOrder(quoteID: other.quoteID, token: grace, key: "k1", addressID: "a-0003"), 409,
            "payment_already_used")
        #expect(try await backend.get("/v1/orders", token: grace).decode(OrderPageDTO.self).items.isEmpty)
    }

    @Test("a refused placement records nothing: its key can place the corrected request", arguments: StoreKind.allCases)
    func keyReusableAfterRefusal(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let token = try await backend.signIn()
        let quote = try await backend.quote([("p-0001", "p-0001-v2", 1)])
        expectError(
            try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "k", addressID: "a-0003"), 404,
            "address_not_found")
        expectError(try await backend.placeOrder(quoteID: "q-nope", token: token, key: "k"), 404, "quote_not_found")
        #expect(await backend.soldQuantities.isEmpty)
        let placed = try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "k")
        #expect(placed.status == 201)
        #expect(placed.headers["Idempotency-Replayed"] == nil)
        #expect(await backend.soldQuantities == ["p-0001-v2": 1])
    }

    @Test("401 before anything else; 400 without an Idempotency-Key")
    func sessionAndKeyRequired() async throws {
        let backend = try makeBackend()
        let quote = try await backend.quote([("p-0001", "p-0001-v2", 1)])
        let body: [String: Any] = ["quoteID": quote.quoteID, "shippingAddressID": "a-0001"]
        expectError(try await backend.post("/v1/orders", json: body, idempotencyKey: "k"), 401, "unauthorized")
        expectError(try await backend.post("/v1/orders", json: body), 401, "unauthorized")
        let token = try await backend.signIn()
        let message = expectError(
            try await backend.post("/v1/orders", json: body, token: token), 400, "idempotency_key_required")
        #expect(message.contains("Idempotency-Key"))
        expectError(
            try await backend.post("/v1/orders", json: body, token: token, idempotencyKey: "  "), 400,
            "idempotency_key_required")
        expectError(
            try await backend.post(
                "/v1/orders", json: body, token: token, idempotencyKey: String(repeating: "k", count: 256)),
            400, "invalid_field")
        #expect(try await backend.get("/v1/orders", token: token).decode(OrderPageDTO.self).items.isEmpty)
    }

    @Test("a quote expires 10 minutes after it was made: 409 quote_expired", arguments: StoreKind.allCases)
    func expiredQuote(kind: StoreKind) async throws {
        let clock = TestClock()
        let backend = try makeBackend(kind, clock: clock)
        let token = try await backend.signIn()
        let (product, variant) = try await productWithStock(backend, atLeast: 2)
        let early = try await backend.quote([(product.id, variant.id, 1)])
        let late = try await backend.quote([(product.id, variant.id, 1)])
        clock.advance(by: 599)
        #expect(try await backend.placeOrder(quoteID: early.quoteID, token: token).status == 201)
        clock.advance(by: 1)
        let message = expectError(
            try await backend.placeOrder(quoteID: late.quoteID, token: token), 409, "quote_expired")
        #expect(message.contains(late.quoteID))
        #expect(
            try await backend.product(product.id).variants.first { $0.id == variant.id }?.stock == variant.stock - 1)
    }

    @Test(
        "a quote used by another order is 409 quote_stale; stock gone since is 422 out_of_stock",
        arguments: StoreKind.allCases)
    func staleQuoteAndStock(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let token = try await backend.signIn()
        let (product, variant) = try await productWithStock(backend, atLeast: 2)
        let quote = try await backend.quote([(product.id, variant.id, 1)])
        #expect(try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "a").status == 201)
        let stale = expectError(
            try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "b"), 409, "quote_stale")
        #expect(stale.contains("o-000001"))

        let remaining = variant.stock - 1
        let all = try await backend.quote([(product.id, variant.id, remaining)])
        let one = try await backend.quote([(product.id, variant.id, 1)])
        #expect(try await backend.placeOrder(quoteID: all.quoteID, token: token).status == 201)
        expectError(try await backend.placeOrder(quoteID: one.quoteID, token: token), 422, "out_of_stock")
        let detail = try await backend.product(product.id)
        #expect(detail.variants.first { $0.id == variant.id }?.stock == 0)
        #expect(try await backend.get("/v1/orders", token: token).decode(OrderPageDTO.self).items.count == 2)
    }

    @Test("unknown quote or address (including another customer's) is 404")
    func unknownReferences() async throws {
        let backend = try makeBackend()
        let token = try await backend.signIn(.ada)
        let quote = try await backend.quote([("p-0001", "p-0001-v2", 1)])
        expectError(try await backend.placeOrder(quoteID: "q-nope", token: token), 404, "quote_not_found")
        for address in ["a-9999", "a-0003"] {
            let message = expectError(
                try await backend.placeOrder(quoteID: quote.quoteID, token: token, addressID: address), 404,
                "address_not_found")
            #expect(message.contains(address))
        }
        let alan = try await backend.signIn(.alan)
        expectError(
            try await backend.placeOrder(quoteID: quote.quoteID, token: alan, addressID: "a-0001"), 404,
            "address_not_found")
        #expect(await backend.soldQuantities.isEmpty)
    }

    @Test("a gift note may have 200 characters counted as grapheme clusters, not 201")
    func giftNoteLength() async throws {
        let backend = try makeBackend()
        let token = try await backend.signIn()
        let family = "👨‍👩‍👧‍👦"  // one Character, seven scalars
        let accented = "e\u{301}"  // one Character, two scalars
        let note = String(repeating: family, count: 100) + String(repeating: accented, count: 100)
        #expect(note.count == 200 && note.unicodeScalars.count > 200)
        let first = try await backend.quote([("p-0001", "p-0001-v2", 1)])
        let placed = try await backend.placeOrder(quoteID: first.quoteID, token: token, giftNote: note)
        #expect(placed.status == 201)
        #expect(try placed.decode(OrderDTO.self).giftNote == note)
        let second = try await backend.quote([("p-0001", "p-0001-v2", 1)])
        let message = expectError(
            try await backend.placeOrder(quoteID: second.quoteID, token: token, giftNote: note + "!"), 400,
            "invalid_field")
        #expect(message.hasPrefix("giftNote:") && message.contains("201"))
        let empty = try await backend.placeOrder(quoteID: second.quoteID, token: token, giftNote: "")
        #expect(try empty.decode(OrderDTO.self).giftNote == nil)
    }

    @Test("order history pages newest first and shows only your own orders", arguments: StoreKind.allCases)
    func historyPaging(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let ada = try await backend.signIn(.ada)
        let grace = try await backend.signIn(.grace)
        var placed: [String] = []
        for number in 0..<5 {
            let quote = try await backend.quote([("p-0001", "p-0001-v2", 1)])
            let token = number == 2 ? grace : ada
            let response = try await backend.placeOrder(
                quoteID: quote.quoteID, token: token, addressID: number == 2 ? "a-0003" : "a-0001")
            if number != 2 { placed.append(try response.decode(OrderDTO.self).id) }
        }
        var seen: [String] = []
        var cursor: String?
        var pages = 0
        repeat {
            var query = ["limit": "2"]
            if let cursor { query["cursor"] = cursor }
            let page = try await backend.get("/v1/orders", query, token: ada).decode(OrderPageDTO.self)
            seen += page.items.map(\.id)
            cursor = page.nextCursor
            pages += 1
        } while cursor != nil
        #expect(seen == placed.reversed())
        #expect(pages == 2)
        let graceOrders = try await backend.get("/v1/orders", token: grace).decode(OrderPageDTO.self)
        #expect(graceOrders.items.map(\.id) == ["o-000003"])
        expectError(try await backend.get("/v1/orders/o-000003", token: ada), 404, "order_not_found")
        expectError(try await backend.get("/v1/orders/o-999999", token: ada), 404, "order_not_found")
        #expect(try await backend.get("/v1/orders/o-000003", token: grace).status == 200)
        expectError(try await backend.get("/v1/orders", ["cursor": "bogus"], token: ada), 400, "invalid_cursor")
        expectError(try await backend.get("/v1/orders", ["limit": "0"], token: ada), 400, "invalid_field")
    }
}
