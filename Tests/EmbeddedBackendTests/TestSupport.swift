import Foundation
import InProcessHost
import Networking
import Persistence
import Testing

@testable import EmbeddedBackend

// MARK: - Clock and backends

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_767_225_600)) { current = start }  // 2026-01-01T00:00:00Z

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }

    var function: @Sendable () -> Date { { self.now } }
}

/// Where a test backend keeps its state.
enum StoreKind: String, CaseIterable, CustomTestStringConvertible {
    case memory, sqlite

    var testDescription: String { rawValue }
}

/// A temporary database file, deleted with its WAL companions when the test ends.
final class TemporaryDatabaseFile {
    let path: String

    init() {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("embedded-backend-\(UUID().uuidString).sqlite").path
    }

    func open() throws -> Database { try Database(.file(path: path)) }

    deinit {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}

func makeBackend(
    _ kind: StoreKind = .memory, clock: TestClock = TestClock(), failureRules: [FailureRule] = []
) throws -> EmbeddedShopBackend {
    let database: Database? = kind == .sqlite ? try Database(.inMemory) : nil
    var configuration = EmbeddedBackendConfiguration(
        database: database, now: clock.function, failureRules: failureRules)
    let sold = SoldQuantities()
    configuration.soldObserver = { sold.value = $0 }
    let backend = try EmbeddedShopBackend(configuration: configuration)
    SoldQuantities.register(sold, for: backend)
    return backend
}

/// Units sold per variant as a backend made by ``makeBackend(_:clock:failureRules:)`` currently believes them,
/// heard through its configuration's observer (the shop's state lives inside the server, out of a test's reach).
final class SoldQuantities: @unchecked Sendable {
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [ObjectIdentifier: SoldQuantities] = [:]
    private let lock = NSLock()
    private var current: [String: Int] = [:]

    var value: [String: Int] {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    static func register(_ sold: SoldQuantities, for backend: EmbeddedShopBackend) {
        registryLock.withLock { registry[ObjectIdentifier(backend)] = sold }
    }

    static func of(_ backend: EmbeddedShopBackend) -> [String: Int] {
        registryLock.withLock { registry[ObjectIdentifier(backend)] }?.value ?? [:]
    }
}

extension EmbeddedShopBackend {
    /// Units sold per variant as the backend currently believes them.
    var soldQuantities: [String: Int] { get async { SoldQuantities.of(self) } }
}

// MARK: - Requests

extension EmbeddedShopBackend {
    nonisolated func get(
        _ path: String, _ query: [String: String] = [:], token: String? = nil
    ) async throws -> HTTPResponse {
        var request = HTTPRequest(
            method: .get, path: path, query: query.sorted { $0.key < $1.key }.map { QueryItem($0.key, $0.value) })
        if let token { request.headers["Authorization"] = "Bearer \(token)" }
        return try await send(request)
    }

    /// POSTs a raw body (already JSON text, possibly malformed on purpose).
    nonisolated func post(
        _ path: String, raw body: String, token: String? = nil, idempotencyKey: String? = nil
    ) async throws -> HTTPResponse {
        var request = HTTPRequest(method: .post, path: path, headers: ["Content-Type": "application/json"])
        request.body = Data(body.utf8)
        if let token { request.headers["Authorization"] = "Bearer \(token)" }
        if let idempotencyKey { request.headers["Idempotency-Key"] = idempotencyKey }
        return try await send(request)
    }

    nonisolated func post(
        _ path: String, json object: [String: Any], token: String? = nil, idempotencyKey: String? = nil
    ) async throws -> HTTPResponse {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return try await post(
            path, raw: String(decoding: data, as: UTF8.self), token: token, idempotencyKey: idempotencyKey)
    }

    /// Signs `account` in and returns the bearer token.
    nonisolated func signIn(_ account: DemoAccount = .ada) async throws -> String {
        let response = try await post("/v1/sessions", json: ["email": account.email, "password": account.password])
        #expect(response.status == 201)
        return try response.decode(SessionDTO.self).token
    }

    /// Creates a quote for `lines` (product, variant, quantity) and returns it.
    nonisolated func quote(_ lines: [(String, String?, Int)], coupon: String? = nil) async throws -> QuoteDTO {
        var body: [String: Any] = [
            "lines": lines.map { line -> [String: Any] in
                var entry: [String: Any] = ["productID": line.0, "quantity": line.2]
                if let variant = line.1 { entry["variantID"] = variant }
                return entry
            }
        ]
        if let coupon { body["couponCode"] = coupon }
        let response = try await post("/v1/quotes", json: body)
        #expect(response.status == 201, "quote failed: \(response.text)")
        let quote = try response.decode(QuoteDTO.self)
        QuotedTotals.shared.record(quote)
        return quote
    }

    /// Pays `amount` with the approved test card under `key` (the order attempt's key) and returns the
    /// authorization's ID; when the provider refuses (the key was used for another amount), the authorization
    /// already made under `key`, or a made-up ID, so the order's own checks answer.
    nonisolated func authorize(amount: Int, key: String) async throws -> String {
        let token = try await post(
            "/v1/provider/tokens",
            json: ["number": "4242424242424242", "expiryMonth": 12, "expiryYear": 2040, "securityCode": "123"])
        #expect(token.status == 201, "tokenize failed: \(token.text)")
        let tokenID = (try JSONSerialization.jsonObject(with: token.body) as? [String: Any])?["token"] as? String
        let authorization = try await post(
            "/v1/provider/authorizations",
            json: ["token": tokenID ?? "", "amountMinor": max(1, amount), "currency": "USD", "reference": key],
            idempotencyKey: key)
        if authorization.status == 201,
            let id = (try JSONSerialization.jsonObject(with: authorization.body) as? [String: Any])?[
                "authorizationID"] as? String
        {
            return id
        }
        let listed = try await get("/v1/provider/authorizations", ["reference": key])
        let items =
            (try JSONSerialization.jsonObject(with: listed.body) as? [String: Any])?["items"] as? [[String: Any]]
        return items?.first?["authorizationID"] as? String ?? "auth-none"
    }

    /// Places `quoteID` for the token's customer, paid as a client pays: the quote's total (as ``quote(_:coupon:)``
    /// returned it; 1 for a quote it never returned, so the order's own checks answer) authorized with the approved
    /// test card under `key`.
    nonisolated func placeOrder(
        quoteID: String, token: String, key: String = UUID().uuidString, addressID: String = "a-0001",
        giftNote: String? = nil
    ) async throws -> HTTPResponse {
        let payment = try await authorize(amount: QuotedTotals.shared.total(of: quoteID) ?? 1, key: key)
        var body: [String: Any] = [
            "quoteID": quoteID, "shippingAddressID": addressID, "paymentAuthorizationID": payment,
        ]
        if let giftNote { body["giftNote"] = giftNote }
        return try await post("/v1/orders", json: body, token: token, idempotencyKey: key)
    }

    nonisolated func product(_ id: String) async throws -> ProductDetailDTO {
        try await get("/v1/products/\(id)").decode(ProductDetailDTO.self)
    }

    /// Walks every page of a search and returns all items in order.
    nonisolated func allPages(
        _ query: [String: String], limit: Int
    ) async throws -> (items: [ProductSummaryDTO], totals: Set<Int>) {
        var items: [ProductSummaryDTO] = []
        var totals: Set<Int> = []
        var cursor: String?
        repeat {
            var parameters = query
            parameters["limit"] = String(limit)
            if let cursor { parameters["cursor"] = cursor }
            let page = try await get("/v1/products", parameters).decode(ProductPageDTO.self)
            #expect(page.items.count <= limit)
            items += page.items
            totals.insert(page.total)
            cursor = page.nextCursor
        } while cursor != nil
        return (items, totals)
    }
}

/// The first product with a variant that has at least `stock` units, in ID order.
func productWithStock(
    _ backend: EmbeddedShopBackend, atLeast stock: Int, skipping: Int = 0
) async throws -> (
    product: ProductDetailDTO, variant: VariantDTO
) {
    var skipped = 0
    for number in 1...1_200 {
        let product = try await backend.product("p-" + String(format: "%04d", number))
        if let variant = product.variants.first(where: { $0.stock >= stock }) {
            if skipped == skipping { return (product, variant) }
            skipped += 1
        }
    }
    throw TestFailure("no product has a variant with \(stock) units")
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension HTTPResponse {
    var text: String { String(decoding: body, as: UTF8.self) }

    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try APIJSON.makeDecoder().decode(type, from: body)
    }

    /// The decoded error body, or nil when the body is not one.
    var apiError: APIErrorBody? { try? decode(ErrorEnvelope.self).error }
}

/// Checks a response is the documented error and returns its message.
@discardableResult
func expectError(
    _ response: HTTPResponse, _ status: Int, _ code: String, sourceLocation: SourceLocation = #_sourceLocation
) -> String {
    #expect(response.status == status, "body: \(response.text)", sourceLocation: sourceLocation)
    #expect(response.apiError?.code == code, "body: \(response.text)", sourceLocation: sourceLocation)
    #expect(response.headers["Content-Type"] == "application/json", sourceLocation: sourceLocation)
    return response.apiError?.message ?? ""
}

// MARK: - Wire shapes, decoded as a feature would (from API.md)

struct MoneyDTO: Decodable, Hashable {
    let amount: Int
    let currency: String
}

struct CategoryDTO: Decodable, Hashable {
    let id: String
    let name: String
    let productCount: Int
}

struct CategoryListDTO: Decodable {
    let items: [CategoryDTO]
}

struct ProductSummaryDTO: Decodable, Hashable {
    let id: String
    let name: String
    let categoryID: String
    let price: MoneyDTO
    let rating: Int
    let ratingCount: Int
    let inStock: Bool
}

struct ProductPageDTO: Decodable {
    let items: [ProductSummaryDTO]
    let nextCursor: String?
    let total: Int
}

struct VariantDTO: Decodable, Hashable {
    let id: String
    let name: String
    let price: MoneyDTO
    let stock: Int
}

struct ProductDetailDTO: Decodable, Hashable {
    let id: String
    let name: String
    let categoryID: String
    let categoryName: String
    let description: String
    let price: MoneyDTO
    let rating: Int
    let ratingCount: Int
    let inStock: Bool
    let variants: [VariantDTO]
    let relatedProductIDs: [String]
}

struct LineDTO: Decodable, Hashable {
    let productID: String
    let variantID: String
    let name: String
    let variantName: String
    let quantity: Int
    let unitPrice: MoneyDTO
    let lineTotal: MoneyDTO
}

struct CouponDTO: Decodable, Hashable {
    let code: String
    let description: String
}

struct QuoteDTO: Decodable, Hashable {
    let quoteID: String
    let createdAt: Date
    let expiresAt: Date
    let currency: String
    let lines: [LineDTO]
    let subtotal: MoneyDTO
    let discount: MoneyDTO
    let shipping: MoneyDTO
    let total: MoneyDTO
    let coupon: CouponDTO?
}

struct AddressDTO: Decodable, Hashable {
    let id: String
    let label: String
    let recipient: String
    let lines: [String]
    let city: String
    let postcode: String
    let country: String
}

struct OrderDTO: Decodable, Hashable {
    let id: String
    let quoteID: String
    let placedAt: Date
    let status: String
    let currency: String
    let lines: [LineDTO]
    let subtotal: MoneyDTO
    let discount: MoneyDTO
    let shipping: MoneyDTO
    let total: MoneyDTO
    let coupon: CouponDTO?
    let shippingAddress: AddressDTO
    let giftNote: String?
}

struct OrderSummaryDTO: Decodable, Hashable {
    let id: String
    let placedAt: Date
    let status: String
    let itemCount: Int
    let total: MoneyDTO
}

struct OrderPageDTO: Decodable {
    let items: [OrderSummaryDTO]
    let nextCursor: String?
}

struct SessionDTO: Decodable {
    let token: String
    let customerID: String
}

struct CustomerDTO: Decodable {
    let id: String
    let name: String
    let email: String
    let addresses: [AddressDTO]
}

/// The totals of the quotes the tests asked for, by quote ID (a UUID, so one table serves every backend), so that
/// an order can be paid for exactly as a client would: the quote's total, authorized before the order.
final class QuotedTotals: @unchecked Sendable {
    static let shared = QuotedTotals()
    private let lock = NSLock()
    private var totals: [String: Int] = [:]

    func record(_ quote: QuoteDTO) { lock.withLock { totals[quote.quoteID] = quote.total.amount } }

    func total(of quoteID: String) -> Int? { lock.withLock { totals[quoteID] } }
}
