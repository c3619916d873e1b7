import FeatureState
import Foundation

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
