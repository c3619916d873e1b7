import FeatureState
import Foundation

/// Optional lower and upper bounds on the indicative price, in minor units.
struct PriceRange: Hashable, Sendable {
    /// The currency bounds are typed and shown in: the catalogue's.
    static let currencyCode = "USD"
    /// The bounds a person may set: up to a billion, far above any product and well within what the API accepts.
    static let allowedBounds = 0...100_000_000_000

    var minimum: Int?
    var maximum: Int?

    var isUnbounded: Bool { minimum == nil && maximum == nil }

    /// `minorUnits` in the filter's currency, for example `USD 49.99`.
    static func formatted(_ minorUnits: Int) -> String {
        MoneyFormat.string(minorUnits: minorUnits, currencyCode: currencyCode)
    }
}
