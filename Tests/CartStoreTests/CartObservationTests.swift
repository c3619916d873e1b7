import Persistence
import Testing

@testable import CartStore

/// Counts the item totals an observer heard, in order.
@MainActor
private final class Observer: Sendable {
    var heard: [Int] = []
}

@MainActor
@Suite("Cart observations switched on and off", .timeLimit(.minutes(5)))
struct CartObservationTests {
    @Test("observing twice observes once; stopped hears nothing; observing again hears the cart as it is then")
    func onOffOn() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        let observer = Observer()
        let observation = CartObservation(of: store)
        #expect(!observation.isObserving)

        await observation.observe(observer) { observer, cart in observer.record(cart.itemCount) }
        await observation.observe(observer) { observer, cart in observer.record(cart.itemCount) }
        #expect(observation.isObserving)
        #expect(await store.observerCount == 1)
        try await store.add(productID: "p-1", quantity: 2)
        #expect(observer.heard == [0, 2])

        await observation.stopObserving()
        #expect(!observation.isObserving)
        #expect(await store.observerCount == 0)
        try await store.add(productID: "p-1", quantity: 3)
        #expect(observer.heard == [0, 2], "off: nothing heard")

        await observation.observe(observer) { observer, cart in observer.record(cart.itemCount) }
        #expect(observer.heard == [0, 2, 5], "the cart as it is now")
    }

    @Test("stopping twice does nothing")
    func stopTwice() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        let observation = CartObservation(of: store)
        await observation.stopObserving()
        await observation.observe(Observer()) { _, _ in }
        await observation.stopObserving()
        await observation.stopObserving()
        #expect(await store.observerCount == 0)
    }
}

extension Observer {
    fileprivate func record(_ itemCount: Int) { heard.append(itemCount) }
}
