/// An amount of money: integer minor units of one ISO 4217 currency, never floating point.
///
/// It is only the amount. What an amount means belongs to each feature's own model: an indicative price in a
/// list, a locked total in a quote, a charged amount in an order.
public struct Money: Hashable, Sendable, Codable {
    /// The amount in the currency's minor unit (cents for `USD`, yen for `JPY`).
    public let minorUnits: Int
    /// The ISO 4217 code, for example `USD`.
    public let currencyCode: String

    /// Creates an amount.
    public init(minorUnits: Int, currencyCode: String) {
        self.minorUnits = minorUnits
        self.currencyCode = currencyCode
    }

    /// The amount as text, for example `USD 1,499.90`; see ``MoneyFormat/string(minorUnits:currencyCode:)``.
    public var formatted: String { MoneyFormat.string(minorUnits: minorUnits, currencyCode: currencyCode) }

    /// The amount of `quantity` items at this price, or nil when it does not fit in an `Int`.
    public func times(_ quantity: Int) -> Money? {
        let (total, overflow) = minorUnits.multipliedReportingOverflow(by: quantity)
        return overflow ? nil : Money(minorUnits: total, currencyCode: currencyCode)
    }
}
