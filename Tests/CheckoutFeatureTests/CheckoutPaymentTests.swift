import CartStore
import Foundation
import Networking
import NetworkingTesting
import PaymentContract
import Testing

@testable import CheckoutFeature

/// Checkout pays, then places: the order only with an authorization, both under the attempt's key.
@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct CheckoutPaymentTests {
    /// The standard cart's total as the quote fixture prices it: its lines, no discount, free shipping.
    static let total = CheckoutJSON.standardLines.reduce(0) { $0 + $1.unit * $1.quantity }

    @Test func thePaymentIsTheQuotesTotalUnderTheKeyTheOrderIsPlacedWith() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectOrder(key: "key-1", .json(status: 201, body: CheckoutJSON.order(id: "o-000001")))
        try await harness.model.place()
        #expect(
            harness.payment.requests == [
                PaymentRequest(
                    amountMinorUnits: Self.total, currencyCode: "USD", merchantReference: "key-1",
                    idempotencyKey: "key-1")
            ])
        #expect(harness.outputs == [placed("o-000001")])
    }

    @Test func aDeclineOrACancelPlacesNothingAndKeepsTheCartAndTheQuote() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        let quote = harness.model.state.quote
        harness.payment.answer(.declined(.insufficientFunds), .abandoned, .unanswered)
        for expected in [PaymentOutcome.declined(.insufficientFunds), .abandoned, .unanswered] {
            try await harness.model.place()
            #expect(harness.model.state.notice == .notPaid(expected))
            #expect(harness.model.state.placement.status == .idle)
            #expect(harness.model.state.quote == quote)
            #expect(await harness.cartQuantity == 3)
        }
        #expect(harness.orderRequests.isEmpty)
        #expect(harness.outputs.isEmpty)
        // Every try pays the same order, so all of them are one payment: the same key, which the order then uses.
        harness.expectOrder(key: "key-1", .json(status: 201, body: CheckoutJSON.order(id: "o-000001")))
        try await harness.model.place()
        #expect(harness.payment.requests.map(\.idempotencyKey) == ["key-1", "key-1", "key-1", "key-1"])
        #expect(harness.keys.count == 1)
        #expect(harness.outputs == [placed("o-000001")])
    }

    @Test func thePaymentIsHeldBeforeItIsAskedForAndARestartPaysAgainWithItsKey() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        let held = PendingPaymentProbe(store: harness.cartStore)
        harness.payment.answer(.unanswered)
        harness.payment.beforeAnswering = { await held.look() }
        try await harness.model.place()
        #expect(
            await held.seen == [
                PendingPayment(idempotencyKey: "key-1", amountMinorUnits: Self.total, currencyCode: "USD")
            ],
            "recorded before the payment was asked for")
        #expect(try await harness.cartStore.pendingPayment()?.idempotencyKey == "key-1", "kept after no answer")

        // A restart: a new model over the same cart database, new quote, the same amount.
        let restarted = harness.makeModel(client: harness.client)
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses()
        await restarted.appear()
        try restarted.chooseAddress(row: 1)
        harness.expectOrder(quoteID: "q-2", key: "key-1", .json(status: 201, body: CheckoutJSON.order(id: "o-000001")))
        try await restarted.place()
        #expect(harness.payment.requests.map(\.idempotencyKey) == ["key-1", "key-1"])
        #expect(harness.keys.count == 1, "no new key after the restart")
        #expect(try await harness.cartStore.pendingPayment() == nil, "the order took the payment's place")
        #expect(harness.outputs == [placed("o-000001")])
    }

    @Test func anExpiredQuoteIsQuotedAgainBeforeAnythingIsPaid() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.clock.advance(by: 601)
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        try await harness.model.place()
        #expect(harness.payment.requests.isEmpty)
        #expect(harness.model.state.notice == .pricesExpiredAndRequoted)
    }
}

/// Reads the cart's pending payment when the payment step is about to answer: what was recorded before it left.
actor PendingPaymentProbe {
    let store: CartStore
    private(set) var seen: [PendingPayment?] = []

    init(store: CartStore) { self.store = store }

    func look() async { seen.append(try? await store.pendingPayment()) }
}
