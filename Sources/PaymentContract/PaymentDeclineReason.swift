/// Why a card was refused.
public enum PaymentDeclineReason: Hashable, Sendable {
    /// The card's bank said no.
    case declined
    /// Not enough funds on the card.
    case insufficientFunds
    /// The card has expired.
    case expiredCard
    /// The payer did not pass the bank's challenge.
    case challengeFailed
}
