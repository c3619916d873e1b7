import PaymentContract

/// What the payer is told along the way.
enum PaymentProgress: Hashable, Sendable {
    /// The payment step starts: what is to be paid.
    case started(amountMinorUnits: Int, currencyCode: String)
    /// The provider holds the card now; only its description is kept.
    case cardAccepted(description: String)
    /// The card's bank asks for a code.
    case challengeAsked
    /// The step is over.
    case ended(PaymentOutcome)
}
