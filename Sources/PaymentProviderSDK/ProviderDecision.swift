/// What the provider decided about an authorization.
public enum ProviderDecision: Hashable, Sendable {
    /// The amount is reserved on the card under this authorization ID.
    case authorized(authorizationID: String)
    /// The card's bank wants the cardholder to confirm with a code first (3-D Secure); answer with
    /// ``ProviderClient/completeChallenge(_:code:)``.
    case challengeRequired(challengeID: String)
    /// Refused; nothing is reserved.
    case declined(ProviderDeclineCode)
}

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
