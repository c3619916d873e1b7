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

/// A product category with how many products it holds.
struct ProductCategory: Hashable, Sendable {
    let id: String
    let name: String
    let productCount: Int
}

/// One page of results and how to ask for the next.
struct ResultPage: Hashable, Sendable {
    let offers: [Offer]
    let total: Int
    let nextCursor: String?
}

/// The results shown so far for one search: pages are appended as the user asks for more.
struct ResultList: Hashable, Sendable {
    var criteria: SearchCriteria
    var offers: [Offer]
    var total: Int
    var nextCursor: String?

    var hasMore: Bool { nextCursor != nil }
}
