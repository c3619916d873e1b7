import Analytics
import CartStore
import FeatureState
import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import CheckoutFeature

@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct CheckoutPlacementTests {
    @Test func aLostResponseThenARetryUsesTheSameKeyAndYieldsOneOrder() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        try harness.model.setGiftNote("Happy birthday, Grace")

        harness.expectOrder(
            giftNote: "Happy birthday, Grace",
            .failure(.transport("the connection dropped after the shop handled the request")))
        try await harness.model.place()
        guard case .unanswered = harness.model.state.placement.status else {
            Issue.record("expected an unanswered attempt, got \(harness.model.state.placement.status)")
            return
        }
        #expect(await harness.cartQuantity == 3, "the cart must stay until the order is confirmed")
        #expect(harness.outputs.isEmpty)
        #expect(harness.tracker.events(named: "order_placed").isEmpty)

        harness.expectOrder(
            giftNote: "Happy birthday, Grace", .json(status: 201, body: CheckoutJSON.order(id: "o-000001")))
        try await harness.model.retry()

        let requests = harness.orderRequests
        #expect(requests.count == 2)
        #expect(requests.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-1"])
        #expect(requests[0].body == requests[1].body)
        let body = try JSONSerialization.jsonObject(with: try #require(requests[0].body)) as? [String: String]
        #expect(
            body == [
                "quoteID": "q-1", "shippingAddressID": "a-0001", "giftNote": "Happy birthday, Grace",
                "paymentAuthorizationID": "auth-key-1",
            ])
        #expect(harness.keys.count == 1)
        #expect(harness.outputs == [placed("o-000001")])
        #expect(await harness.cartStore.snapshot().isEmpty)
        #expect(harness.model.state.quote == .empty)
        #expect(harness.model.state.placement.attempt == nil)
        guard case .placed(let confirmation) = harness.model.state.placement.status else {
            Issue.record("expected the placed state, got \(harness.model.state.placement.status)")
            return
        }
        #expect(
            confirmation
                == OrderConfirmation(
                    orderID: "o-000001", itemCount: 3, total: .init(minorUnits: 11_050, currencyCode: "USD"),
                    quotedTotal: .init(minorUnits: 11_050, currencyCode: "USD"),
                    lines: [
                        .init(
                            productID: "p-0001", name: "Item", variantName: "", quantity: 2,
                            lineTotal: .init(minorUnits: 200, currencyCode: "USD")),
                        .init(
                            productID: "p-0002", name: "Item", variantName: "", quantity: 1,
                            lineTotal: .init(minorUnits: 100, currencyCode: "USD")),
                    ]))
    }

    @Test func placingAgainAfterNoAnswerAlsoReusesTheAttemptEvenOnceThePricesExpired() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectOrder(.error(status: 502, code: "bad_gateway", message: "upstream down"))
        try await harness.model.place()
        #expect(
            harness.model.state.placement.status
                == .unanswered(.status(code: 502, error: APIErrorBody(code: "bad_gateway", message: "upstream down"))))

        // The first try may have gone through, so expired local prices must not turn the retry into a new order.
        harness.clock.advance(by: 900)
        await harness.model.appear()
        #expect(harness.model.state.quote.value?.id == "q-1")
        harness.expectOrder(.json(status: 201, body: CheckoutJSON.order(id: "o-000002")))
        try await harness.model.place()
        #expect(harness.orderRequests.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-1"])
        #expect(harness.outputs == [placed("o-000002")])
    }

    @Test func aChangedOrderWaitsUntilTheAttemptWithNoAnswerIsSettled() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectOrder(.failure(.timedOut))
        try await harness.model.place()

        // The first attempt may have been placed: a second one now could order twice.
        try harness.model.setGiftNote("Changed my mind")
        await #expect(
            throws: CheckoutRefusal.unsettledAttempt
        ) { try await harness.model.place() }
        #expect(harness.orderRequests.count == 1)

        // retry sends the first attempt exactly as it was; the shop says it was never placed (out of stock).
        harness.expectOrder(.error(status: 422, code: "out_of_stock", message: "sold out"))
        try await harness.model.retry()
        #expect(
            harness.model.state.placement.status
                == .refused(.status(code: 422, error: APIErrorBody(code: "out_of_stock", message: "sold out"))))

        // Settled, so the changed order is a new attempt with a new key.
        harness.expectOrder(
            giftNote: "Changed my mind", key: "key-2", .json(status: 201, body: CheckoutJSON.order(id: "o-000003")))
        try await harness.model.place()
        let requests = harness.orderRequests
        #expect(requests.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-1", "key-2"])
        #expect(requests[0].body == requests[1].body)
        let body = try JSONSerialization.jsonObject(with: try #require(requests[2].body)) as? [String: String]
        #expect(body?["giftNote"] == "Changed my mind")
        #expect(harness.outputs == [placed("o-000003")])
    }

    @Test func eachAttemptIsRecordedWithItsKeyBeforeItsRequestLeavesAndKeptWhileInDoubt() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectOrder(.failure(.transport("connection reset")))
        try await harness.model.place()
        let pending = try #require(try await harness.cartStore.pendingOrder())
        #expect(pending.idempotencyKey == "key-1")
        #expect(pending.request == harness.orderRequests.first?.body, "the exact bytes sent")
        #expect(pending.lines.map(\.quantity) == [2, 1])
    }

    @Test func anAttemptPendingFromAnEarlierSessionIsSettledWithItsKeyBeforeAnyNewOrder() async throws {
        let harness = try await CheckoutHarness()
        let earlierBody = Data(
            #"{"giftNote":null,"paymentAuthorizationID":"auth-earlier-key","quoteID":"q-0","shippingAddressID":"a-0001"}"#
                .utf8)
        try await harness.cartStore.holdForOrder(
            PendingOrder(
                idempotencyKey: "earlier-key", request: earlierBody,
                lines: [
                    CartLine(productID: "p-0001", variantID: nil, quantity: 2),
                    CartLine(productID: "p-0002", variantID: "v-0002-b", quantity: 1),
                ]))
        try await harness.appearReady()
        #expect(harness.model.state.placement.status == .unsettledEarlier, "offered at once")
        await #expect(throws: CheckoutRefusal.unsettledAttempt) { try await harness.model.place() }
        #expect(harness.orderRequests.isEmpty, "no new order while one is in doubt")

        harness.expectOrder(
            quoteID: "q-0", key: "earlier-key", .json(status: 201, body: CheckoutJSON.order(id: "o-000007")))
        try await harness.model.retry()
        #expect(harness.orderRequests.map(\.body) == [earlierBody], "the recorded bytes, with the recorded key")
        #expect(harness.keys.count == 0, "no new key was made")
        #expect(harness.outputs == [placed("o-000007")])
        #expect(await harness.cartQuantity == 0)
        #expect(try await harness.cartStore.pendingOrder() == nil)
    }

    @Test func anAttemptConfirmedAfterTheCartChangedKeepsTheCart() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectOrder(.failure(.transport("connection reset")))
        try await harness.model.place()

        // Another screen adds to the cart while the order is in doubt; the cart is quoted again.
        harness.expectQuote(
            lines: [("p-0001", nil, 2), ("p-0002", "v-0002-b", 1), ("p-0042", nil, 1)],
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        try await harness.cartStore.add(productID: "p-0042")
        #expect(harness.model.state.cart.count == 3, "heard before add returned")
        await harness.model.waitForQuote()
        #expect(harness.model.state.quote.value?.id == "q-2")

        // The retry learns the first attempt was placed: the order is confirmed, the ordered lines leave the cart
        // and the line added meanwhile stays, to be quoted on its own.
        harness.expectOrder(.json(status: 201, body: CheckoutJSON.order(id: "o-000011")))
        harness.expectQuote(
            lines: [("p-0042", nil, 1)],
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-3", expiresAt: harness.clock.now + 600)))
        try await harness.model.retry()
        #expect(harness.orderRequests.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-1"])
        #expect(harness.outputs == [placed("o-000011")])
        #expect(await harness.cartQuantity == 1)
        #expect(harness.model.state.cart.map(\.productID) == ["p-0042"])
        #expect(harness.model.state.notice == .placedWithChangedCartKept)
    }

    @Test func theOrderIsPlacingWhileItsRequestIsInFlight() async throws {
        let harness = try await CheckoutHarness()
        let gate = GatedHTTPClient(wrapping: harness.client)
        var held = gate.arrivals.makeAsyncIterator()
        let model = harness.makeModel(client: gate)
        let preparing = Task {
            await model.appear()
            try model.chooseAddress(row: 1)
        }
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-9", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses()
        try #require(await held.next()).resume()  // the quote
        try #require(await held.next()).resume()  // the addresses
        try await preparing.value

        harness.expectOrder(
            quoteID: "q-9", .json(status: 201, body: CheckoutJSON.order(id: "o-000009", quoteID: "q-9")))
        let placing = Task { try await model.place() }
        let orderRequest = try #require(await held.next())
        #expect(model.state.placement.status == .placing)
        await #expect(throws: CheckoutRefusal.placingInProgress) { try await model.place() }
        orderRequest.resume()
        try await placing.value
        #expect(harness.outputs == [placed("o-000009")])
    }

    @Test func a401KeepsEverythingAndTheSameOrderGoesThroughAfterLogin() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectQuote(
            coupon: "SAVE10",
            reply: .json(
                status: 201,
                body: CheckoutJSON.quote(
                    id: "q-2", discount: 1_105, coupon: ("SAVE10", "10% off your order"),
                    expiresAt: harness.clock.now + 600)))
        try await harness.model.applyCoupon("SAVE10")
        try harness.model.chooseAddress(row: 2)
        try harness.model.setGiftNote("For Ada")

        harness.expectOrder(
            quoteID: "q-2", addressID: "a-0002", giftNote: "For Ada",
            .error(status: 401, code: "unauthorized", message: "sign in first"))
        try await harness.model.place()
        #expect(harness.outputs == [.loginRequired])
        let kept = harness.model.state
        #expect(kept.placement.status == .loginRequired)
        #expect(kept.couponCode == "SAVE10")
        #expect(kept.giftNote?.text == "For Ada")
        #expect(kept.shipping.selectedID == "a-0002")
        #expect(kept.quote.value?.id == "q-2")
        #expect(kept.placement.attempt?.idempotencyKey == "key-1")
        #expect(await harness.cartQuantity == 3)

        // Placing before the host has logged in asks again, without a request.
        try await harness.model.place()
        #expect(harness.outputs == [.loginRequired, .loginRequired])
        #expect(harness.orderRequests.count == 1)

        // The host logs in and comes back.
        harness.expectAddresses()
        await harness.model.appear()
        #expect(!harness.model.state.needsLogin)
        #expect(harness.model.state.shipping.selectedID == "a-0002")
        harness.expectOrder(
            quoteID: "q-2", addressID: "a-0002", giftNote: "For Ada",
            .json(status: 201, body: CheckoutJSON.order(id: "o-000004", quoteID: "q-2")))
        try await harness.model.place()
        let requests = harness.orderRequests
        #expect(requests.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-1"])
        #expect(requests[0].body == requests[1].body)
        #expect(harness.outputs == [.loginRequired, .loginRequired, placed("o-000004")])
        #expect(await harness.cartStore.snapshot().isEmpty)
        #expect(harness.model.state.couponCode == nil)
        #expect(harness.model.state.giftNote == nil)
    }

    @Test func expiredPricesAreQuotedAgainAndMustBeConfirmed() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.clock.advance(by: 601)
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        try await harness.model.place()
        #expect(harness.orderRequests.isEmpty)
        #expect(harness.model.state.quote.value?.id == "q-2")
        #expect(harness.model.state.notice == .pricesExpiredAndRequoted)

        harness.expectOrder(
            quoteID: "q-2", .json(status: 201, body: CheckoutJSON.order(id: "o-000005", quoteID: "q-2")))
        try await harness.model.place()
        let body =
            try JSONSerialization.jsonObject(with: try #require(harness.orderRequests.first?.body)) as? [String: Any]
        #expect(body?["quoteID"] as? String == "q-2")
    }

    @Test func aQuoteTheBackendCallsExpiredIsQuotedAgainNotPlaced() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectOrder(.error(status: 409, code: "quote_expired", message: "quote q-1 expired"))
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-2", expiresAt: harness.clock.now + 600)))
        try await harness.model.place()
        #expect(harness.model.state.quote.value?.id == "q-2")
        #expect(harness.model.state.placement.status == .idle)
        #expect(harness.model.state.placement.attempt == nil)
        #expect(harness.model.state.notice == .quoteRefusedAndRequoted(reason: "quote q-1 expired"))
        #expect(harness.outputs.isEmpty)

        harness.expectOrder(
            quoteID: "q-2", key: "key-2", .json(status: 201, body: CheckoutJSON.order(id: "o-000006", quoteID: "q-2")))
        try await harness.model.place()
        #expect(harness.orderRequests.map { $0.headers["Idempotency-Key"] } == ["key-1", "key-2"])
        #expect(harness.outputs == [placed("o-000006")])
    }

    @Test func aRefusedOrderShowsTheReasonAndKeepsTheCart() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        let reason = #"only 1 of "Copper Kettle" (1.5 L, v-0001-a) left; quote line 0 asks for 2"#
        harness.expectOrder(.error(status: 422, code: "out_of_stock", message: reason))
        try await harness.model.place()
        #expect(
            harness.model.state.placement.status
                == .refused(.status(code: 422, error: APIErrorBody(code: "out_of_stock", message: reason))))
        #expect(harness.model.state.placement.attempt == nil)
        #expect(await harness.cartQuantity == 3)
        #expect(harness.outputs.isEmpty)
        await #expect(throws: CheckoutRefusal.nothingToRetry) {
            try await harness.model.retry()
        }
    }

    @Test func placingNeedsPricesAndAnAddress() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(reply: .failure(.transport("offline")))
        harness.expectAddresses()
        await harness.model.appear()
        await #expect(throws: CheckoutRefusal.notLoaded(.prices)) {
            try await harness.model.place()
        }
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        try await harness.model.retry()
        await #expect(throws: CheckoutRefusal.noAddressChosen) {
            try await harness.model.place()
        }
        #expect(harness.orderRequests.isEmpty)
        #expect(harness.keys.count == 0)
    }

    @Test func aConfirmationWhoseQuantitiesOverflowIsAnErrorNotACrash() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        let order = CheckoutJSON.order(id: "o-000008", quantities: [2, 1])
            .replacingOccurrences(of: #""quantity": 2,"#, with: #""quantity": \#(Int.max),"#)
        harness.expectOrder(.json(status: 201, body: order))
        try await harness.model.place()
        guard case .unanswered(.undecodable(let type, let codingPath, _)) = harness.model.state.placement.status else {
            Issue.record("expected an unanswered attempt, got \(harness.model.state.placement.status)")
            return
        }
        #expect(type == "OrderDTO")
        #expect(codingPath == "lines.1.quantity")
        #expect(harness.model.state.placement.attempt?.idempotencyKey == "key-1", "kept for a retry")
        #expect(await harness.cartQuantity == 3)
        #expect(harness.outputs.isEmpty)
    }

    @Test func thePlacedOrderIsToldOnceWithWhatTheReplySaidAndCheckoutTracksNoConversion() async throws {
        let harness = try await CheckoutHarness()
        try await harness.appearReady()
        harness.expectOrder(
            .json(status: 201, body: CheckoutJSON.order(id: "o-000007", quantities: [2, 1, 4], total: 12_345)))
        try await harness.model.place()
        #expect(harness.outputs == [placed("o-000007", itemCount: 7, total: 12_345)])
        // Who counts a conversion listens to the host's confirmations; Checkout does not know it.
        #expect(harness.tracker.events(named: "order_placed").isEmpty)
        #expect(harness.orderRequests.count == 1)
        #expect(harness.client.receivedRequests.filter { $0.method == .get && $0.path.hasPrefix("/v1/orders") }.isEmpty)
    }
}
