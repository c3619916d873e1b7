import InProcessHost
import Networking

extension ShopService {
    /// `GET /v1/categories`.
    func listCategories(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let items = catalogue.categories.enumerated().map { index, category in
            CategoryBody(id: category.id, name: category.name, productCount: catalogue.productCounts[index])
        }
        return try json(200, CategoryListBody(items: items))
    }

    /// `GET /v1/products`.
    func searchProducts(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        let query = try QueryParameters(
            request.query, allowed: ["q", "category", "minPrice", "maxPrice", "sort", "cursor", "limit"])
        let text = try query.string("q", maximumLength: 200)
        var categoryIndex: Int?
        if let categoryID = try query.string("category", maximumLength: 64) {
            guard let index = catalogue.categoryIndex(id: categoryID) else {
                throw .notFound("category", id: categoryID, field: "category")
            }
            categoryIndex = index
        }
        let priceRange = 0...1_000_000_000_000
        let minimumPrice = try query.integer("minPrice", in: priceRange)
        let maximumPrice = try query.integer("maxPrice", in: priceRange)
        if let minimumPrice, let maximumPrice, minimumPrice > maximumPrice {
            throw .invalidField("minPrice", "must not exceed maxPrice (\(minimumPrice) > \(maximumPrice))")
        }
        var sort = ProductSearch.Sort.relevance
        if let sortName = try query.string("sort", maximumLength: 20) {
            guard let parsed = ProductSearch.Sort(rawValue: sortName) else {
                let names = ProductSearch.Sort.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidField("sort", "must be one of \(names) (got \"\(sortName)\")")
            }
            sort = parsed
        }
        let limit = try query.integer("limit", in: 1...50) ?? 20
        let search = ProductSearch(
            words: text.map(SearchIndex.words(in:)) ?? [], categoryIndex: categoryIndex, minimumPrice: minimumPrice,
            maximumPrice: maximumPrice, sort: sort)
        let cursor = try query.string("cursor", maximumLength: 512).map { text throws(APIFailure) in
            try SearchCursor(decoding: text, for: search, in: catalogue)
        }
        let page = search.page(in: catalogue, after: cursor, limit: limit)
        let items = page.hits.map { summary(catalogue.products[$0.index]) }
        return try json(
            200, ProductPageBody(items: items, nextCursor: page.next?.encoded(in: catalogue), total: page.total))
    }

    /// `GET /v1/products/{id}`.
    func productDetail(id: String, _ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        guard let product = catalogue.product(id: id) else { throw .notFound("product", id: id) }
        let category = catalogue.categories[product.categoryIndex]
        let body = ProductDetailBody(
            id: product.id, name: product.name, categoryID: category.id, categoryName: category.name,
            description: product.description, price: MoneyBody(product.fromPrice), rating: product.rating,
            ratingCount: product.ratingCount, inStock: inStock(product),
            variants: product.variants.map { variant in
                VariantBody(
                    id: variant.id, name: variant.name, price: MoneyBody(variant.price), stock: available(variant))
            },
            relatedProductIDs: product.relatedIndices.map { catalogue.products[$0].id })
        return try json(200, body)
    }

    private func summary(_ product: Product) -> ProductSummaryBody {
        ProductSummaryBody(
            id: product.id, name: product.name, categoryID: catalogue.categories[product.categoryIndex].id,
            price: MoneyBody(product.fromPrice), rating: product.rating, ratingCount: product.ratingCount,
            inStock: inStock(product))
    }
}
