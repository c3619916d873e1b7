import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

@Suite("Seeded catalogue")
struct CatalogueTests {
    @Test("the same seed gives the same catalogue; another seed gives another")
    func generationIsDeterministic() {
        let first = Catalogue(seed: Catalogue.standardSeed)
        let second = Catalogue(seed: Catalogue.standardSeed)
        #expect(first.products == second.products)
        #expect(first.categories == second.categories)
        let other = Catalogue(seed: Catalogue.standardSeed &+ 1)
        #expect(other.products.map(\.name) != first.products.map(\.name))
    }

    @Test("two backends serve byte-identical categories, search pages and product details")
    func backendsServeIdenticalCatalogues() async throws {
        let first = try makeBackend()
        let second = try makeBackend(.sqlite)
        #expect(try await first.get("/v1/categories").body == second.get("/v1/categories").body)
        for query in [["q": "café"], ["sort": "price_desc", "limit": "50"], ["category": "audio", "sort": "rating"]] {
            #expect(try await first.get("/v1/products", query).body == second.get("/v1/products", query).body)
        }
        for number in stride(from: 1, through: 1_200, by: 7) {
            let path = "/v1/products/p-" + String(format: "%04d", number)
            let (a, b) = (try await first.get(path), try await second.get(path))
            #expect(a.status == 200)
            #expect(a.body == b.body)
        }
    }

    @Test("shape: 10 categories, 1,200 products with 1-4 variants, diacritics, some sold out")
    func catalogueShape() {
        let catalogue = Catalogue.standard
        #expect((8...10).contains(catalogue.categories.count))
        #expect(catalogue.products.count >= 1_000)
        #expect(catalogue.productCounts.reduce(0, +) == catalogue.products.count)
        #expect(catalogue.productCounts.allSatisfy { $0 > 50 })
        #expect(catalogue.products.first?.id == "p-0001")
        #expect(Set(catalogue.products.map(\.id)).count == catalogue.products.count)
        #expect(Set(catalogue.products.map(\.name)).count == catalogue.products.count)
        for product in catalogue.products {
            #expect((1...4).contains(product.variants.count))
            #expect((0...50).contains(product.rating))
            #expect(product.variants.allSatisfy { $0.price > 0 && $0.initialStock >= 0 })
            #expect(product.relatedIndices.count == 4 && !product.relatedIndices.contains(product.index))
            #expect(product.relatedIndices.allSatisfy { catalogue.products[$0].categoryIndex == product.categoryIndex })
        }
        for word in ["Café", "Crème", "Jalapeño"] {
            #expect(catalogue.products.contains { $0.name.contains(word) }, "no product name has \(word)")
        }
        let soldOut = catalogue.products.filter { $0.variants.allSatisfy { $0.initialStock == 0 } }
        #expect(!soldOut.isEmpty)
        #expect(soldOut.count < catalogue.products.count / 5)
    }

    @Test("GET /v1/categories lists every category with its product count")
    func categories() async throws {
        let backend = try makeBackend()
        let response = try await backend.get("/v1/categories")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json")
        let list = try response.decode(CategoryListDTO.self)
        #expect(list.items.map(\.id) == Catalogue.standard.categories.map(\.id))
        for category in list.items {
            let page = try await backend.get("/v1/products", ["category": category.id]).decode(ProductPageDTO.self)
            #expect(page.total == category.productCount)
        }
        expectError(try await backend.get("/v1/categories", ["page": "2"]), 400, "invalid_field")
    }

    @Test("GET /v1/products/{id} returns description, variants with stock and related IDs; unknown IDs are 404")
    func productDetail() async throws {
        let backend = try makeBackend()
        let source = Catalogue.standard.products[41]
        let detail = try await backend.product(source.id)
        #expect(detail.id == source.id)
        #expect(detail.name == source.name)
        #expect(detail.description == source.description)
        #expect(detail.categoryID == Catalogue.standard.categories[source.categoryIndex].id)
        #expect(detail.variants.map(\.id) == source.variants.map(\.id))
        #expect(detail.variants.map(\.stock) == source.variants.map(\.initialStock))
        #expect(detail.price == MoneyDTO(amount: source.variants.map(\.price).min()!, currency: "USD"))
        #expect(detail.inStock == source.variants.contains { $0.initialStock > 0 })
        #expect(detail.relatedProductIDs.count == 4)
        for related in detail.relatedProductIDs {
            #expect(try await backend.product(related).categoryID == detail.categoryID)
        }
        let message = expectError(try await backend.get("/v1/products/p-9999"), 404, "product_not_found")
        #expect(message.contains("p-9999"))
    }
}
