import FeatureState

/// A product suggested alongside the one shown: enough to decide whether to open it.
struct RelatedProduct: Hashable, Sendable {
    let id: String
    let name: String
    /// The lowest variant price.
    let fromPrice: Money
    let inStock: Bool
}
