import Persistence
import Testing

@testable import CartStore

/// Counts the item totals a subscriber heard, in order.
@MainActor
private final class Subscriber: Sendable {
    var heard: [Int] = []
}

@MainActor
@Suite("Cart subscriptions switched on and off", .timeLimit(.minutes(5)))
struct CartSubscriptionTests {
    @Test("on twice listens once; off hears nothing; on again hears the cart as it is then")
    func onOffOn() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        let subscriber = Subscriber()
        let subscription = CartSubscription(to: store)
        #expect(!subscription.isOn)

        await subscription.start(subscriber) { subscriber, cart in await subscriber.record(cart.itemCount) }
        await subscription.start(subscriber) { subscriber, cart in await subscriber.record(cart.itemCount) }
        #expect(subscription.isOn)
        #expect(await store.listenerCount == 1)
        try await store.add(productID: "p-1", quantity: 2)
        #expect(subscriber.heard == [0, 2])

        await subscription.stop()
        #expect(!subscription.isOn)
        #expect(await store.listenerCount == 0)
        try await store.add(productID: "p-1", quantity: 3)
        #expect(subscriber.heard == [0, 2], "off: nothing heard")

        await subscription.start(subscriber) { subscriber, cart in await subscriber.record(cart.itemCount) }
        #expect(subscriber.heard == [0, 2, 5], "the cart as it is now")
    }

    @Test("stopping twice does nothing")
    func stopTwice() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        let subscription = CartSubscription(to: store)
        await subscription.stop()
        await subscription.start(Subscriber()) { _, _ in }
        await subscription.stop()
        await subscription.stop()
        #expect(await store.listenerCount == 0)
    }
}

extension Subscriber {
    fileprivate func record(_ itemCount: Int) { heard.append(itemCount) }
}
