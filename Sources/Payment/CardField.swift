/// One of the three things the payer types for a card.
enum CardField: Hashable, Sendable {
    case number
    case expiry
    case securityCode
}
