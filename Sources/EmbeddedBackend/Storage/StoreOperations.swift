import Foundation
import InProcessHost

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
