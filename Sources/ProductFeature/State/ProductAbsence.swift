import FeatureState
import Networking

/// Why the product screen has no product to show.
enum ProductAbsence: Equatable, Sendable {
    /// The ID is not shaped like a product ID, so the shop was not asked.
    case malformedID
    /// The shop answered that it has no product with this ID (it may have been removed).
    case notInShop
}
