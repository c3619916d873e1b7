import FeatureState
import NetworkingTesting
import OrderConfirmations
import Testing

@testable import ProfileFeature

/// Profile listens to confirmed orders through its Dependencies (a listener, never the source): the history it
/// shows next has the new order, and without a confirmation appearing again asks the shop for nothing.
@MainActor
@Suite(.verifiesHTTPExpectations) struct OrderConfirmationListeningTests {
    static let confirmed = ConfirmedOrder(
        orderID: "o-000003", itemCount: 1, total: Money(minorUnits: 40_599, currencyCode: "USD"))

    @Test func appearingAgainWithoutAConfirmationAsksForNothing() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        let before = harness.client.receivedRequests.count
        await harness.model.appear()
        #expect(harness.client.receivedRequests.count == before)
        #expect(harness.model.state.orders.value?.value.orders.map(\.orderID) == ["o-000002"])
    }

    @Test func anOrderConfirmedWhileCoveredIsInTheHistoryWhenTheScreenAppears() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        harness.confirmations.publish(Self.confirmed)
        // The confirmation is taken when the screen appears: the order is explicit, nothing runs in between.
        harness.expectOrders(
            reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000003"), ProfileJSON.summary("o-000002")])))
        await harness.model.appear()
        #expect(harness.model.state.orders.value?.value.orders.map(\.orderID) == ["o-000003", "o-000002"])
        #expect(
            harness.client.receivedRequests.map(\.path) == ["/v1/me", "/v1/orders", "/v1/orders"],
            "the list again, never the confirmed order itself")

        await harness.model.appear()
        #expect(harness.client.receivedRequests.count == 3, "heard once")
    }

    @Test func aFirstOrderReplacesTheEmptyHistory() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel(orders: ProfileJSON.page([]))
        #expect(harness.model.state.orders == .empty)
        harness.confirmations.publish(Self.confirmed)
        harness.expectOrders(reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000003")])))
        await harness.model.appear()
        #expect(harness.model.state.orders.value?.value.orders.map(\.orderID) == ["o-000003"])
    }

    @Test func aModelListensFromWhenItIsMadeAndStopsWhenReleased() async throws {
        let harness = try ProfileHarness()
        #expect(harness.confirmations.subscriptionCount == 1, "the harness's model")
        var other: ProfileModel? = harness.makeModel()
        #expect(harness.confirmations.subscriptionCount == 2)
        other = nil
        #expect(other == nil)
        #expect(harness.confirmations.subscriptionCount == 1, "a released screen is forgotten")
    }
}
