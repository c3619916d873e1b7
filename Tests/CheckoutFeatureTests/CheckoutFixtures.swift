import Analytics
import CartStore
import FeatureState
import Foundation
import Networking
import NetworkingTesting
import Persistence
import Testing

@testable import CheckoutFeature

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}

/// Hands out `key-1`, `key-2`, … so tests can tell attempts apart.
final class CountingKeys: @unchecked Sendable {
    private let lock = NSLock()
    private var issued = 0

    var count: Int { lock.withLock { issued } }

    func next() -> String {
        lock.withLock {
            issued += 1
            return "key-\(issued)"
        }
    }
}

/// Everything a Checkout test needs: the model, its fakes, the cart and the outputs it emitted.
@MainActor
final class CheckoutHarness {
    let client = ExpectingHTTPClient { request in
        let body = request.body.map { String(decoding: $0, as: UTF8.self) } ?? "no body"
        let key = request.headers["Idempotency-Key"].map { " (Idempotency-Key \($0))" } ?? ""
        Issue.record("unexpected request \(request.method) \(request.path)\(key): \(body)")
    }
    let tracker = RecordingTracker()
    let clock = ManualClock()
    let keys = CountingKeys()
    let cartStore: CartStore
    /// The lines the cart was filled with, as the test gave them.
    let initialCart: [(String, String?, Int)]
    var outputs: [CheckoutOutput] = []
    private(set) var model: CheckoutModel!

    /// The cart a harness starts with unless a test says otherwise: (product, variant, quantity).
    nonisolated static let standardCart: [(String, String?, Int)] = [("p-0001", nil, 2), ("p-0002", "v-0002-b", 1)]

    /// A harness whose cart holds `lines` (product, variant, quantity), in that order.
    init(
        cart lines: [(String, String?, Int)] = standardCart,
        client: (any HTTPClient)? = nil
    )
        async throws
    {
        cartStore = try CartStore(database: Database(.inMemory))
        initialCart = lines
        for (product, variant, quantity) in lines {
            try await cartStore.add(productID: product, variantID: variant, quantity: quantity)
        }
        model = makeModel(client: client ?? self.client)
    }

    /// The payment step: authorizes every payment as `auth-<key>` unless told otherwise.
    let payment = ScriptedPayment()

    var dependencies: CheckoutDependencies {
        let clock = self.clock
        let keys = self.keys
        return CheckoutDependencies(
            httpClient: client, tracker: tracker, cartStore: cartStore, now: { clock.now },
            makeIdempotencyKey: { keys.next() }, payment: payment)
    }

    func makeModel(client: any HTTPClient) -> CheckoutModel {
        let clock = self.clock
        let keys = self.keys
        return CheckoutModel(
            client: client, cartStore: cartStore, tracker: tracker, now: { clock.now },
            makeIdempotencyKey: { keys.next() }, payment: payment,
            onOutput: { [weak self] output in self?.outputs.append(output) })
    }

    /// Expects a quote request for exactly `lines` (product, variant, quantity), in that order, and `coupon`.
    func expectQuote(
        lines: [(String, String?, Int)] = standardCart, coupon: String? = nil, reply: ExpectingHTTPClient.Reply
    ) {
        var expected: [String: Any] = [
            "lines": lines.map { productID, variantID, quantity -> [String: Any] in
                var line: [String: Any] = ["productID": productID, "quantity": quantity]
                if let variantID { line["variantID"] = variantID }
                return line
            }
        ]
        if let coupon { expected["couponCode"] = coupon }
        let body = SentJSON(expected)
        client.expect(.post, "/v1/quotes", matching: { body.matches($0.body) && $0.query.isEmpty }, reply: reply)
    }

    /// Expects the saved addresses to be read: `GET /v1/me` with no query and no body.
    func expectAddresses(_ reply: ExpectingHTTPClient.Reply = .ok(CheckoutJSON.me())) {
        client.expect(.get, "/v1/me", matching: { $0.body == nil && $0.query.isEmpty }, reply: reply)
    }

    /// Expects an order placing `quoteID` to `addressID` with `giftNote`, under the idempotency key `key`.
    func expectOrder(
        quoteID: String = "q-1", addressID: String = "a-0001", giftNote: String? = nil, key: String = "key-1",
        _ reply: ExpectingHTTPClient.Reply
    ) {
        let body = SentJSON([
            "quoteID": quoteID, "shippingAddressID": addressID, "giftNote": giftNote ?? NSNull(),
            "paymentAuthorizationID": "auth-\(key)",
        ])
        client.expect(
            .post, "/v1/orders", matching: { body.matches($0.body) && $0.headers["Idempotency-Key"] == key },
            reply: reply)
    }

    /// Appears with the standard quote `q-1` for the cart it started with and two saved addresses, then chooses
    /// the first address.
    func appearReady() async throws {
        expectQuote(
            lines: initialCart,
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: clock.now + 600)))
        expectAddresses()
        await model.appear()
        try model.chooseAddress(row: 1)
    }

    var orderRequests: [HTTPRequest] {
        client.receivedRequests.filter { $0.method == .post && $0.path == "/v1/orders" }
    }

    var cartQuantity: Int {
        get async { await cartStore.snapshot().itemCount }
    }
}

/// A JSON object a request body must equal exactly: the same keys, values and order of array elements.
struct SentJSON: @unchecked Sendable {
    // Immutable after init; NSDictionary compares nested JSON values by value.
    private let expected: NSDictionary

    init(_ object: [String: Any]) { expected = object as NSDictionary }

    func matches(_ body: Data?) -> Bool {
        guard let body, let sent = try? JSONSerialization.jsonObject(with: body) as? NSDictionary else { return false }
        return sent.isEqual(expected)
    }
}

/// Wire bodies in the shapes of the API contract (the embedded backend's `WireModels.swift`).
enum CheckoutJSON {
    struct Line {
        var productID: String
        var variantID: String
        var name: String
        var variantName: String
        var quantity: Int
        var unit: Int
    }

    static let standardLines = [
        Line(
            productID: "p-0001", variantID: "v-0001-a", name: "Copper Kettle", variantName: "1.5 L", quantity: 2,
            unit: 4_900),
        Line(
            productID: "p-0002", variantID: "v-0002-b", name: "Tea Towel", variantName: "Blue", quantity: 1, unit: 1_250
        ),
    ]

    static func iso(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }

    static func money(_ amount: Int, _ currency: String = "USD") -> String {
        #"{"amount": \#(amount), "currency": "\#(currency)"}"#
    }

    static func quote(
        id: String, lines: [Line] = standardLines, discount: Int = 0, shipping: Int = 0,
        coupon: (code: String, description: String)? = nil, expiresAt: Date
    ) -> String {
        let subtotal = lines.reduce(0) { $0 + $1.unit * $1.quantity }
        let renderedLines = lines.map { line in
            """
            {"productID": "\(line.productID)", "variantID": "\(line.variantID)", "name": "\(line.name)",
             "variantName": "\(line.variantName)", "quantity": \(line.quantity), "unitPrice": \(money(line.unit)),
             "lineTotal": \(money(line.unit * line.quantity))}
            """
        }
        let couponJSON = coupon.map { #"{"code": "\#($0.code)", "description": "\#($0.description)"}"# } ?? "null"
        return """
            {"quoteID": "\(id)", "createdAt": "\(iso(expiresAt - 600))", "expiresAt": "\(iso(expiresAt))",
             "currency": "USD", "lines": [\(renderedLines.joined(separator: ","))],
             "subtotal": \(money(subtotal)), "discount": \(money(discount)), "shipping": \(money(shipping)),
             "total": \(money(subtotal - discount + shipping)), "coupon": \(couponJSON)}
            """
    }

    static let home = #"""
        {"id": "a-0001", "label": "Home", "recipient": "Ada Lovelace", "lines": ["12 St James's Square"],
         "city": "London", "postcode": "SW1Y 4JH", "country": "GB"}
        """#
    static let work = #"""
        {"id": "a-0002", "label": "Work", "recipient": "Ada Lovelace",
         "lines": ["Analytical Engine Workshop", "5 Dorset Street"], "city": "London", "postcode": "W1U 6QJ",
         "country": "GB"}
        """#

    static func me(_ addresses: [String] = [home, work]) -> String {
        """
        {"id": "c-0001", "name": "Ada Lovelace", "email": "ada@example.com",
         "addresses": [\(addresses.joined(separator: ","))]}
        """
    }

    static func order(id: String, quoteID: String = "q-1", quantities: [Int] = [2, 1], total: Int = 11_050) -> String {
        let lines = quantities.enumerated().map { index, quantity in
            """
            {"productID": "p-000\(index + 1)", "variantID": "v-\(index)", "name": "Item", "variantName": "",
             "quantity": \(quantity), "unitPrice": \(money(100)), "lineTotal": \(money(100 * quantity))}
            """
        }
        return """
            {"id": "\(id)", "quoteID": "\(quoteID)", "placedAt": "2027-01-15T08:00:00Z", "status": "placed",
             "currency": "USD", "lines": [\(lines.joined(separator: ","))], "subtotal": \(money(total)),
             "discount": \(money(0)), "shipping": \(money(0)), "total": \(money(total)), "coupon": null,
             "shippingAddress": \(home), "giftNote": null}
            """
    }
}

/// Checkout's output for a placed order: its ID, and the item count and total of the order reply (by default
/// ``CheckoutJSON/order(id:quoteID:quantities:total:)``'s: 2 + 1 items, USD 110.50).
func placed(_ orderID: String, itemCount: Int = 3, total: Int = 11_050) -> CheckoutOutput {
    .orderPlaced(orderID: orderID, itemCount: itemCount, total: Money(minorUnits: total, currencyCode: "USD"))
}
