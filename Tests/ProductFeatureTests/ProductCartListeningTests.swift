import NetworkingTesting
import TerminalUI
import Testing

@testable import CartStore
@testable import ProductFeature

/// How the product model follows the cart: one listener, on while the screen is on top, and the cart as it is
/// whenever the screen appears.
@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct ProductCartListeningTests {
    @Test func theModelReadsTheCartAsTheScreenAppears() async throws {
        let harness = try ProductHarness()
        try await harness.cart.add(productID: "p-0001", variantID: "v-m", quantity: 4)
        try await harness.cart.add(productID: "p-0042", variantID: "v-1", quantity: 4)
        await harness.appearWithKettle()
        #expect(harness.model.state.quantityInCart == ["v-m": 4], "only this product's variants")
    }

    @Test func aChangeMadeElsewhereReachesTheModel() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        #expect(harness.model.state.quantityInCart.isEmpty)

        try await harness.cart.add(productID: "p-0042", variantID: nil, quantity: 3)
        #expect(harness.model.state.quantityInCart.isEmpty)

        try await harness.cart.add(productID: "p-0001", variantID: "v-m", quantity: 4)
        #expect(harness.model.state.quantityInCart == ["v-m": 4], "heard before add returned")

        try await harness.cart.clear()
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
        #expect(await harness.cart.observerCount == 1)
        // A weak capture, not `weak let`, so the tests build on every Swift 6 toolchain the README promises.
        let screenIsReleased = { [weak screen] in screen == nil }
        screen = nil
        #expect(screenIsReleased())

        // The cart holds its listeners weakly: the model is gone, so is its listening.
        #expect(await harness.cart.observerCount == 0)
        try await harness.cart.add(productID: "p-0042", quantity: 1)
    }

    @Test func aCoveredScreenStopsListeningAndShowsTheCartAsItIsWhenItComesBack() async throws {
        let harness = try ProductHarness()
        harness.expectKettleWithRelated()
        let screen = ProductEntry.makeScreen(dependencies: harness.dependencies, productID: "p-0001") { _ in }
        await screen.appear()
        #expect(await harness.cart.observerCount == 1)

        await screen.disappear()
        #expect(await harness.cart.observerCount == 0, "covered: nothing reaches it")
        try await harness.cart.add(productID: "p-0001", variantID: "v-m", quantity: 2)
        #expect(!screen.render(in: .plain).map(\.plainText).contains { $0.hasSuffix("2 in your cart") })

        harness.expectProduct("p-0001", reply: .ok(ProductJSON.kettle))  // coming back refreshes the stock
        await screen.appear()
        #expect(await harness.cart.observerCount == 1)
        #expect(
            screen.render(in: .plain).map(\.plainText).contains {
                $0.contains("Medium") && $0.hasSuffix("5 in stock, 2 in your cart")
            })
    }

    @Test func startingTwiceSubscribesOnce() async throws {
        let harness = try ProductHarness()
        await harness.model.observeCart()
        await harness.model.observeCart()
        #expect(await harness.cart.observerCount == 1)
    }

    @Test func nothingReachesTheModelAfterStoppingUntilItStartsAgain() async throws {
        let harness = try ProductHarness()
        await harness.model.observeCart()
        await harness.model.stopObservingCart()
        #expect(await harness.cart.observerCount == 0)
        try await harness.cart.add(productID: "p-0001", variantID: "v-m", quantity: 2)
        #expect(harness.model.state.quantityInCart.isEmpty)

        await harness.model.observeCart()
        #expect(harness.model.state.quantityInCart == ["v-m": 2])
        try await harness.cart.add(productID: "p-0001", variantID: "v-m", quantity: 1)
        #expect(harness.model.state.quantityInCart == ["v-m": 3])
    }
}
