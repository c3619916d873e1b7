import FeatureState

/// One purchasable form of a product with its own price and stock.
struct ProductVariant: Hashable, Sendable {
    let id: String
    let name: String
    let price: Money
    /// Items the shop has; 0 means sold out.
    let stock: Int
}
