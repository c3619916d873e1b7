import Foundation
import Persistence
import Testing

@testable import CartStore

/// The order in doubt that the cart keeps: recorded before its request leaves, one at a time, and settled
/// together with the cart in one transaction.
@Suite("Pending orders", .timeLimit(.minutes(5)))
struct PendingOrderTests {
    private static func order(_ key: String, _ lines: [CartLine]) -> PendingOrder {
        PendingOrder(idempotencyKey: key, request: Data("{\"quoteID\":\"q-\(key)\"}".utf8), lines: lines)
    }

    private static let mug = CartLine(productID: "mug", variantID: nil, quantity: 2)
    private static let tee = CartLine(productID: "tee", variantID: "M", quantity: 1)

    @Test("a recorded order survives a restart, byte for byte, with its lines")
    func survivesRestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("PendingOrder-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cart.sqlite").path
        let order = Self.order("key-1", [Self.mug, Self.tee])
        do {
            let database = try Database(.file(path: path))
            let store = try CartStore(database: database)
            #expect(try await store.pendingOrder() == nil)
            try await store.holdForOrder(order)
            database.close()
        }
        let reopened = try CartStore(database: try Database(.file(path: path)))
        #expect(try await reopened.pendingOrder() == order)
    }

    @Test("one order at a time: the same key again changes nothing, another key is refused naming the pending one")
    func oneAtATime() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        try await store.holdForOrder(Self.order("key-1", [Self.mug]))
        try await store.holdForOrder(Self.order("key-1", [Self.mug]))
        await #expect(throws: CartError.orderPending(idempotencyKey: "key-1")) {
            try await store.holdForOrder(Self.order("key-2", [Self.tee]))
        }
        #expect(try await store.pendingOrder()?.idempotencyKey == "key-1")
    }

    @Test("completing takes the ordered items out and forgets the order; what was added meanwhile stays")
    func completion() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        try await store.add(productID: "mug", quantity: 2)
        try await store.add(productID: "tee", variantID: "M", quantity: 1)
        try await store.holdForOrder(Self.order("key-1", [Self.mug, Self.tee]))
        try await store.add(productID: "mug", quantity: 3)
        try await store.add(productID: "hat")
        #expect(try await store.completeOrder(idempotencyKey: "key-1") == .otherLinesKept)
        #expect(
            await store.snapshot().lines == [
                CartLine(productID: "mug", variantID: nil, quantity: 3),
                CartLine(productID: "hat", variantID: nil, quantity: 1),
            ])
        #expect(try await store.pendingOrder() == nil)
        #expect(try await store.completeOrder(idempotencyKey: "key-1") == .alreadyCompleted, "settling twice")
        #expect(await store.snapshot().itemCount == 4)
    }

    @Test("completing the only lines empties the cart and tells the observers once")
    func completionEmpties() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        try await store.add(productID: "mug", quantity: 2)
        try await store.holdForOrder(Self.order("key-1", [Self.mug]))
        let heard = HeardItemCounts()
        await store.observe(heard) { await $0.hear($1.itemCount) }
        #expect(try await store.completeOrder(idempotencyKey: "key-1") == .cartEmptied)
        #expect(await heard.counts == [2, 0])
    }

    @Test("abandoning forgets the order and leaves the cart; another key abandons nothing")
    func abandoning() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        try await store.add(productID: "mug", quantity: 2)
        try await store.holdForOrder(Self.order("key-1", [Self.mug]))
        try await store.abandonOrder(idempotencyKey: "key-2")
        #expect(try await store.pendingOrder() != nil)
        try await store.abandonOrder(idempotencyKey: "key-1")
        #expect(try await store.pendingOrder() == nil)
        #expect(await store.snapshot().itemCount == 2)
        try await store.holdForOrder(Self.order("key-2", [Self.mug]))
        #expect(try await store.pendingOrder()?.idempotencyKey == "key-2")
    }

    @Test("an order held through one connection is pending for another, which cannot start a second")
    func sharedBetweenConnections() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("PendingOrder-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cart.sqlite").path
        let first = try CartStore(database: try Database(.file(path: path)))
        let second = try CartStore(database: try Database(.file(path: path)))
        try await first.add(productID: "mug", quantity: 2)
        try await first.holdForOrder(Self.order("key-1", [Self.mug]))
        #expect(try await second.pendingOrder()?.idempotencyKey == "key-1")
        await #expect(throws: CartError.orderPending(idempotencyKey: "key-1")) {
            try await second.holdForOrder(Self.order("key-2", [Self.mug]))
        }
        #expect(try await second.completeOrder(idempotencyKey: "key-1") == .cartEmptied)
        #expect(try await first.completeOrder(idempotencyKey: "key-1") == .alreadyCompleted, "no second subtraction")
        #expect(await first.snapshot().isEmpty)
    }
}

/// The item counts an observer heard, in order.
private actor HeardItemCounts {
    private(set) var counts: [Int] = []

    func hear(_ count: Int) { counts.append(count) }
}
