import Foundation
import NetworkingTesting
import Testing

@testable import CartStore
@testable import CheckoutFeature

/// Checkout follows the cart only while its screen is on top, and shows the cart as it is when it comes back.
@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct CheckoutCartListeningTests {
    @Test func aCoveredScreenStopsListeningAndQuotesTheCartAsItIsWhenItComesBack() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        let screen = CheckoutScreen(model: harness.model)
        #expect(await harness.cartStore.observerCount == 1)

        await screen.disappear()
        #expect(await harness.cartStore.observerCount == 0, "covered: nothing reaches it")
        try await harness.cartStore.add(productID: "p-0042")
        #expect(harness.model.state.cart.map(\.productID) == ["p-0001", "p-0002"], "no quote asked for meanwhile")

        harness.expectQuote(
            lines: [("p-0001", nil, 2), ("p-0002", "v-0002-b", 1), ("p-0042", nil, 1)],
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        await screen.appear()
        #expect(await harness.cartStore.observerCount == 1)
        #expect(harness.model.state.cart.map(\.productID) == ["p-0001", "p-0002", "p-0042"])
        #expect(harness.model.state.quote.value?.id == "q-2")
    }

    @Test func itsOwnChangeIsQuotedOnce() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectQuote(
            lines: [("p-0001", nil, 3), ("p-0002", "v-0002-b", 1)],
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        try await harness.model.changeQuantity(row: 1, to: 3)
        #expect(harness.model.state.cart.first?.quantity == 3)
        #expect(harness.model.state.quote.value?.id == "q-2")
        let quoteRequests = harness.client.receivedRequests.filter { $0.path == "/v1/quotes" }
        #expect(quoteRequests.count == 2, "one for appearing, one for the change")
    }
}
