import FeatureState

/// A product as the product screen sees it: something to choose a variant of and buy.
///
/// Search's indicative offer and Checkout's locked quote are different models on purpose.
struct ProductDetail: Hashable, Sendable {
    let id: String
    let name: String
    let categoryName: String
    let description: String
    /// Average rating in tenths of a star, 0...50.
    let ratingTenths: Int
    let ratingCount: Int
    /// The purchasable variants (sizes, colours…), in the order the shop lists them.
    let variants: [ProductVariant]
    /// Other products the shop suggests with this one, in its order.
    let relatedProductIDs: [String]

    /// The variant chosen when the screen opens: the first one in stock, or the first one when all are sold out.
    var defaultVariant: ProductVariant? {
        variants.first { $0.stock > 0 } ?? variants.first
    }

    func variant(id: String) -> ProductVariant? {
        variants.first { $0.id == id }
    }
}
