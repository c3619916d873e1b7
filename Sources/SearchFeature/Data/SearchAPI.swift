import FeatureState
import Foundation
import Networking

/// Search's calls to the shop API, mapping wire shapes into Search's own models at the boundary.
struct SearchAPI: Sendable {
    /// The most results the API returns per page.
    static let pageSize = 20

    let client: any HTTPClient

    func categories() async throws(NetworkError) -> [ProductCategory] {
        let response = try await client.decoded(
            HTTPRequest(method: .get, path: "/v1/categories"), as: CategoryListDTO.self)
        return try response.models()
    }

    func search(_ criteria: SearchCriteria, cursor: String?) async throws(NetworkError) -> ResultPage {
        var query = [QueryItem("sort", criteria.sort.rawValue), QueryItem("limit", String(Self.pageSize))]
        if !criteria.text.isEmpty { query.append(QueryItem("q", criteria.text)) }
        if let category = criteria.categoryID { query.append(QueryItem("category", category)) }
        if let minimum = criteria.priceRange.minimum { query.append(QueryItem("minPrice", String(minimum))) }
        if let maximum = criteria.priceRange.maximum { query.append(QueryItem("maxPrice", String(maximum))) }
        if let cursor { query.append(QueryItem("cursor", cursor)) }
        let response = try await client.decoded(
            HTTPRequest(method: .get, path: "/v1/products", query: query), as: ProductPageDTO.self)
        return try response.page(after: cursor)
    }
}

/// `GET /v1/categories`.
struct CategoryListDTO: Decodable {
    struct Category: Decodable {
        let id: String
        let name: String
        let productCount: Int

        var model: ProductCategory { ProductCategory(id: id, name: name, productCount: productCount) }
    }

    let items: [Category]

    /// The categories, refused when a product count is negative.
    func models() throws(NetworkError) -> [ProductCategory] {
        do {
            for (index, item) in items.enumerated() {
                try ReplyFigures.requireCount(item.productCount, at: "items.\(index).productCount")
            }
        } catch {
            throw .undecodable(type: "CategoryListDTO", codingPath: error.path, reason: error.reason)
        }
        return items.map(\.model)
    }
}

/// `GET /v1/products`.
struct ProductPageDTO: Decodable {
    struct Summary: Decodable {
        let id: String
        let name: String
        let categoryID: String
        let price: MoneyDTO
        let rating: Int
        let ratingCount: Int
        let inStock: Bool

        var model: Offer {
            Offer(
                productID: id, name: name, categoryID: categoryID,
                indicativePrice: price.money,
                ratingTenths: rating, ratingCount: ratingCount, inStock: inStock)
        }
    }

    let items: [Summary]
    let nextCursor: String?
    let total: Int

    /// The page that followed `cursor`, refused when a price is negative, a rating is outside 0 to 5 stars, a
    /// count is negative, or the total is smaller than what the page shows. A next cursor equal to `cursor` would
    /// ask for this page again, so it ends the paging instead.
    func page(after cursor: String?) throws(NetworkError) -> ResultPage {
        do throws(ReplyFigureError) {
            try ReplyFigures.requireCount(total, at: "total")
            for (index, item) in items.enumerated() {
                try ReplyFigures.requireNonNegative(item.price, at: "items.\(index).price.amount")
                try ReplyFigures.requireRating(tenths: item.rating, count: item.ratingCount, at: "items.\(index).")
            }
            guard total >= items.count else {
                throw ReplyFigureError(
                    path: "total", reason: "expected at least the \(items.count) products of this page, found \(total)")
            }
        } catch {
            throw .undecodable(type: "ProductPageDTO", codingPath: error.path, reason: error.reason)
        }
        let next = nextCursor == cursor ? nil : nextCursor
        return ResultPage(offers: items.map(\.model), total: total, nextCursor: next)
    }
}
