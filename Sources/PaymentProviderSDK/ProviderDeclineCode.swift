/// Why the provider refused.
public enum ProviderDeclineCode: String, Hashable, Sendable {
    /// The bank said no, without a reason.
    case cardDeclined = "card_declined"
    /// Not enough funds on the card.
    case insufficientFunds = "insufficient_funds"
    /// The card is past its expiry date.
    case expiredCard = "expired_card"
    /// The cardholder did not pass the bank's challenge.
    case challengeFailed = "challenge_failed"
}
