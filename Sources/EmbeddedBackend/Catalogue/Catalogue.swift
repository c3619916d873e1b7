/// The seeded, immutable catalogue: categories, products, lookup tables and the search index.
final class Catalogue: Sendable {
    /// The fixed seed every backend uses, so every run and every test sees the same products.
    static let standardSeed: UInt64 = 0x5E0_C0FF_EE15_2024

    /// The catalogue generated from ``standardSeed``, built once per process.
    static let standard = Catalogue(seed: standardSeed)

    let seed: UInt64
    let categories: [Category]
    let products: [Product]
    let search: SearchIndex
    private let productIndexByID: [String: Int]
    private let variantByID: [String: (product: Int, variant: Int)]
    private let categoryIndexByID: [String: Int]
    /// Products per category, in category order.
    let productCounts: [Int]

    init(seed: UInt64) {
        self.seed = seed
        var generator = CatalogueGenerator(seed: seed)
        let generated = generator.generate()
        categories = generated.categories
        products = generated.products
        search = SearchIndex(products: generated.products, categories: generated.categories)
        productIndexByID = Dictionary(uniqueKeysWithValues: products.map { ($0.id, $0.index) })
        var variants: [String: (product: Int, variant: Int)] = [:]
        for product in products {
            for (position, variant) in product.variants.enumerated() {
                variants[variant.id] = (product.index, position)
            }
        }
        variantByID = variants
        categoryIndexByID = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1.id, $0) })
        var counts = Array(repeating: 0, count: categories.count)
        for product in products { counts[product.categoryIndex] += 1 }
        productCounts = counts
    }

    func product(id: String) -> Product? {
        productIndexByID[id].map { products[$0] }
    }

    func categoryIndex(id: String) -> Int? {
        categoryIndexByID[id]
    }

    /// The variant with `id` and the product it belongs to.
    func variant(id: String) -> (product: Product, variant: Variant)? {
        guard let location = variantByID[id] else { return nil }
        let product = products[location.product]
        return (product, product.variants[location.variant])
    }
}
