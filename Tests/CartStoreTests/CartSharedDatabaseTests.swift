import Foundation
import Persistence
import Testing

@testable import CartStore

/// Two connections to one database file, as two processes of the app (or an app and its extension) have: each
/// change is made against what is on disk, and each store sees the other's changes.
@Suite("One cart shared by several connections", .timeLimit(.minutes(5)))
struct CartSharedDatabaseTests {
    /// Two stores, each over its own connection to the same new file, and a way to remove the file.
    private struct Pair {
        let first: CartStore
        let second: CartStore
        let directory: URL

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("CartShared-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("cart.sqlite").path
            first = try CartStore(database: try Database(.file(path: path)))
            second = try CartStore(database: try Database(.file(path: path)))
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    @Test("each adds the same line: the adds are summed, none is lost")
    func addsAreRelative() async throws {
        let pair = try Pair()
        defer { pair.remove() }
        let key = CartLineKey(productID: "p-0041", variantID: "v-1")
        try await pair.first.add(productID: "p-0041", variantID: "v-1")
        try await pair.second.add(productID: "p-0041", variantID: "v-1")
        try await pair.first.add(productID: "p-0041", variantID: "v-1")
        #expect(await pair.first.snapshot().quantity(of: key) == 3)
        #expect(await pair.second.snapshot().quantity(of: key) == 3)
    }

    @Test("a line removed by one is gone for the other, whose add then starts a new line")
    func removalIsSeen() async throws {
        let pair = try Pair()
        defer { pair.remove() }
        try await pair.first.add(productID: "mug", quantity: 2)
        #expect(await pair.second.snapshot().itemCount == 2)
        #expect(try await pair.first.remove(CartLineKey(productID: "mug", variantID: nil)).quantity == 2)
        try await pair.second.add(productID: "tee")
        #expect(await pair.second.snapshot().lines == [CartLine(productID: "tee", variantID: nil, quantity: 1)])
        #expect(await pair.first.snapshot().lines == [CartLine(productID: "tee", variantID: nil, quantity: 1)])
        await #expect(throws: CartError.lineNotFound(CartLineKey(productID: "mug", variantID: nil))) {
            try await pair.second.setQuantity(5, for: CartLineKey(productID: "mug", variantID: nil))
        }
    }

    @Test("adding a line the other added merges into it instead of failing")
    func noDuplicateLine() async throws {
        let pair = try Pair()
        defer { pair.remove() }
        _ = await pair.second.snapshot()  // the second has read the empty cart
        try await pair.first.add(productID: "p-0001", quantity: 2)
        try await pair.second.add(productID: "p-0001", quantity: 3)
        #expect(await pair.first.snapshot().lines == [CartLine(productID: "p-0001", variantID: nil, quantity: 5)])
    }

    @Test("the limits hold for what is on disk: 99 per line and 50 lines between both")
    func limitsOnDisk() async throws {
        let pair = try Pair()
        defer { pair.remove() }
        let key = CartLineKey(productID: "p", variantID: nil)
        _ = await pair.second.snapshot()
        try await pair.first.add(productID: "p", quantity: 60)
        await #expect(throws: CartError.quantityLimitExceeded(key: key, limit: 99)) {
            try await pair.second.add(productID: "p", quantity: 40)
        }
        try await pair.second.add(productID: "p", quantity: 39)
        #expect(await pair.first.snapshot().quantity(of: key) == 99)

        for number in 1..<30 { try await pair.first.add(productID: "a-\(number)") }
        for number in 30..<50 { try await pair.second.add(productID: "b-\(number)") }
        await #expect(throws: CartError.tooManyLines(limit: 50)) { try await pair.first.add(productID: "one-more") }
        #expect(await pair.second.snapshot().lines.count == 50)
    }

    @Test("observers hear another connection's change when their store refreshes, and only a real change")
    func observersHearOtherConnections() async throws {
        let pair = try Pair()
        defer { pair.remove() }
        let heard = HeardCounts()
        await pair.second.observe(heard) { await $0.hear($1.itemCount) }
        try await pair.first.add(productID: "p", quantity: 4)
        await pair.second.refresh()
        #expect(await heard.counts == [0, 4])
        await pair.second.refresh()
        #expect(await heard.counts == [0, 4], "nothing changed: nothing told")
        try await pair.first.clear()
        try await pair.second.add(productID: "q")
        #expect(await heard.counts == [0, 4, 1], "its own change tells the cart as it is on disk")
    }

    @Test("a spec is added in one transaction: a refused entry leaves the other's lines and nothing of the spec")
    func specIsAtomic() async throws {
        let pair = try Pair()
        defer { pair.remove() }
        try await pair.first.add(productID: "p-0002", quantity: 98)
        let spec = try CartSpec(parsing: "p-0001:3,p-0002:2")
        await #expect(
            throws: CartSpecError.refused(
                entry: "p-0002:2",
                .quantityLimitExceeded(key: CartLineKey(productID: "p-0002", variantID: nil), limit: 99))
        ) { try await pair.second.add(spec) }
        #expect(await pair.first.snapshot().lines == [CartLine(productID: "p-0002", variantID: nil, quantity: 98)])
    }
}

/// The item counts an observer heard, in order.
private actor HeardCounts {
    private(set) var counts: [Int] = []

    func hear(_ count: Int) { counts.append(count) }
}
