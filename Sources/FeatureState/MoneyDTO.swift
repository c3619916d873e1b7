/// Money as the API writes it, `{ "amount": 149990, "currency": "USD" }`: what the features' `Data/` decode and
/// map into their own models with ``money``.
///
/// It is one declaration because it changes for one reason, the API's way of writing an amount, and several
/// features read it. A `currency` that is not three capital letters (an ISO 4217 code) fails the decoding.
public struct MoneyDTO: Decodable, Hashable, Sendable {
    /// The amount in the currency's minor unit.
    public let amount: Int
    /// The ISO 4217 code.
    public let currency: String

    /// The amount as a value of the app.
    public var money: Money { Money(minorUnits: amount, currencyCode: currency) }

    private enum CodingKeys: String, CodingKey {
        case amount
        case currency
    }

    /// Decodes `{ "amount": <Int>, "currency": "<ISO 4217 code>" }`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        amount = try container.decode(Int.self, forKey: .amount)
        currency = try container.decode(String.self, forKey: .currency)
        guard currency.count == 3, currency.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .currency, in: container, debugDescription: "not an ISO 4217 code: three capital letters")
        }
    }
}
