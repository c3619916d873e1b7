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
