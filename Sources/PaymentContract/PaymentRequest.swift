/// What to pay: an amount in minor units of a currency, for a merchant's reference.
///
/// Every retry of one payment carries the same `idempotencyKey`, so the provider reserves the amount at most once
/// however often the payment is asked for again (after a lost answer, or a restart).
public struct PaymentRequest: Hashable, Sendable {
    /// The amount in the currency's minor units: 149990 is 1,499.90.
    public let amountMinorUnits: Int
    /// The ISO 4217 currency code, such as `USD`.
    public let currencyCode: String
    /// The merchant's own reference for what is paid for; shown to nobody, opaque to the payment.
    public let merchantReference: String
    /// The key that makes every retry of this payment the same payment.
    public let idempotencyKey: String

    /// A request from its parts.
    public init(amountMinorUnits: Int, currencyCode: String, merchantReference: String, idempotencyKey: String) {
        self.amountMinorUnits = amountMinorUnits
        self.currencyCode = currencyCode
        self.merchantReference = merchantReference
        self.idempotencyKey = idempotencyKey
    }
}
