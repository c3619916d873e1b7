/// How a payment ended.
public enum PaymentOutcome: Hashable, Sendable {
    /// The amount is reserved on the card; the receipt names the authorization.
    case authorized(PaymentReceipt)
    /// The card was refused, for this reason; nothing is reserved.
    case declined(PaymentDeclineReason)
    /// The payer left the payment step; nothing is reserved.
    case abandoned
    /// The provider did not answer: the amount may or may not be reserved. Paying again with the same request
    /// settles it, and reserves at most once.
    case unanswered
}
