/// A product of the seeded catalogue. Immutable: only stock changes, and that is kept in the store.
struct Product: Hashable, Sendable {
    /// Position in ``Catalogue/products``; also the bit used by the search index.
    let index: Int
    let id: String
    let name: String
    let categoryIndex: Int
    let description: String
    /// Average rating in tenths of a star, 0...50; 0 when nobody has rated it.
    let rating: Int
    let ratingCount: Int
    let variants: [Variant]
    let relatedIndices: [Int]

    /// The lowest variant price: the "from" price shown in search and used by price filters and sorts.
    var fromPrice: Int { variants.map(\.price).min() ?? 0 }
}
