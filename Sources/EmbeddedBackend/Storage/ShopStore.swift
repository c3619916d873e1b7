import Foundation
import InProcessHost

/// Where the backend keeps what changes: sessions, quotes, orders, sold stock and idempotency records.
///
/// Two implementations: ``InMemoryShopStore`` (the default) and ``SQLiteShopStore`` (when the host passes a
/// `Database`, so state survives a restart). Business rules live in the handlers; a store only offers
/// primitive operations inside `read` and `write`. A `write` body is one transaction: if it throws, nothing
/// it did is kept.
protocol ShopStore: AnyObject {
    func read<Result>(_ body: (any StoreOperations) throws(APIFailure) -> Result) throws(APIFailure) -> Result
    func write<Result>(_ body: (any StoreOperations) throws(APIFailure) -> Result) throws(APIFailure) -> Result
}

/// The primitive reads and writes a ``ShopStore`` transaction offers.
protocol StoreOperations {
    /// Units sold per variant ID, for every variant that has sold at least one.
    func soldQuantities() throws(APIFailure) -> [String: Int]
    func addSold(variantID: String, quantity: Int) throws(APIFailure)

    func insertSession(_ session: SessionRecord) throws(APIFailure)
    func session(token: String) throws(APIFailure) -> SessionRecord?
    func deleteSession(token: String) throws(APIFailure)

    func insertQuote(_ quote: QuoteBody) throws(APIFailure)
    func quote(id: String) throws(APIFailure) -> QuoteBody?

    /// The highest order number used so far, 0 when there is none.
    func lastOrderNumber() throws(APIFailure) -> Int
    func insertOrder(_ order: OrderRecord) throws(APIFailure)
    func order(id: String) throws(APIFailure) -> OrderRecord?
    /// The ID of the order that used `quoteID`, if any.
    func orderID(quoteID: String) throws(APIFailure) -> String?
    /// The customer's orders with a number below `number` (all when nil), highest number first, at most `limit`.
    func orders(customerID: String, numberBelow number: Int?, limit: Int) throws(APIFailure) -> [OrderRecord]

    func idempotencyRecord(customerID: String, key: String) throws(APIFailure) -> IdempotencyRecord?
    func insertIdempotencyRecord(_ record: IdempotencyRecord) throws(APIFailure)
}

struct SessionRecord: Hashable, Sendable {
    let token: String
    let customerID: String
    let createdAt: Date
}

/// A placed order: its sequence number (newest is highest), its owner and the body the API returns.
struct OrderRecord: Hashable, Sendable {
    let number: Int
    let customerID: String
    let body: OrderBody
}

/// What a successful `POST /v1/orders` stored under its `Idempotency-Key`, to replay it byte for byte.
struct IdempotencyRecord: Hashable, Sendable {
    let customerID: String
    let key: String
    /// The canonical JSON of the request body; a retry must match it exactly.
    let requestFingerprint: String
    let orderID: String
    let status: Int
    let responseBody: Data
    let createdAt: Date
}
