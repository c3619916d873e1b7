import Analytics
import CartStore
import FeatureState
import Foundation
import Networking
import NetworkingTesting
import TerminalUI
import Testing

@testable import CheckoutFeature

@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct CheckoutQuoteTests {
    @Test func appearQuotesTheCartAndMapsTheWireShapes() async throws {
        let harness = try await CheckoutHarness()
        let expiry = harness.clock.now + 552
        harness.expectQuote(
            lines: [("p-0001", nil, 2), ("p-0002", "v-0002-b", 1)],
            reply: .json(
                status: 201,
                body: CheckoutJSON.quote(
                    id: "q-1", discount: 1_105, shipping: 499, coupon: nil, expiresAt: expiry)))
        harness.expectAddresses()
        #expect(harness.model.state.quote == .idle)
        await harness.model.appear()

        let quote = try #require(harness.model.state.quote.value)
        #expect(quote.id == "q-1")
        #expect(quote.lines.map(\.name) == ["Copper Kettle", "Tea Towel"])
        #expect(quote.lines[0].unitPrice == Money(minorUnits: 4_900, currencyCode: "USD"))
        #expect(quote.lines[0].lineTotal.minorUnits == 9_800)
        #expect(quote.subtotal.minorUnits == 11_050)
        #expect(quote.discount.minorUnits == 1_105)
        #expect(quote.shipping.minorUnits == 499)
        #expect(quote.total.minorUnits == 10_444)
        #expect(quote.expiresAt == expiry)
        #expect(quote.secondsLeft(at: harness.clock.now) == 552)
        #expect(harness.model.state.cart.map(\.productID) == ["p-0001", "p-0002"])
        #expect(harness.model.state.shipping.addresses.value?.map(\.id) == ["a-0001", "a-0002"])
        #expect(harness.model.state.shipping.selectedID == nil)
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func anEmptyCartSaysSoWithoutAskingForPrices() async throws {
        let harness = try await CheckoutHarness(cart: [])
        harness.expectAddresses()
        await harness.model.appear()
        #expect(harness.model.state.quote == .empty)
        #expect(!harness.client.receivedRequests.contains { $0.path == "/v1/quotes" })
        await #expect(throws: CheckoutRefusal.cartIsEmpty) {
            try await harness.model.place()
        }
    }

    @Test func theQuoteIsLoadingWhileItsRequestIsInFlight() async throws {
        let harness = try await CheckoutHarness()
        let gate = GatedHTTPClient(wrapping: harness.client)
        var held = gate.arrivals.makeAsyncIterator()
        let model = harness.makeModel(client: gate)
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses()
        let appearing = Task { await model.appear() }
        let quoteRequest = try #require(await held.next())
        #expect(model.state.quote == .loading)
        quoteRequest.resume()
        let addressesRequest = try #require(await held.next())
        #expect(model.state.quote.value != nil)
        #expect(model.state.shipping.addresses == .loading)
        addressesRequest.resume()
        await appearing.value
        #expect(model.state.shipping.addresses.value?.count == 2)
    }

    @Test func aFailedQuoteOffersRetryThatRecovers() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(reply: .error(status: 503, code: "unavailable", message: "try later"))
        harness.expectAddresses()
        await harness.model.appear()
        #expect(
            harness.model.state.quote
                == .failed(.status(code: 503, error: APIErrorBody(code: "unavailable", message: "try later"))))
        #expect(harness.model.state.quote.canRetry)

        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        try await harness.model.retry()
        #expect(harness.model.state.quote.value?.id == "q-2")
        await #expect(throws: CheckoutRefusal.nothingToRetry) {
            try await harness.model.retry()
        }
    }

    @Test func aMalformedQuoteFailsNamingTheField() async throws {
        let harness = try await CheckoutHarness()
        let broken = CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)
            .replacingOccurrences(of: #""quantity": 1"#, with: #""quantity": "one""#)
        harness.expectQuote(reply: .json(status: 201, body: broken))
        harness.expectAddresses()
        await harness.model.appear()
        guard case .failed(.undecodable(_, let codingPath, _)) = harness.model.state.quote else {
            Issue.record("expected an undecodable reply, got \(harness.model.state.quote)")
            return
        }
        #expect(codingPath.contains("lines.1.quantity"))
    }

    @Test func aQuoteMixingCurrenciesFailsNamingTheAmount() async throws {
        let harness = try await CheckoutHarness()
        let mixed = CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)
            .replacingOccurrences(
                of: #""unitPrice": {"amount": 1250, "currency": "USD"}"#,
                with: #""unitPrice": {"amount": 1250, "currency": "EUR"}"#)
        harness.expectQuote(reply: .json(status: 201, body: mixed))
        harness.expectAddresses()
        await harness.model.appear()
        guard case .failed(.undecodable(_, let codingPath, _)) = harness.model.state.quote else {
            Issue.record("expected an undecodable reply, got \(harness.model.state.quote)")
            return
        }
        #expect(codingPath.contains("lines.1.unitPrice.currency"))
    }

    @Test func anExpiredQuoteIsQuotedAgainOnAppearByTheInjectedClock() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.clock.advance(by: 599)
        await harness.model.appear()
        #expect(harness.model.state.quote.value?.id == "q-1")

        harness.clock.advance(by: 1)
        #expect(harness.model.state.quote.value?.isExpired(at: harness.clock.now) == true)
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        await harness.model.appear()
        #expect(harness.model.state.quote.value?.id == "q-2")
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func changingAQuantityHereWritesTheCartAndQuotesAgain() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectQuote(
            lines: [("p-0001", nil, 5), ("p-0002", "v-0002-b", 1)],
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        try await harness.model.changeQuantity(row: 1, to: 5)
        #expect(await harness.cartQuantity == 6)
        #expect(harness.model.state.cart[0].quantity == 5)
        #expect(harness.model.state.quote.value?.id == "q-2")

        harness.expectQuote(
            lines: [("p-0001", nil, 5)],
            reply: .json(
                status: 201,
                body: CheckoutJSON.quote(
                    id: "q-3", lines: [CheckoutJSON.standardLines[0]], expiresAt: harness.clock.now + 600)))
        try await harness.model.removeLine(row: 2)
        #expect(await harness.cartStore.snapshot().lines.map(\.productID) == ["p-0001"])
        #expect(harness.model.state.quote.value?.id == "q-3")
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func removingTheLastLineShowsTheEmptyCart() async throws {
        let harness = try await CheckoutHarness(cart: [("p-0001", nil, 1)])
        try await harness.appearReady()
        try await harness.model.removeLine(row: 1)
        #expect(harness.model.state.quote == .empty)
        #expect(await harness.cartStore.snapshot().isEmpty)
    }

    @Test func badLineCommandsAndCartRefusalsChangeNothing() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        let before = harness.model.state
        await #expect(throws: CheckoutRefusal.cartRefused(.invalidQuantity(100))) {
            try await harness.model.changeQuantity(row: 1, to: 100)
        }
        await #expect(throws: CheckoutRefusal.noSuchRow(3, rowCount: 2)) {
            try await harness.model.removeLine(row: 3)
        }
        #expect(throws: CheckoutRefusal.noSuchRow(9, rowCount: 2)) { try harness.model.open(row: 9) }
        #expect(harness.model.state == before)
        #expect(await harness.cartQuantity == 3)
        #expect(harness.outputs.isEmpty)
    }

    @Test func aChangeMadeElsewhereIsHeardAndQuotedAgain() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectQuote(
            lines: [("p-0001", nil, 2), ("p-0002", "v-0002-b", 1), ("p-0042", nil, 1)],
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        // Another screen (say, the product page) adds to the cart through the same store.
        try await harness.cartStore.add(productID: "p-0042")
        #expect(harness.model.state.cart.count == 3, "heard before add returned")
        await harness.model.waitForQuote()
        #expect(harness.model.state.quote.value?.id == "q-2")
        #expect(harness.model.state.cart.map(\.productID) == ["p-0001", "p-0002", "p-0042"])
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func openingALineEmitsItsProduct() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        try harness.model.open(row: 2)
        #expect(harness.outputs == [.productSelected(productID: "p-0002")])
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct CheckoutCouponTests {
    @Test func anAcceptedCouponIsKeptForLaterQuotes() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectQuote(
            coupon: "save10",
            reply: .json(
                status: 201,
                body: CheckoutJSON.quote(
                    id: "q-2", discount: 1_105, coupon: ("SAVE10", "10% off your order"),
                    expiresAt: harness.clock.now + 600)))
        try await harness.model.applyCoupon("save10")
        #expect(harness.model.state.couponCode == "SAVE10")
        #expect(
            harness.model.state.quote.value?.coupon == AppliedCoupon(code: "SAVE10", description: "10% off your order"))
        #expect(harness.model.state.quote.value?.discount.minorUnits == 1_105)
        #expect(harness.tracker.events(named: "coupon_applied").first?.properties["coupon_code"] == "SAVE10")

        // A later re-quote asks with the code as the backend spelled it.
        harness.expectQuote(
            lines: [("p-0001", nil, 3), ("p-0002", "v-0002-b", 1)], coupon: "SAVE10",
            reply: .json(
                status: 201,
                body: CheckoutJSON.quote(
                    id: "q-3", discount: 1_595, coupon: ("SAVE10", "10% off your order"),
                    expiresAt: harness.clock.now + 600)))
        try await harness.model.changeQuantity(row: 1, to: 3)
        #expect(harness.model.state.quote.value?.id == "q-3")

        harness.expectQuote(
            lines: [("p-0001", nil, 3), ("p-0002", "v-0002-b", 1)],
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-4", expiresAt: harness.clock.now + 600)))
        try await harness.model.removeCoupon()
        #expect(harness.model.state.couponCode == nil)
        #expect(harness.model.state.quote.value?.id == "q-4")
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func aRejectedCouponShowsTheBackendsReasonAndKeepsTheQuoteAndCoupon() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectQuote(
            coupon: "TAKE5",
            reply: .json(
                status: 201,
                body: CheckoutJSON.quote(
                    id: "q-2", discount: 500, coupon: ("TAKE5", "USD 5.00 off your order"),
                    expiresAt: harness.clock.now + 600)))
        try await harness.model.applyCoupon("TAKE5")
        let before = harness.model.state

        let reason = "BIG50 needs a subtotal of USD 300.00; this cart is USD 110.50"
        harness.expectQuote(
            coupon: "BIG50", reply: .error(status: 422, code: "coupon_minimum_not_met", message: reason))
        await #expect(throws: CheckoutRefusal.couponRejected(reason: reason)) {
            try await harness.model.applyCoupon("BIG50")
        }
        #expect(harness.model.state == before)
        #expect(harness.model.state.couponCode == "TAKE5")
        #expect(harness.model.state.quote.value?.id == "q-2")
        #expect(
            harness.tracker.events(named: "coupon_rejected").first?.properties["reason_code"]
                == "coupon_minimum_not_met")

        harness.expectQuote(coupon: "NOPE", reply: .failure(.timedOut))
        await #expect(throws: CheckoutRefusal.couponUnchecked(.timedOut)) {
            try await harness.model.applyCoupon("NOPE")
        }
        #expect(harness.model.state == before)
    }

    @Test func malformedCouponCommandsAreRefusedWithoutARequest() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        let sent = harness.client.receivedRequests.count
        await #expect(
            throws: CheckoutRefusal.malformedCouponCode
        ) { try await harness.model.applyCoupon("  ") }
        await #expect(
            throws: CheckoutRefusal.malformedCouponCode
        ) {
            try await harness.model.applyCoupon(String(repeating: "X", count: 33))
        }
        await #expect(throws: CheckoutRefusal.noCouponApplied) { try await harness.model.removeCoupon() }
        #expect(harness.client.receivedRequests.count == sent)
    }
}
