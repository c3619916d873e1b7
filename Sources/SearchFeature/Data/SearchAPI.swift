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
        return response.items.map(\.model)
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
        return ResultPage(offers: response.items.map(\.model), total: response.total, nextCursor: response.nextCursor)
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
}
