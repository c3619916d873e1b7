/// Proof that an amount is reserved: the provider's authorization ID, and what it covers.
public struct PaymentReceipt: Hashable, Sendable {
    /// The provider's ID for the authorization; whoever was paid hands it on to claim the amount.
    public let authorizationID: String
    /// The amount reserved, in minor units.
    public let amountMinorUnits: Int
    /// The ISO 4217 currency code of the amount.
    public let currencyCode: String
    /// The card as it may be shown: brand and last four digits, such as `visa •••• 4242`.
    public let cardDescription: String

    /// A receipt from its parts.
    public init(authorizationID: String, amountMinorUnits: Int, currencyCode: String, cardDescription: String) {
        self.authorizationID = authorizationID
        self.amountMinorUnits = amountMinorUnits
        self.currencyCode = currencyCode
        self.cardDescription = cardDescription
    }
}
