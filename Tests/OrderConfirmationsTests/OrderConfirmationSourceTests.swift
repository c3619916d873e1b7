import FeatureState
import OrderConfirmations
import Testing

@Suite struct OrderConfirmationSourceTests {
    static func order(_ number: Int) -> ConfirmedOrder {
        ConfirmedOrder(
            orderID: "o-\(number)", itemCount: number, total: Money(minorUnits: number * 100, currencyCode: "USD"))
    }

    @Test func everyListenerHearsEveryOrderPublishedAfterItSubscribedInOrder() async {
        let source = OrderConfirmationSource()
        let early = source.listener.subscribe()
        source.publish(Self.order(1))
        let late = source.listener.subscribe()
        source.publish(Self.order(2))
        source.publish(Self.order(3))
        source.finish()

        var earlyHeard: [String] = []
        for await order in early { earlyHeard.append(order.orderID) }
        var lateHeard: [String] = []
        for await order in late { lateHeard.append(order.orderID) }
        #expect(earlyHeard == ["o-1", "o-2", "o-3"])
        #expect(lateHeard == ["o-2", "o-3"], "an order published before the subscription is not heard")
    }

    @Test func aWaitingListenerIsHandedTheOrderWhenItIsPublished() async {
        let source = OrderConfirmationSource()
        let subscription = source.listener.subscribe()
        async let heard = subscription.next()
        // The order may arrive before or after the listener waits: either way it is the one handed over.
        source.publish(Self.order(7))
        #expect(await heard == Self.order(7))
    }

    @Test func takeHeardHandsOverWhatArrivedWithoutWaitingAndTheSubscriptionGoesOn() {
        let source = OrderConfirmationSource()
        let subscription = source.listener.subscribe()
        #expect(subscription.takeHeard().isEmpty)
        source.publish(Self.order(1))
        source.publish(Self.order(2))
        #expect(subscription.takeHeard().orders.map(\.orderID) == ["o-1", "o-2"])
        #expect(subscription.takeHeard().isEmpty, "taken once")
        source.publish(Self.order(3))
        #expect(subscription.takeHeard().orders.map(\.orderID) == ["o-3"])
    }

    @Test func aListenerThatDoesNotReadKeepsOnlyTheNewestOrdersAndCountsTheRest() {
        let source = OrderConfirmationSource(bufferLimit: 3)
        let subscription = source.listener.subscribe()
        for number in 1...10 { source.publish(Self.order(number)) }
        let heard = subscription.takeHeard()
        #expect(heard.orders.map(\.orderID) == ["o-8", "o-9", "o-10"])
        #expect(heard.missedCount == 7)
    }

    @Test func cancelledAndReleasedSubscriptionsAreForgotten() {
        let source = OrderConfirmationSource()
        let kept = source.listener.subscribe()
        let cancelled = source.listener.subscribe()
        var released: OrderConfirmationSubscription? = source.listener.subscribe()
        #expect(source.subscriptionCount == 3)
        cancelled.cancel()
        released = nil
        #expect(released == nil)
        #expect(source.subscriptionCount == 1)
        source.publish(Self.order(1))
        #expect(cancelled.takeHeard().isEmpty, "a cancelled subscription hears nothing more")
        #expect(kept.takeHeard().orders == [Self.order(1)])
    }

    @Test func cancellingTheListeningTaskEndsItsLoopAndUnsubscribes() async {
        let source = OrderConfirmationSource()
        let subscription = source.listener.subscribe()
        let listening = Task {
            var heard = 0
            for await _ in subscription { heard += 1 }
            return heard
        }
        listening.cancel()
        #expect(await listening.value == 0)
        #expect(source.subscriptionCount == 0)
    }

    @Test func finishEndsLoopsAfterWhatTheyHoldAndLaterSubscriptionsAtOnce() async {
        let source = OrderConfirmationSource()
        let subscription = source.listener.subscribe()
        source.publish(Self.order(1))
        source.finish()
        source.publish(Self.order(2))
        #expect(await subscription.next() == Self.order(1))
        #expect(await subscription.next() == nil)
        let late = source.listener.subscribe()
        #expect(await late.next() == nil)
        #expect(source.subscriptionCount == 0)
    }
}
