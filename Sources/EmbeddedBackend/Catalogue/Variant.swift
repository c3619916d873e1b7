/// One purchasable variant of a product (a size, colour, weight or edition) with its own price and stock.
struct Variant: Hashable, Sendable {
    let id: String
    let name: String
    /// Price in USD minor units (cents).
    let price: Int
    /// Stock when the catalogue was seeded; placed orders are subtracted from it.
    let initialStock: Int
}
