/// A product for sale; the price in minor units of `currency`.
public struct Product: Identifiable, Sendable, Decodable {
    /// The catalogue identifier.
    public var id: String
    /// The display name.
    public var title: String
    /// The price in minor units (cents).
    public var priceMinorUnits: Int
    /// The ISO 4217 currency code.
    public var currency: String
}
