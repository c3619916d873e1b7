/// Takes a payment and says how it ended: the whole contract between whoever needs paying and the payment step.
///
/// The caller waits for the outcome (it cannot go on without it), and knows nothing of how the payment is taken:
/// the screens, the card, the provider. The app hands an implementation in.
public protocol PaymentAuthorizing: Sendable {
    /// Runs the payment step for `request` and returns how it ended.
    func authorize(_ request: PaymentRequest) async -> PaymentOutcome
}
