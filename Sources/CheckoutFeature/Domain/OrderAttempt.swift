import FeatureState
import Foundation

/// What an order asks for: the quote to honour, where to ship, and the gift note.
struct OrderDraft: Hashable, Sendable {
    let quoteID: String
    let shippingAddressID: String
    let giftNote: String?
    /// The cart lines the quote priced: what the cart should hold when the order is confirmed. Not sent.
    let lines: [CheckoutLine]
    /// The quote's total: what is paid before the order is placed. Not sent with the order, and not compared: the
    /// quote decides it (an attempt read back from the cart's database after a restart does not know it).
    let total: Money

    static func == (lhs: OrderDraft, rhs: OrderDraft) -> Bool {
        lhs.quoteID == rhs.quoteID && lhs.shippingAddressID == rhs.shippingAddressID && lhs.giftNote == rhs.giftNote
            && lhs.lines == rhs.lines
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(quoteID)
        hasher.combine(shippingAddressID)
        hasher.combine(giftNote)
        hasher.combine(lines)
    }
}

/// One attempt at placing an order: an idempotency key made once, the payment authorized under that key, and the
/// exact bytes of the request body (which name the authorization).
///
/// Every retry of the attempt (after a lost response, a timeout or a server error) sends the same key and the
/// same bytes, so the backend places the order at most once. A new attempt, with a new key, is made only when
/// what the order asks for changes, and never while an earlier attempt is in doubt (sent, but not answered):
/// that one may have been placed, so it is settled first.
struct OrderAttempt: Hashable, Sendable {
    let idempotencyKey: String
    let draft: OrderDraft
    let paymentAuthorizationID: String
    let body: Data
}

/// The backend's confirmation of a placed order.
struct OrderConfirmation: Hashable, Sendable {
    let orderID: String
    let itemCount: Int
    let total: Money
    /// The total of the quote the order named, when it was known; the confirmation shows the difference when the
    /// shop charged another total (see ``chargedOtherThanQuoted``).
    var quotedTotal: Money? = nil

    /// Whether the shop's total differs from the quoted one. The order is placed by then (the shop has it), so
    /// this cannot be refused; it is shown, with what to do, next to the confirmation.
    var chargedOtherThanQuoted: Bool { quotedTotal.map { $0 != total } ?? false }
}
