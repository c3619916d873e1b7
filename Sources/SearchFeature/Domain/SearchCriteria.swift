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
