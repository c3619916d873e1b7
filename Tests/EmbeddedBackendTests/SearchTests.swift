import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

/// A deliberately naive reference search: fold, split into words, check every query word prefixes some word.
private enum ReferenceSearch {
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Each product's name, category and description words, folded once.
    static let allFields: [[[String]]] = Catalogue.standard.products.map { product in
        [
            words(product.name), words(Catalogue.standard.categories[product.categoryIndex].name),
            words(product.description),
        ]
    }

    /// The documented score (each query word adds 4, 2 or 1 for its best field: name, category, description),
    /// or nil when some query word matches nowhere.
    static func score(_ product: Product, _ query: String) -> Int? {
        let fields = allFields[product.index]
        var score = 0
        for token in words(query) {
            guard let field = fields.firstIndex(where: { $0.contains { $0.hasPrefix(token) } }) else { return nil }
            score += [4, 2, 1][field]
        }
        return score
    }

    static func ids(_ query: String, category: String? = nil, min: Int? = nil, max: Int? = nil) -> Set<String> {
        Set(
            Catalogue.standard.products.filter { product in
                score(product, query) != nil
                    && (category == nil || Catalogue.standard.categories[product.categoryIndex].id == category)
                    && (min == nil || product.fromPrice >= min!) && (max == nil || product.fromPrice <= max!)
            }.map(\.id))
    }
}

@Suite("GET /v1/products search")
struct SearchTests {
    let backend: EmbeddedShopBackend

    init() throws { backend = try makeBackend() }

    @Test("matching ignores case and diacritics", arguments: ["cafe", "Café", "CAFÉ", "café"])
    func diacriticInsensitive(query: String) async throws {
        let page = try await backend.get("/v1/products", ["q": query, "limit": "50"]).decode(ProductPageDTO.self)
        let reference = ReferenceSearch.ids("cafe")
        #expect(page.total == reference.count)
        #expect(page.total > 20)
        #expect(page.items.allSatisfy { reference.contains($0.id) })
        #expect(page.items.contains { $0.name.contains("Café") })
    }

    @Test(
        "results are exactly the products where every query word starts a word of name, category or description",
        arguments: [
            "jalapeno sauce", "creme", "organic cotton", "zurich", "noir headphones", "tea", "dark roast beans",
            "pour-over", "1 kg", "xylophone",
        ])
    func matchesReference(query: String) async throws {
        let all = try await backend.allPages(["q": query], limit: 50)
        #expect(Set(all.items.map(\.id)) == ReferenceSearch.ids(query))
        #expect(all.totals == [ReferenceSearch.ids(query).count])
    }

    @Test("relevance ranks name matches, then category, then description; ties by product ID")
    func relevanceOrder() async throws {
        let items = try await backend.allPages(["q": "tea"], limit: 50).items
        let scores = items.map { ReferenceSearch.score(Catalogue.standard.product(id: $0.id)!, "tea")! }
        #expect(Set(scores) == [4, 2, 1], "the query should hit all three fields")
        let ranked = zip(scores, items.map(\.id))
        let misordered = zip(ranked, ranked.dropFirst()).filter { earlier, later in
            !(earlier.0 > later.0 || (earlier.0 == later.0 && earlier.1 < later.1))
        }
        #expect(misordered.isEmpty, "first misordered pair: \(String(describing: misordered.first))")
    }

    @Test("category and price filters narrow the results")
    func filters() async throws {
        let query = ["q": "organic", "category": "pantry", "minPrice": "1000", "maxPrice": "3000"]
        let items = try await backend.allPages(query, limit: 50).items
        #expect(Set(items.map(\.id)) == ReferenceSearch.ids("organic", category: "pantry", min: 1_000, max: 3_000))
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0.categoryID == "pantry" && (1_000...3_000).contains($0.price.amount) })
        let browse = try await backend.get("/v1/products").decode(ProductPageDTO.self)
        #expect(browse.total == Catalogue.standard.products.count)
        #expect(browse.items.count == 20)
    }

    @Test("each sort orders by its key, ties by product ID ascending")
    func sortOrders() async throws {
        let byPriceAscending = try await backend.allPages(["sort": "price_asc", "category": "audio"], limit: 50).items
        let byPriceDescending = try await backend.allPages(["sort": "price_desc", "category": "audio"], limit: 50).items
        let byRating = try await backend.allPages(["sort": "rating", "category": "audio"], limit: 50).items
        func ordered(_ items: [ProductSummaryDTO], _ key: (ProductSummaryDTO) -> Int, descending: Bool) -> Bool {
            zip(items, items.dropFirst()).allSatisfy { a, b in
                key(a) == key(b) ? a.id < b.id : (descending ? key(a) > key(b) : key(a) < key(b))
            }
        }
        let ascendingIsOrdered = ordered(byPriceAscending, { $0.price.amount }, descending: false)
        let descendingIsOrdered = ordered(byPriceDescending, { $0.price.amount }, descending: true)
        let ratingIsOrdered = ordered(byRating, \.rating, descending: true)
        #expect(ascendingIsOrdered)
        #expect(descendingIsOrdered)
        #expect(ratingIsOrdered)
        #expect(byPriceAscending.first!.price.amount < byPriceAscending.last!.price.amount)
    }

    @Test(
        "walking every page sees each match exactly once, for every sort and page size",
        arguments: ["relevance", "price_asc", "price_desc", "rating"])
    func pagingVisitsEachItemOnce(sort: String) async throws {
        for (query, limit) in [("", 37), ("organic", 7), ("cafe creme", 3)] {
            let walk = try await backend.allPages(["q": query, "sort": sort], limit: limit)
            let ids = walk.items.map(\.id)
            #expect(Set(ids).count == ids.count, "an item repeated")
            #expect(Set(ids) == ReferenceSearch.ids(query), "an item was skipped")
            #expect(walk.totals == [ids.count])
            let bigPages = try await backend.allPages(["q": query, "sort": sort], limit: 50).items.map(\.id)
            #expect(bigPages == ids, "page size changed the order")
        }
    }

    @Test("paging stays exact while stock changes between pages")
    func pagingSurvivesStockChanges() async throws {
        var seen: [String] = []
        var cursor: String?
        let token = try await backend.signIn()
        repeat {
            var query = ["sort": "rating", "limit": "40"]
            if let cursor { query["cursor"] = cursor }
            let page = try await backend.get("/v1/products", query).decode(ProductPageDTO.self)
            seen += page.items.map(\.id)
            cursor = page.nextCursor
            // Sell out the whole stock of a product on the next page.
            if let cursor,
                let next = try await backend.get("/v1/products", ["sort": "rating", "limit": "1", "cursor": cursor])
                    .decode(ProductPageDTO.self).items.first
            {
                let detail = try await backend.product(next.id)
                if let variant = detail.variants.first(where: { $0.stock > 0 && $0.stock <= 99 }) {
                    let quote = try await backend.quote([(next.id, variant.id, variant.stock)])
                    #expect(try await backend.placeOrder(quoteID: quote.quoteID, token: token).status == 201)
                }
            }
        } while cursor != nil
        #expect(seen.count == Catalogue.standard.products.count)
        #expect(Set(seen).count == seen.count)
    }

    @Test("a malformed, tampered or foreign cursor is a 400 invalid_cursor")
    func badCursors() async throws {
        let page = try await backend.get("/v1/products", ["q": "organic", "limit": "5"]).decode(ProductPageDTO.self)
        let cursor = try #require(page.nextCursor)
        for bad in [
            "not a cursor!", "AAAA", String(cursor.dropLast(3)), Base64URL.encode(Data("s1.zz.1.p-0001".utf8)),
            Base64URL.encode(Data("s1.1.1.p-9999".utf8)),
        ] {
            expectError(try await backend.get("/v1/products", ["q": "organic", "cursor": bad]), 400, "invalid_cursor")
        }
        let message = expectError(
            try await backend.get("/v1/products", ["q": "cafe", "cursor": cursor]), 400, "invalid_cursor")
        #expect(message.contains("different search"))
        let sameSearch = try await backend.get("/v1/products", ["q": "ORGANIC", "cursor": cursor, "limit": "9"])
        #expect(sameSearch.status == 200, "case is folded, so this is the same search")
    }

    @Test("invalid parameters are 400 invalid_field naming the parameter; an unknown category is 404")
    func invalidParameters() async throws {
        let cases: [([String: String], String)] = [
            (["limit": "0"], "limit"), (["limit": "51"], "limit"), (["limit": "ten"], "limit"),
            (["sort": "cheapest"], "sort"), (["minPrice": "-1"], "minPrice"), (["maxPrice": "1.5"], "maxPrice"),
            (["minPrice": "500", "maxPrice": "100"], "minPrice"), (["color": "red"], "color"),
            (["q": String(repeating: "a", count: 201)], "q"),
        ]
        for (query, field) in cases {
            let message = expectError(try await backend.get("/v1/products", query), 400, "invalid_field")
            #expect(message.hasPrefix(field), "\(query): \(message)")
        }
        let duplicate = HTTPRequest(
            method: .get, path: "/v1/products", query: [QueryItem("q", "a"), QueryItem("q", "b")])
        expectError(try await backend.send(duplicate), 400, "invalid_field")
        expectError(try await backend.get("/v1/products", ["category": "weapons"]), 404, "category_not_found")
    }
}
