import Persistence
import Testing

@testable import CartStore

@Suite("Cart change stream")
struct CartChangesTests {
    @Test("every subscriber first gets the current snapshot, then each change in order")
    func twoSubscribers() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        let initial = try await store.add(productID: "already", quantity: 2)
        var first = await store.changes().makeAsyncIterator()
        var second = await store.changes().makeAsyncIterator()
        #expect(await first.next() == initial)
        #expect(await second.next() == initial)

        let key = CartLineKey(productID: "shoe", variantID: "42")
        let expected = [
            try await store.add(productID: "shoe", variantID: "42"),
            try await store.setQuantity(3, for: key),
            try await store.remove(key),
            try await store.clear(),
        ]
        var seenByFirst: [CartSnapshot] = []
        var seenBySecond: [CartSnapshot] = []
        for _ in expected {
            seenByFirst.append(try #require(await first.next()))
            seenBySecond.append(try #require(await second.next()))
        }
        #expect(seenByFirst == expected)
        #expect(seenBySecond == expected)
        #expect(expected.map(\.itemCount) == [3, 5, 2, 0])
    }

    @Test("a refused change publishes nothing")
    func refusalsAreSilent() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        var changes = await store.changes().makeAsyncIterator()
        #expect(await changes.next() == CartSnapshot.empty)
        await #expect(throws: CartError.invalidQuantity(0)) { try await store.add(productID: "p", quantity: 0) }
        try await store.clear()
        let added = try await store.add(productID: "p")
        #expect(await changes.next() == added)
    }

    @Test("a cancelled subscription ends and is removed; the others keep receiving")
    func cancelledSubscription() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        let cancelled = await store.changes()
        var kept = await store.changes().makeAsyncIterator()
        #expect(await store.subscriberCount == 2)
        let consumer = Task {
            var received: [CartSnapshot] = []
            for await snapshot in cancelled { received.append(snapshot) }
            return received
        }
        consumer.cancel()
        let received = await consumer.value
        #expect(received.count <= 1, "only the initial snapshot can arrive before cancellation")
        try await waitUntil { await store.subscriberCount == 1 }

        let added = try await store.add(productID: "p")
        #expect(await kept.next() == .empty)
        #expect(await kept.next() == added)

        do { _ = await store.changes() }
        try await waitUntil { await store.subscriberCount == 1 }
    }

    /// Yields until `condition` holds; fails the test after many rounds instead of hanging.
    private func waitUntil(
        _ condition: () async -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for _ in 0..<100_000 {
            if await condition() { return }
            await Task.yield()
        }
        Issue.record("condition never became true", sourceLocation: sourceLocation)
    }
}
