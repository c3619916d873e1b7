import Persistence
import Testing

@testable import CartStore

/// Keeps every cart its listener was told about, in order.
private actor HeardCarts {
    private(set) var carts: [CartSnapshot] = []

    func hear(_ cart: CartSnapshot) { carts.append(cart) }
}

@Suite("Cart observers", .timeLimit(.minutes(5)))
struct CartChangesTests {
    @Test("every listener first hears the current cart, then each change, before the change returns")
    func twoListeners() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        try await store.add(productID: "already", quantity: 2)
        let initial = await store.snapshot()
        let first = HeardCarts()
        let second = HeardCarts()
        await store.observe(first) { await $0.hear($1) }
        await store.observe(second) { await $0.hear($1) }
        #expect(await first.carts == [initial])
        #expect(await second.carts == [initial])

        let key = CartLineKey(productID: "shoe", variantID: "42")
        var expected = [initial]
        try await store.add(productID: "shoe", variantID: "42")
        expected.append(await store.snapshot())
        #expect(await first.carts == expected, "heard before add returned")
        try await store.setQuantity(3, for: key)
        expected.append(await store.snapshot())
        #expect(try await store.remove(key) == CartLine(productID: "shoe", variantID: "42", quantity: 3))
        expected.append(await store.snapshot())
        try await store.clear()
        expected.append(await store.snapshot())
        #expect(await first.carts == expected)
        #expect(await second.carts == expected)
        #expect(expected.map(\.itemCount) == [2, 3, 5, 2, 0])
    }

    @Test("listeners are told in the order they started listening")
    func listenersInOrder() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        let order = HeardOrder()
        let early = NamedListener("early", order)
        let late = NamedListener("late", order)
        await store.observe(early) { await $0.order.note($0.name, $1) }
        await store.observe(late) { await $0.order.note($0.name, $1) }
        try await store.add(productID: "p", quantity: 2)
        #expect(await order.notes == ["early 0", "late 0", "early 2", "late 2"])
    }

    @Test("a refused change tells nobody")
    func refusalsAreSilent() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        let heard = HeardCarts()
        await store.observe(heard) { await $0.hear($1) }
        await #expect(throws: CartError.invalidQuantity(0)) { try await store.add(productID: "p", quantity: 0) }
        try await store.clear()
        try await store.add(productID: "p")
        let added = await store.snapshot()
        #expect(await heard.carts == [.empty, added])
    }

    @Test("a stopped listener hears nothing more at once; the others keep hearing")
    func stoppedListener() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        let stopped = HeardCarts()
        let kept = HeardCarts()
        let stoppedID = await store.observe(stopped) { await $0.hear($1) }
        await store.observe(kept) { await $0.hear($1) }
        #expect(await store.observerCount == 2)

        await store.stopObserving(stoppedID)
        #expect(await store.observerCount == 1)
        try await store.add(productID: "p")
        let added = await store.snapshot()
        #expect(await stopped.carts == [.empty])
        #expect(await kept.carts == [.empty, added])
        await store.stopObserving(stoppedID)
        #expect(await store.observerCount == 1)
    }

    @Test("a released listener is forgotten without being stopped")
    func releasedListener() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        var released: HeardCarts? = HeardCarts()
        if let released { await store.observe(released) { await $0.hear($1) } }
        #expect(await store.observerCount == 1)
        released = nil
        #expect(await store.observerCount == 0)
        try await store.add(productID: "p")
        #expect(released == nil)
    }
}

/// Notes which listener heard which item count, across listeners.
private actor HeardOrder {
    private(set) var notes: [String] = []

    func note(_ name: String, _ cart: CartSnapshot) { notes.append("\(name) \(cart.itemCount)") }
}

private final class NamedListener: Sendable {
    let name: String
    let order: HeardOrder

    init(_ name: String, _ order: HeardOrder) {
        self.name = name
        self.order = order
    }
}
