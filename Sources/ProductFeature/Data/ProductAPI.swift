import FeatureState
import Networking

/// The product screen's calls to the shop API, mapping wire shapes into the feature's own models at the boundary.
struct ProductAPI: Sendable {
    let client: any HTTPClient

    /// `GET /v1/products/{id}`.
    func product(id: String) async throws(NetworkError) -> ProductDetail {
        try await fetch(id: id).model
    }

    /// The related products of `ids`, in the same order, each read with `GET /v1/products/{id}` at the same time.
    ///
    /// An ID the shop no longer knows (404) is left out; any other failure fails the whole list.
    func relatedProducts(ids: [String]) async throws(NetworkError) -> [RelatedProduct] {
        let results = await withTaskGroup(of: (Int, Result<RelatedProduct?, NetworkError>).self) { group in
            for (position, id) in ids.enumerated() {
                group.addTask {
                    do throws(NetworkError) {
                        return (position, .success(try await fetch(id: id).related))
                    } catch  where error.statusCode == 404 {
                        return (position, .success(nil))
                    } catch {
                        return (position, .failure(error))
                    }
                }
            }
            var results = [Result<RelatedProduct?, NetworkError>?](repeating: nil, count: ids.count)
            for await (position, result) in group { results[position] = result }
            return results
        }
        var related: [RelatedProduct] = []
        for result in results {
            switch result {
            case .success(let product?)?: related.append(product)
            case .failure(let error)?: throw error
            case .success(nil)?, nil: continue
            }
        }
        return related
    }

    private func fetch(id: String) async throws(NetworkError) -> ProductDetailDTO {
        let product = try await client.decoded(
            HTTPRequest(method: .get, path: "/v1/products/\(id)"), as: ProductDetailDTO.self)
        try product.requireFiguresInRange()
        return product
    }
}

/// `GET /v1/products/{id}`: the fields the product screen uses.
struct ProductDetailDTO: Decodable {
    struct Variant: Decodable {
        let id: String
        let name: String
        let price: MoneyDTO
        let stock: Int

        var model: ProductVariant { ProductVariant(id: id, name: name, price: price.money, stock: max(0, stock)) }
    }

    let id: String
    let name: String
    let categoryName: String
    let description: String
    let price: MoneyDTO
    let rating: Int
    let ratingCount: Int
    let inStock: Bool
    let variants: [Variant]
    let relatedProductIDs: [String]

    var model: ProductDetail {
        ProductDetail(
            id: id, name: name, categoryName: categoryName, description: description, ratingTenths: rating,
            ratingCount: ratingCount, variants: variants.map(\.model), relatedProductIDs: relatedProductIDs)
    }

    /// Refuses a negative price, a rating outside 0 to 5 stars or a negative count of ratings.
    func requireFiguresInRange() throws(NetworkError) {
        do {
            try ReplyFigures.requireNonNegative(price, at: "price.amount")
            try ReplyFigures.requireRating(tenths: rating, count: ratingCount, at: "")
            for (index, variant) in variants.enumerated() {
                try ReplyFigures.requireNonNegative(variant.price, at: "variants.\(index).price.amount")
            }
        } catch {
            throw .undecodable(type: "ProductDetailDTO", codingPath: error.path, reason: error.reason)
        }
    }

    var related: RelatedProduct {
        RelatedProduct(id: id, name: name, fromPrice: price.money, inStock: inStock)
    }
}
