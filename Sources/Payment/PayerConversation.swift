import PaymentContract

/// What the payment step asks of the payer and tells them, free of any terminal: the terminal answers it with
/// hidden lines, a test with a script, a graphical host with a form.
@MainActor
protocol PayerConversation {
    /// The card, typed again after `problem` when there was one; nil when the payer cancels or leaves.
    func card(after problem: CardProblem?) async -> TypedCard?
    /// The code the card's bank sent for its challenge; nil when the payer cancels or leaves.
    func challengeCode() async -> String?
    /// Tells the payer how the payment goes on.
    func report(_ progress: PaymentProgress)
}

/// Why the card must be typed again.
enum CardProblem: Hashable, Sendable {
    /// What was typed is not a card.
    case entry(CardEntryError)
    /// The provider refused the card's details, saying why.
    case refusedByProvider(String)
}

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
