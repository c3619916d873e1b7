import FeatureState

/// A product as Search sees it: something to compare in a list, with a price that is only indicative.
///
/// Checkout's locked quote and Profile's charged amount are different models on purpose.
struct Offer: Hashable, Sendable {
    let productID: String
    let name: String
    let categoryID: String
    let indicativePrice: Money
    /// Average rating in tenths of a star, 0...50.
    let ratingTenths: Int
    /// How many people rated it; none means the rating says nothing yet.
    let ratingCount: Int
    let inStock: Bool
}
