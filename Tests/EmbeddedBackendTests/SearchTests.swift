import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

/// What the seeded catalogue answers, written down once by hand-checked runs: each query's total and its
/// first results in relevance order (every result, when there are few).
private struct GoldenSearch: Sendable, CustomTestStringConvertible {
    let query: String
    let total: Int
    let firstIDs: [String]

    var testDescription: String { "\"\(query)\"" }

    static let all = [
        GoldenSearch(
            query: "jalapeno sauce", total: 6,
            firstIDs: ["p-0010", "p-0234", "p-0510", "p-0524", "p-0595", "p-1016"]),
        GoldenSearch(
            query: "creme", total: 145,
            firstIDs: ["p-0002", "p-0016", "p-0020", "p-0024", "p-0029", "p-0036", "p-0040", "p-0041", "p-0043"]),
        GoldenSearch(
            query: "organic cotton", total: 64,
            firstIDs: ["p-0027", "p-0107", "p-0133", "p-0439", "p-0441", "p-0446", "p-0448", "p-0505", "p-0521"]),
        GoldenSearch(
            query: "zurich", total: 113,
            firstIDs: ["p-0006", "p-0018", "p-0041", "p-0044", "p-0061", "p-0062", "p-0064", "p-0105", "p-0108"]),
        GoldenSearch(query: "noir headphones", total: 0, firstIDs: []),
        GoldenSearch(query: "dark roast beans", total: 1, firstIDs: ["p-0391"]),
        GoldenSearch(query: "pour-over", total: 5, firstIDs: ["p-0536", "p-0646", "p-0661", "p-0693", "p-0721"]),
        GoldenSearch(query: "1 kg", total: 0, firstIDs: []),
        GoldenSearch(query: "xylophone", total: 0, firstIDs: []),
        GoldenSearch(
            query: "cafe creme", total: 9,
            firstIDs: ["p-0016", "p-0657", "p-0755", "p-0847", "p-0947", "p-1176", "p-0164", "p-0904", "p-1195"]),
    ]
}

@Suite("GET /v1/products search")
struct SearchTests {
    let backend: EmbeddedShopBackend

    init() throws { backend = try makeBackend() }

    @Test("matching ignores case and diacritics", arguments: ["cafe", "Café", "CAFÉ", "café"])
    func diacriticInsensitive(query: String) async throws {
        let page = try await backend.get("/v1/products", ["q": query, "limit": "10"]).decode(ProductPageDTO.self)
        #expect(page.total == 139)
        #expect(
            page.items.map(\.id) == [
                "p-0013", "p-0015", "p-0016", "p-0021", "p-0033", "p-0050", "p-0087", "p-0089", "p-0155", "p-0164",
            ])
        #expect(page.items.contains { $0.name.contains("Café") })
    }

    @Test("each query finds the products every query word starts a word of", arguments: GoldenSearch.all)
    fileprivate func matchesGolden(_ golden: GoldenSearch) async throws {
        let all = try await backend.allPages(["q": golden.query], limit: 50)
        #expect(all.totals == [golden.total])
        #expect(all.items.count == golden.total)
        #expect(Array(all.items.map(\.id).prefix(golden.firstIDs.count)) == golden.firstIDs)
    }

    @Test("relevance ranks name matches, then category, then description; ties by product ID")
    func relevanceOrder() async throws {
        let items = try await backend.allPages(["q": "tea"], limit: 50).items
        #expect(items.count == 273)
        // Twenty teas and tea infusers by name, in ID order; then the "Coffee & Tea" category from its first ID.
        #expect(
            items.prefix(25).map(\.id) == [
                "p-0078", "p-0195", "p-0379", "p-0472", "p-0489", "p-0493", "p-0538", "p-0747", "p-0802", "p-0808",
                "p-0810", "p-0811", "p-0918", "p-0975", "p-1077", "p-1101", "p-1157", "p-1159", "p-1165", "p-1194",
                "p-0005", "p-0016", "p-0025", "p-0050", "p-0053",
            ])
        #expect(items.prefix(20).allSatisfy { $0.name.contains("Tea") })
        #expect(items.dropFirst(20).allSatisfy { !$0.name.contains("Tea") })
    }

    @Test("category and price filters narrow the results")
    func filters() async throws {
        let query = ["q": "organic", "category": "pantry", "minPrice": "1000", "maxPrice": "3000"]
        let items = try await backend.allPages(query, limit: 50).items
        #expect(items.map(\.id) == ["p-0176", "p-0367", "p-0480", "p-0823", "p-0849", "p-0894"])
        #expect(items.allSatisfy { $0.categoryID == "pantry" && (1_000...3_000).contains($0.price.amount) })
        let browse = try await backend.get("/v1/products").decode(ProductPageDTO.self)
        #expect(browse.total == 1_200)
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
        for (query, limit, total) in [("", 37, 1_200), ("organic", 7, 98), ("cafe creme", 3, 9)] {
            let walk = try await backend.allPages(["q": query, "sort": sort], limit: limit)
            let ids = walk.items.map(\.id)
            #expect(Set(ids).count == ids.count, "an item repeated")
            #expect(ids.count == total, "an item was skipped")
            #expect(walk.totals == [total])
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
        #expect(seen.count == 1_200)
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
