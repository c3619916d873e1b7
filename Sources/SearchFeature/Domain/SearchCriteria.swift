import FeatureState
import Foundation

/// What the user asked for: words, filters and an order.
struct SearchCriteria: Hashable, Sendable {
    /// The longest query text accepted; longer input is refused, not cut.
    static let maximumTextLength = 100

    var text: String = ""
    var categoryID: String?
    var priceRange = PriceRange()
    var sort: SearchSort = .relevance

    /// A query needs words or a category: an empty query with no category would list the whole shop.
    var canRun: Bool { !text.isEmpty || categoryID != nil }

    /// The same search typed differently (case, accents, spacing) has the same key, so recents de-duplicate.
    var deduplicationKey: String {
        let words = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let bounds = [priceRange.minimum, priceRange.maximum].map { $0.map(String.init) ?? "" }
        return ([words, categoryID ?? ""] + bounds + [sort.rawValue]).joined(separator: "|")
    }
}

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

/// The orders the API can sort results in.
enum SearchSort: String, CaseIterable, Hashable, Sendable {
    case relevance
    case priceAscending = "price_asc"
    case priceDescending = "price_desc"
    case rating
}
