import FeatureState
import Foundation
import NetworkingTesting
import Observation
import Testing

@testable import CheckoutFeature

/// The model is `@Observable`: a quote that arrives on its own (for a cart changed on another screen) is heard by
/// what draws the state, with no command on this screen; a refused command is not.
@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct CheckoutObservationTests {
    @Test func aQuoteThatArrivesOnItsOwnIsObserved() async throws {
        let harness = try await CheckoutHarness()
        let gate = GatedHTTPClient(wrapping: harness.client)
        var held = gate.arrivals.makeAsyncIterator()
        let model = harness.makeModel(client: gate)
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses()
        let appearing = Task { await model.appear() }
        try #require(await held.next()).resume()
        try #require(await held.next()).resume()
        await appearing.value

        // Another screen adds to the cart: Checkout hears it before the add returns and asks for prices.
        harness.expectQuote(
            lines: [("p-0001", nil, 2), ("p-0002", "v-0002-b", 1), ("p-0042", nil, 1)],
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        try await harness.cartStore.add(productID: "p-0042")
        let quoteRequest = try #require(await held.next())
        #expect(model.state.quote == .loading)

        let (changes, heard) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = CheckoutView.lines(for: model.state, now: harness.clock.now, in: .plain)
        } onChange: {
            heard.yield()
        }
        quoteRequest.resume()
        await model.waitForQuote()
        heard.finish()
        var heardChanges = 0
        for await _ in changes { heardChanges += 1 }
        #expect(heardChanges == 1, "the arriving quote is heard with no command on this screen")
        #expect(model.state.quote.value?.id == "q-2")
    }

    @Test func aRefusedCommandIsNotObserved() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        let (changes, heard) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = CheckoutView.lines(for: harness.model.state, now: harness.clock.now, in: .plain)
        } onChange: {
            heard.yield()
        }
        #expect(throws: CheckoutRefusal.noGiftNote) { try harness.model.clearGiftNote() }
        #expect(throws: CheckoutRefusal.noSuchAddressRow(9, addressCount: 2)) {
            try harness.model.chooseAddress(row: 9)
        }
        heard.finish()
        var heardChanges = 0
        for await _ in changes { heardChanges += 1 }
        #expect(heardChanges == 0)
    }
}
