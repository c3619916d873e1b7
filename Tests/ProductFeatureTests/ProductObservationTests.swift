import NetworkingTesting
import Observation
import TerminalUI
import Testing

@testable import ProductFeature

/// The model is `@Observable`: what draws its state (the terminal view here, a SwiftUI view on iOS) hears the
/// changes it reads, including those that arrive on their own, and nothing else.
@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct ProductObservationTests {
    @Test func aCartChangeMadeElsewhereIsObservedByWhatTheScreenDraws() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        let screen = ProductScreen(model: harness.model)
        let (changes, heard) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = ScreenFrame.framed(screen, in: .plain)
        } onChange: {
            heard.yield()
        }
        try await harness.cart.add(productID: "p-0001", variantID: "v-m", quantity: 2)
        heard.finish()
        var heardChanges = 0
        for await _ in changes { heardChanges += 1 }
        #expect(heardChanges == 1, "what is in the cart changed without any command")
        #expect(screen.render(in: .plain).map(\.plainText).contains { $0.hasSuffix("5 in stock, 2 in your cart") })
    }

    @Test func aRefusedCommandAndAnotherScreensChangeAreNotObserved() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        let other = harness.makeModel(productID: "p-0001")
        harness.expectKettleWithRelated()
        await other.appear()
        let (changes, heard) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = ProductView.lines(for: harness.model.state, in: .plain)
        } onChange: {
            heard.yield()
        }
        #expect(throws: ProductRefusal.quantityOutOfRange(maximum: 99)) {
            try harness.model.chooseQuantity(100)
        }
        try other.chooseVariant(id: "v-l")
        heard.finish()
        var heardChanges = 0
        for await _ in changes { heardChanges += 1 }
        #expect(heardChanges == 0, "the state this view reads did not change")
        #expect(other.state.selectedVariantID != harness.model.state.selectedVariantID)
    }

    @Test func aChosenVariantIsObserved() async throws {
        let harness = try ProductHarness()
        await harness.appearWithKettle()
        let (changes, heard) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = ProductView.lines(for: harness.model.state, in: .plain)
        } onChange: {
            heard.yield()
        }
        try harness.model.chooseVariant(id: "v-l")
        heard.finish()
        var heardChanges = 0
        for await _ in changes { heardChanges += 1 }
        #expect(heardChanges == 1)
    }
}
