import PaymentContract

/// Why the card must be typed again.
enum CardProblem: Hashable, Sendable {
    /// What was typed is not a card.
    case entry(CardEntryError)
    /// The provider refused the card's details, saying why.
    case refusedByProvider(String)
}
