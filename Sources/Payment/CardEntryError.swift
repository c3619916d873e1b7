/// Why what the payer typed is not a card the provider can take; the payer types it again.
enum CardEntryError: Error, Hashable, Sendable {
    /// The number is not 12 to 19 digits.
    case numberNotDigits
    /// The number's check digit is wrong: a digit was mistyped.
    case numberMistyped
    /// The expiry is not `MM/YY` with a month from 01 to 12.
    case expiryUnreadable
    /// The expiry is before this month.
    case expired
    /// The security code is not 3 or 4 digits.
    case securityCodeUnreadable
}

extension CardEntryError {
    /// The one field to type again, the rest being kept; nil when the card itself will not do (it has expired), so
    /// another card is typed whole.
    var fieldToRetype: CardField? {
        switch self {
        case .numberNotDigits, .numberMistyped: .number
        case .expiryUnreadable: .expiry
        case .securityCodeUnreadable: .securityCode
        case .expired: nil
        }
    }
}
