import FeatureState

/// A product category with how many products it holds.
struct ProductCategory: Hashable, Sendable {
    let id: String
    let name: String
    let productCount: Int
}
