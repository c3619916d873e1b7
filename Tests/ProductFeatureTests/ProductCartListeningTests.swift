import NetworkingTesting
import TerminalUI
import Testing

@testable import CartStore
@testable import ProductFeature

@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(1))) struct ProductBadgeTests {
    @Test func theBadgeShowsTheCartAsTheScreenAppears() async throws {
        let harness = try ProductHarness()
        try await harness.cart.add(productID: "p-0042", variantID: "v-1", quantity: 4)
        await harness.appearWithKettle()
        #expect(harness.model.state.cartItemCount == 4)
        #expect(harness.model.state.quantityInCart.isEmpty)
    }

    @Test func aChangeMadeElsewhereReachesTheBadge() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        #expect(harness.model.state.cartItemCount == 0)

        try await harness.cart.add(productID: "p-0042", variantID: nil, quantity: 3)
        #expect(harness.model.state.cartItemCount == 3, "heard before add returned")

        try await harness.cart.add(productID: "p-0001", variantID: "v-m", quantity: 4)
        #expect(harness.model.state.cartItemCount == 7)
        #expect(harness.model.state.quantityInCart == ["v-m": 4])

        try await harness.cart.clear()
        #expect(harness.model.state.cartItemCount == 0)
        #expect(harness.model.state.quantityInCart.isEmpty)
    }

    @Test func aChangeElsewhereLowersAQuantityThatNoLongerFits() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        try harness.model.chooseQuantity(5)
        try await harness.cart.add(productID: "p-0001", variantID: "v-m", quantity: 3)
        #expect(harness.model.state.quantity == 2)
    }

    @Test func releasingTheScreenEndsItsCartSubscription() async throws {
        let harness = try ProductHarness()
        harness.expectKettleWithRelated()
        var screen: (any TerminalScreen)? = ProductEntry.makeScreen(
            dependencies: harness.dependencies, productID: "p-0001"
        ) { _ in }
        await screen?.appear()
        #expect(await harness.cart.listenerCount == 1)
        // A weak capture, not `weak let`, so the tests build on every Swift 6 toolchain the README promises.
        let screenIsReleased = { [weak screen] in screen == nil }
        screen = nil
        #expect(screenIsReleased())

        // The cart holds its listeners weakly: the model is gone, so is its listening.
        #expect(await harness.cart.listenerCount == 0)
        try await harness.cart.add(productID: "p-0042", quantity: 1)
    }

    @Test func startingTwiceSubscribesOnce() async throws {
        let harness = try ProductHarness()
        await harness.model.startWatchingCart()
        await harness.model.startWatchingCart()
        #expect(await harness.cart.listenerCount == 1)
    }

    @Test func nothingReachesTheBadgeAfterStoppingUntilItStartsAgain() async throws {
        let harness = try ProductHarness()
        await harness.model.startWatchingCart()
        await harness.model.stopWatchingCart()
        #expect(await harness.cart.listenerCount == 0)
        try await harness.cart.add(productID: "p-0042", quantity: 2)
        #expect(harness.model.state.cartItemCount == 0)

        await harness.model.startWatchingCart()
        #expect(harness.model.state.cartItemCount == 2)
        try await harness.cart.add(productID: "p-0042", quantity: 1)
        #expect(harness.model.state.cartItemCount == 3)
    }
}
