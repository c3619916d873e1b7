import FeatureState
import Foundation

/// The orders the API can sort results in.
enum SearchSort: String, CaseIterable, Hashable, Sendable {
    case relevance
    case priceAscending = "price_asc"
    case priceDescending = "price_desc"
    case rating
}
