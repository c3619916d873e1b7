/// The card as typed, for ``ProviderClient/tokenize(_:)`` only: the provider turns it into a ``CardToken`` at once,
/// and nothing else ever holds it.
public struct ProviderCard: Sendable {
    /// The card number, digits only.
    public let number: String
    /// The expiry month, 1 to 12.
    public let expiryMonth: Int
    /// The expiry year, four digits.
    public let expiryYear: Int
    /// The security code on the back, 3 or 4 digits.
    public let securityCode: String

    /// A card from its fields.
    public init(number: String, expiryMonth: Int, expiryYear: Int, securityCode: String) {
        self.number = number
        self.expiryMonth = expiryMonth
        self.expiryYear = expiryYear
        self.securityCode = securityCode
    }
}
