import Persistence
import Testing

@testable import CartStore

@Suite("Cart rules")
struct CartValidationTests {
    /// The lines a fresh `CartStore` reads back from the same database: what is on disk.
    private func persistedSnapshot(_ database: Database) async throws -> CartSnapshot {
        try await CartStore(database: database).snapshot()
    }

    private func makeStore() throws -> (CartStore, Database) {
        let database = try Database(.inMemory)
        return (try CartStore(database: database), database)
    }

    /// Runs `change`, expects `expected`, and checks that memory and disk both still equal the state before.
    private func expectRefused(
        _ expected: CartError, store: CartStore, database: Database,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (CartStore) async throws(CartError) -> Void
    ) async throws {
        let before = await store.snapshot()
        do {
            try await change(store)
            Issue.record("expected \(expected)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
        }
        #expect(await store.snapshot() == before, sourceLocation: sourceLocation)
        #expect(try await persistedSnapshot(database) == before, sourceLocation: sourceLocation)
    }

    @Test("adding merges into the existing line; variants are separate lines")
    func addMerges() async throws {
        let (store, database) = try makeStore()
        try await store.add(productID: "shirt", variantID: "M", quantity: 2)
        try await store.add(productID: "shirt", variantID: "L")
        try await store.add(productID: "shirt", variantID: "M", quantity: 3)
        let snapshot = await store.snapshot()
        #expect(
            snapshot.lines == [
                CartLine(productID: "shirt", variantID: "M", quantity: 5),
                CartLine(productID: "shirt", variantID: "L", quantity: 1),
            ])
        #expect(snapshot.itemCount == 6)
        #expect(await store.itemCount == 6)
        #expect(snapshot.quantity(of: CartLineKey(productID: "shirt", variantID: "M")) == 5)
        #expect(snapshot.quantity(of: CartLineKey(productID: "shirt", variantID: nil)) == 0)
        #expect(try await persistedSnapshot(database) == snapshot)
    }

    @Test("lines keep the order they were first added in, in memory and on disk")
    func order() async throws {
        let (store, database) = try makeStore()
        for id in ["c", "a", "b"] { try await store.add(productID: id) }
        try await store.add(productID: "c", quantity: 4)
        try await store.setQuantity(7, for: CartLineKey(productID: "a", variantID: nil))
        try await store.remove(CartLineKey(productID: "c", variantID: nil))
        try await store.add(productID: "c")
        let snapshot = await store.snapshot()
        #expect(snapshot.lines.map(\.productID) == ["a", "b", "c"])
        #expect(snapshot.lines.map(\.quantity) == [7, 1, 1])
        #expect(try await persistedSnapshot(database) == snapshot)
    }

    @Test("quantities outside 1...99 are refused by add and setQuantity", arguments: [0, -1, 100, Int.min, Int.max])
    func invalidQuantity(_ quantity: Int) async throws {
        let (store, database) = try makeStore()
        try await store.add(productID: "p", quantity: 3)
        try await expectRefused(.invalidQuantity(quantity), store: store, database: database) {
            store throws(CartError) in
            try await store.add(productID: "p", quantity: quantity)
        }
        try await expectRefused(.invalidQuantity(quantity), store: store, database: database) {
            store throws(CartError) in
            try await store.setQuantity(quantity, for: CartLineKey(productID: "p", variantID: nil))
        }
    }

    @Test(
        "malformed product IDs are refused",
        arguments: [
            "", "   ", String(repeating: "x", count: 129), String(repeating: "x", count: 127) + "é", "tab\there",
            "nul\u{0}",
        ])
    func invalidProductID(_ productID: String) async throws {
        let (store, database) = try makeStore()
        try await store.add(productID: "kept")
        try await expectRefused(.invalidProductID(productID), store: store, database: database) {
            store throws(CartError) in
            try await store.add(productID: productID)
        }
    }

    @Test("an empty variant ID is refused (nil means no variant); IDs of 128 UTF-8 bytes are accepted")
    func variantAndLengthLimits() async throws {
        let (store, database) = try makeStore()
        try await expectRefused(.invalidVariantID(""), store: store, database: database) { store throws(CartError) in
            try await store.add(productID: "p", variantID: "")
        }
        // 64 characters of two bytes each: the limit counts bytes, and 128 of them are allowed.
        let longest = String(repeating: "é", count: 64)
        try await store.add(productID: String(repeating: "x", count: 128))
        try await store.add(productID: longest, variantID: longest)
        let snapshot = await store.snapshot()
        #expect(snapshot.lines.map(\.productID) == [String(repeating: "x", count: 128), longest])
        try await expectRefused(
            .invalidVariantID(longest + "x"), store: store, database: database
        ) { store throws(CartError) in
            try await store.add(productID: "p", variantID: longest + "x")
        }
        #expect(try await persistedSnapshot(database) == snapshot)
    }

    @Test("adding beyond 99 on a line is refused with the line's key")
    func quantityLimit() async throws {
        let (store, database) = try makeStore()
        let key = CartLineKey(productID: "p", variantID: "red")
        try await store.add(productID: "p", variantID: "red", quantity: 98)
        try await store.add(productID: "p", variantID: "red")
        try await expectRefused(
            .quantityLimitExceeded(key: key, limit: 99), store: store, database: database
        ) { store throws(CartError) in
            try await store.add(productID: "p", variantID: "red")
        }
        #expect(await store.snapshot().quantity(of: key) == 99)
    }

    @Test("a 51st line is refused; merging into an existing line still works when full")
    func lineLimit() async throws {
        let (store, database) = try makeStore()
        for index in 0..<50 { try await store.add(productID: "p\(index)") }
        try await expectRefused(.tooManyLines(limit: 50), store: store, database: database) {
            store throws(CartError) in
            try await store.add(productID: "one-too-many")
        }
        try await store.add(productID: "p0")
        let snapshot = await store.snapshot()
        #expect(snapshot.lines.count == 50)
        #expect(snapshot.itemCount == 51)
    }

    @Test("changing or removing a line that is not there is refused")
    func missingLine() async throws {
        let (store, database) = try makeStore()
        try await store.add(productID: "p", variantID: "S")
        let missing = CartLineKey(productID: "p", variantID: nil)
        try await expectRefused(.lineNotFound(missing), store: store, database: database) { store throws(CartError) in
            try await store.setQuantity(2, for: missing)
        }
        try await expectRefused(.lineNotFound(missing), store: store, database: database) { store throws(CartError) in
            try await store.remove(missing)
        }
    }

    @Test("clear empties the cart on disk too; errors read well")
    func clearAndDescriptions() async throws {
        let (store, database) = try makeStore()
        try await store.add(productID: "a", quantity: 2)
        try await store.add(productID: "b", variantID: "XL")
        try await store.clear()
        let cleared = await store.snapshot()
        #expect(cleared.isEmpty && cleared.itemCount == 0)
        #expect(try await persistedSnapshot(database).isEmpty)
        try await store.clear()
        #expect(await store.snapshot() == cleared)
        let key = CartLineKey(productID: "b", variantID: "XL")
        #expect(CartError.lineNotFound(key).description == "product b (variant XL) is not in the cart")
        #expect(CartError.invalidQuantity(0).description == "quantity 0 is not allowed; use 1 to 99")
        #expect(
            CartError.storage(.closed).description
                == "the cart could not be saved: its database is closed; start the app again; nothing was changed")
        let unique = CartError.storage(.constraint("UNIQUE constraint failed: cart_lines.product_id"))
        #expect(
            unique.description == "the cart could not be saved: its database refused the change; nothing was changed",
            "SQLite's own words never reach the screen")
    }
}
