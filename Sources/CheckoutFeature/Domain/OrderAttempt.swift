import Foundation

/// What an order asks for: the quote to honour, where to ship, and the gift note.
struct OrderDraft: Hashable, Sendable {
    let quoteID: String
    let shippingAddressID: String
    let giftNote: String?
}

/// One attempt at placing an order: an idempotency key made once and the exact bytes of the request body.
///
/// Every retry of the attempt (after a lost response, a timeout or a server error) sends the same key and the
/// same bytes, so the backend places the order at most once. A new attempt, with a new key, is made only when
/// what the order asks for changes.
struct OrderAttempt: Hashable, Sendable {
    let idempotencyKey: String
    let draft: OrderDraft
    let body: Data
}

/// The backend's confirmation of a placed order.
struct OrderConfirmation: Hashable, Sendable {
    let orderID: String
    let itemCount: Int
    let total: CheckoutMoney
}
