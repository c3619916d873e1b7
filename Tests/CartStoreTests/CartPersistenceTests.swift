import Foundation
import Persistence
import Testing

@testable import CartStore

@Suite("Cart storage")
struct CartPersistenceTests {
    @Test("a new CartStore over the same file sees exactly the state before the restart")
    func survivesRestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CartStoreTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cart.sqlite").path

        let before: CartSnapshot
        do {
            let database = try Database(.file(path: path))
            let store = try CartStore(database: database)
            try await store.add(productID: "mug", quantity: 2)
            try await store.add(productID: "tee", variantID: "M")
            try await store.add(productID: "tee", variantID: "L", quantity: 3)
            try await store.setQuantity(5, for: CartLineKey(productID: "mug", variantID: nil))
            try await store.remove(CartLineKey(productID: "tee", variantID: "M"))
            before = await store.snapshot()
            database.close()
        }
        let reopened = try CartStore(database: try Database(.file(path: path)))
        #expect(await reopened.snapshot() == before)
        #expect(before.lines.map(\.productID) == ["mug", "tee"])
        #expect(before.itemCount == 8)
    }

    @Test("1,000 concurrent adds give exact per-line totals")
    func concurrentAdds() async throws {
        let database = try Database(.inMemory)
        let store = try CartStore(database: database)
        let products = 20
        let tasks = 1_000
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask { try await store.add(productID: "p\(task % products)") }
            }
            try await group.waitForAll()
        }
        let snapshot = await store.snapshot()
        #expect(snapshot.itemCount == tasks)
        #expect(snapshot.lines.count == products)
        #expect(snapshot.lines.allSatisfy { $0.quantity == tasks / products })
        #expect(try await CartStore(database: database).snapshot() == snapshot)
    }

    @Test("concurrent adds past the per-line cap: exactly 99 succeed, every other one is refused")
    func concurrentAddsHitTheCap() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        let attempts = 150
        let refusals = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<attempts {
                group.addTask {
                    do {
                        try await store.add(productID: "popular")
                        return 0
                    } catch CartError.quantityLimitExceeded {
                        return 1
                    }
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(refusals == 51)
        #expect(await store.itemCount == 99)
    }

    @Test("when the database refuses a write, memory and disk stay equal and the error is .storage")
    func failedWritesLeaveStateConsistent() async throws {
        let database = try Database(.inMemory)
        let store = try CartStore(database: database)
        try await store.add(productID: "kept", quantity: 2)
        try await store.add(productID: "other")
        try database.write { connection in
            try connection.execute(
                "CREATE TRIGGER refuse_insert BEFORE INSERT ON cart_lines BEGIN SELECT RAISE(ABORT, 'disk says no'); END"
            )
            try connection.execute(
                "CREATE TRIGGER refuse_update BEFORE UPDATE ON cart_lines BEGIN SELECT RAISE(ABORT, 'disk says no'); END"
            )
            try connection.execute(
                "CREATE TRIGGER refuse_delete BEFORE DELETE ON cart_lines BEGIN SELECT RAISE(ABORT, 'disk says no'); END"
            )
        }
        let before = await store.snapshot()
        let kept = CartLineKey(productID: "kept", variantID: nil)
        let changes: [@Sendable (CartStore) async throws -> Void] = [
            { try await $0.add(productID: "new") },
            { try await $0.add(productID: "kept") },
            { try await $0.setQuantity(9, for: kept) },
            { try await $0.remove(kept) },
            { try await $0.clear() },
        ]
        for change in changes {
            await #expect(throws: CartError.storage(.constraint("disk says no"))) { try await change(store) }
            #expect(await store.snapshot() == before)
        }
        try database.write { connection in
            try connection.execute("DROP TRIGGER refuse_insert")
            try connection.execute("DROP TRIGGER refuse_update")
            try connection.execute("DROP TRIGGER refuse_delete")
        }
        #expect(try await CartStore(database: database).snapshot() == before)
        try await store.add(productID: "new")
        let after = await store.snapshot()
        #expect(after.lines.map(\.productID) == ["kept", "other", "new"])
    }

    @Test("a closed database turns every change into .storage(.closed) and keeps the cart as it was")
    func closedDatabase() async throws {
        let database = try Database(.inMemory)
        let store = try CartStore(database: database)
        try await store.add(productID: "kept")
        database.close()
        await #expect(throws: CartError.storage(.closed)) { try await store.add(productID: "new") }
        #expect(await store.snapshot().lines.map(\.productID) == ["kept"])
        #expect(throws: CartError.storage(.closed)) { try CartStore(database: database) }
    }
}
