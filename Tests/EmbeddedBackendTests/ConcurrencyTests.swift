import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

@Suite("Concurrent order placement")
struct ConcurrencyTests {
    @Test("100 concurrent placements with distinct keys give 100 orders and exact stock", arguments: StoreKind.allCases)
    func hundredConcurrentOrders(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let token = try await backend.signIn()
        let variants = Catalogue.standard.products.compactMap { product in
            product.variants.first { $0.initialStock >= 2 }.map { (product.id, $0) }
        }.prefix(100)
        #expect(variants.count == 100)
        var quotes: [String] = []
        for (productID, variant) in variants {
            quotes.append(try await backend.quote([(productID, variant.id, 2)]).quoteID)
        }

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for (index, quoteID) in quotes.enumerated() {
                group.addTask {
                    try await backend.placeOrder(quoteID: quoteID, token: token, key: "key-\(index)").status
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 201, count: 100))
        var ids: [String] = []
        var cursor: String?
        repeat {
            var query = ["limit": "50"]
            if let cursor { query["cursor"] = cursor }
            let page = try await backend.get("/v1/orders", query, token: token).decode(OrderPageDTO.self)
            ids += page.items.map(\.id)
            cursor = page.nextCursor
        } while cursor != nil
        #expect(Set(ids).count == 100)
        for (productID, variant) in variants {
            let stock = try await backend.product(productID).variants.first { $0.id == variant.id }?.stock
            #expect(stock == variant.initialStock - 2, "\(variant.id)")
        }
        // Exactly these variants moved, each exactly once: nothing else was sold.
        let expected = Dictionary(uniqueKeysWithValues: variants.map { ($0.1.id, 2) })
        #expect(await backend.soldQuantities == expected)
    }

    @Test("concurrent placements competing for one variant sell exactly its stock", arguments: StoreKind.allCases)
    func contention(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let token = try await backend.signIn()
        let (productID, variant) = Catalogue.standard.products.lazy.compactMap { product in
            product.variants.first { $0.initialStock >= 20 }.map { (product.id, $0) }
        }.first!
        let attempts = variant.initialStock + 15
        var quotes: [String] = []
        for _ in 0..<attempts { quotes.append(try await backend.quote([(productID, variant.id, 1)]).quoteID) }
        let responses = try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            for quoteID in quotes { group.addTask { try await backend.placeOrder(quoteID: quoteID, token: token) } }
            return try await group.reduce(into: [HTTPResponse]()) { $0.append($1) }
        }
        #expect(responses.filter { $0.status == 201 }.count == variant.initialStock)
        #expect(responses.filter { $0.apiError?.code == "out_of_stock" }.count == 15)
        #expect(try await backend.product(productID).variants.first { $0.id == variant.id }?.stock == 0)
        #expect(await backend.soldQuantities[variant.id] == variant.initialStock)
    }

    @Test("the same key sent 20 times at once places one order and answers identically", arguments: StoreKind.allCases)
    func concurrentDuplicates(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let token = try await backend.signIn()
        let quote = try await backend.quote([("p-0001", "p-0001-v2", 1)])
        let bodies = try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            for _ in 0..<20 {
                group.addTask { try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "dup") }
            }
            return try await group.reduce(into: [HTTPResponse]()) { $0.append($1) }
        }
        #expect(Set(bodies.map(\.status)) == [201])
        #expect(Set(bodies.map(\.body)).count == 1)
        #expect(bodies.filter { $0.headers["Idempotency-Replayed"] == nil }.count == 1)
        #expect(await backend.soldQuantities["p-0001-v2"] == 1)
    }
}
