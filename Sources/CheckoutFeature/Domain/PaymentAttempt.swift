import FeatureState

/// The key of an order attempt whose payment is being taken, before the order exists, and the amount it pays: kept
/// (in memory and, through the cart's database, across a restart) while the amount to pay stays the same, so paying
/// again (after a decline, a cancel, no answer or a restart) is the same payment and cannot charge twice.
struct PaymentAttempt: Hashable, Sendable {
    let idempotencyKey: String
    let amount: Money
}
