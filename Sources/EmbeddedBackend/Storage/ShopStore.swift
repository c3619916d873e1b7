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

    /// How many card tokens and authorizations the provider has made, to number the next.
    func paymentRecordCounts() throws(APIFailure) -> (tokens: Int, authorizations: Int)
    func insertCardToken(_ token: CardTokenRecord) throws(APIFailure)
    func cardToken(id: String) throws(APIFailure) -> CardTokenRecord?
    /// Inserts the authorization, or replaces the one with the same ID.
    func saveAuthorization(_ authorization: PaymentAuthorizationRecord) throws(APIFailure)
    func deleteAuthorization(id: String) throws(APIFailure)
    func authorization(id: String) throws(APIFailure) -> PaymentAuthorizationRecord?
    func authorization(idempotencyKey: String) throws(APIFailure) -> PaymentAuthorizationRecord?
    func authorization(challengeID: String) throws(APIFailure) -> PaymentAuthorizationRecord?
    /// The authorizations made for `reference`, oldest first.
    func authorizations(reference: String) throws(APIFailure) -> [PaymentAuthorizationRecord]
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

/// The provider's record of a card: the test card's behaviour and what may be shown, never its number, expiry
/// or code.
struct CardTokenRecord: Codable, Hashable, Sendable {
    let id: String
    let lastFour: String
    let brand: String
    let behaviour: TestCardBehaviour
    let createdAt: Date
}

/// One authorization the provider made or is making, under the `Idempotency-Key` of the payment it belongs to.
struct PaymentAuthorizationRecord: Codable, Hashable, Sendable {
    enum Status: String, Codable, Sendable {
        /// Waiting for the cardholder's answer to the bank's challenge.
        case challengeRequired = "challenge_required"
        /// The amount is reserved.
        case authorized
    }

    let id: String
    let idempotencyKey: String
    let tokenID: String
    let amount: Int
    let currency: String
    let reference: String
    var status: Status
    let challengeID: String?
    /// The order that used the authorization, once one has.
    var orderID: String?
    let createdAt: Date
}
