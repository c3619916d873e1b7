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
@Suite(.verifiesHTTPExpectations) struct CheckoutScreenTests {
    private func makeScreen(_ harness: CheckoutHarness) -> any TerminalScreen {
        CheckoutEntry.makeScreen(dependencies: harness.dependencies) { output in harness.outputs.append(output) }
    }

    private func handle(_ screen: any TerminalScreen, _ line: String) async -> CommandOutcome {
        await screen.handle(Command(parsing: line)!)
    }

    @Test func theLoadedScreenShowsLockedPricesTotalsAndAddresses() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(
                status: 201,
                body: CheckoutJSON.quote(
                    id: "q-1", discount: 1_105, shipping: 499, coupon: ("SAVE10", "10% off your order"),
                    expiresAt: harness.clock.now + 552)))
        harness.expectAddresses()
        let screen = makeScreen(harness)
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(lines.contains("Your cart (3 items)"))
        #expect(lines.contains { $0.contains("Copper Kettle (1.5 L)") && $0.hasSuffix("USD 49.00  USD 98.00") })
        #expect(lines.contains { $0.hasPrefix("Discount (SAVE10)") && $0.hasSuffix("-USD 11.05") })
        #expect(lines.contains { $0.hasPrefix("Total") && $0.hasSuffix("USD 104.44") })
        #expect(lines.contains("Prices locked for 9 min 12 s."))
        #expect(lines.contains("Choose one with address <row>."))

        harness.clock.advance(by: 520)
        #expect(screen.render(in: .plain).map(\.plainText).contains("Prices locked for 32 s."))
        harness.clock.advance(by: 40)
        #expect(screen.render(in: .plain).map(\.plainText).contains { $0.hasPrefix("Prices are no longer locked") })
    }

    @Test func theEmptyCartAndFailureStatesRender() async throws {
        let empty = try await CheckoutHarness(cart: [])
        empty.expectAddresses()
        let emptyScreen = makeScreen(empty)
        await emptyScreen.appear()
        #expect(emptyScreen.render(in: .plain).map(\.plainText) == ["Your cart is empty."])

        let failing = try await CheckoutHarness()
        failing.expectQuote(reply: .failure(.transport("offline")))
        failing.expectAddresses(.error(status: 401, code: "unauthorized", message: "sign in first"))
        let failingScreen = makeScreen(failing)
        await failingScreen.appear()
        let lines = failingScreen.render(in: .plain).map(\.plainText)
        #expect(lines.contains("Could not load prices: could not reach the server: offline"))
        #expect(lines.contains("Type retry to try again."))
        #expect(lines.contains { $0.hasPrefix("You need to log in") })
    }

    @Test func aNegativeDiscountIsRefusedNamingTheField() async throws {
        let harness = try await CheckoutHarness()
        let quote = CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)
            .replacingOccurrences(
                of: #""discount": {"amount": 0,"#, with: #""discount": {"amount": \#(Int.min),"#)
        harness.expectQuote(reply: .json(status: 201, body: quote))
        harness.expectAddresses()
        let screen = makeScreen(harness)
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(
            lines.joined(separator: " ").contains(
                "Could not load prices: unexpected reply: QuoteDTO at discount.amount: expected an amount of zero or "
                    + "more, found -9223372036854775808"))
    }

    @Test func commandsDriveTheModelAndEmitOutputs() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses()
        let screen = makeScreen(harness)
        await screen.appear()
        #expect(await handle(screen, "open 1") == .rerender)
        #expect(await handle(screen, #"note   "Dear Ada",  enjoy!  "#) == .rerender)
        #expect(screen.render(in: .plain).map(\.plainText).contains { $0.contains(#"“"Dear Ada",  enjoy!” (19/200)"#) })
        #expect(await handle(screen, "address 2") == .rerender)
        harness.expectOrder(
            addressID: "a-0002", giftNote: #""Dear Ada",  enjoy!"#,
            .json(status: 201, body: CheckoutJSON.order(id: "o-000010")))
        #expect(await handle(screen, "place") == .rerender)
        #expect(harness.outputs == [.productSelected(productID: "p-0001"), placed("o-000010")])
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(lines.first == "Order o-000010 placed: 3 items, USD 110.50. Thank you!")
        #expect(lines.contains("Your cart is empty."))
    }

    @Test func badArgumentsAreExplainedInOneLineAndChangeNothing() async throws {
        let harness = try await CheckoutHarness()
        harness.expectQuote(
            reply: .json(status: 201, body: CheckoutJSON.quote(id: "q-1", expiresAt: harness.clock.now + 600)))
        harness.expectAddresses()
        let screen = makeScreen(harness)
        await screen.appear()
        let before = screen.render(in: .plain).map(\.plainText)
        let bad = [
            "qty", "qty 1", "qty x 2", "qty 0 2", "qty 1 two", "qty 1 0", "qty 1 2 3", "remove", "remove 0",
            "remove 1 2", "open -1", "open 1 2", "coupon", "coupon a b", "note", "note clear", "address", "address 7",
            "place", "place 2", "refresh now", "retry", "retry it",
        ]
        for line in bad {
            let outcome = await handle(screen, line)
            guard case .rejected(let reason) = outcome else {
                Issue.record("\(line) should be rejected, got \(outcome)")
                continue
            }
            #expect(!reason.contains("\n"))
            #expect(
                ScreenFrame.rejection(reason, in: .plain).map(\.plainText) == ["! \(reason)"],
                "fits one line: \(reason)")
        }
        #expect(await harness.cartQuantity == 3)
        #expect(screen.render(in: .plain).map(\.plainText) == before)
        #expect(await handle(screen, "dance") == .unrecognized)
        #expect(harness.client.receivedRequests.count == 2)
        #expect(harness.outputs.isEmpty)
    }
}

/// The terminal's words for each refusal and notice, tested once here; model tests assert the cases.
@Suite struct CheckoutWordsTests {
    @Test func eachRefusalReadsAsTheTerminalShowedItBefore() {
        let timeout = NetworkError.timedOut
        let cases: [(CheckoutRefusal, String, String)] = [
            (.cartIsEmpty, "qty", "your cart is empty"),
            (.cartIsEmpty, "place", "your cart is empty, so there is nothing to order"),
            (.cartIsEmpty, "order", "your cart is empty, so there is nothing to order"),
            (.cartIsEmpty, "refresh", "your cart is empty, so there is nothing to price"),
            (.cartIsEmpty, "coupon", "your cart is empty; add something before applying a coupon"),
            (.noSuchRow(3, rowCount: 2), "remove", "no row 3; choose a row from 1 to 2"),
            (.cartRefused(.invalidQuantity(100)), "qty", "quantity 100 is not allowed; use 1 to 99"),
            (
                .malformedCouponCode, "coupon",
                "a coupon code is one word of at most 32 characters, for example: coupon SAVE10"
            ),
            (.noCouponApplied, "coupon", "no coupon is applied"),
            (
                .couponRejected(reason: "BIG50 needs a subtotal of USD 300.00"), "coupon",
                "BIG50 needs a subtotal of USD 300.00"
            ),
            (.couponUnchecked(timeout), "coupon", "the coupon could not be checked: the server did not answer in time"),
            (
                .pricesWithoutCouponUnavailable(timeout), "coupon",
                "the prices without the coupon could not be loaded: the server did not answer in time"
            ),
            (.invalidGiftNote(.empty), "note", "a gift note needs some text; use note clear to remove it"),
            (
                .invalidGiftNote(.tooLong(count: 201)), "note",
                "a gift note can have at most 200 characters; this one has 201"
            ),
            (.invalidGiftNote(.controlCharacters), "note", "a gift note cannot contain control characters"),
            (.noGiftNote, "note", "there is no gift note to clear"),
            (.loginRequired, "address", "log in to choose one of your saved addresses; type place to log in"),
            (.notLoaded(.prices), "place", "there are no prices for your cart yet; type retry"),
            (.notLoaded(.addresses), "address", "your addresses are not loaded; type retry"),
            (.notLoaded(.addresses), "place", "your addresses did not load; type retry"),
            (.stillLoading(.prices), "place", "your cart is still being priced; try again in a moment"),
            (.stillLoading(.addresses), "address", "your addresses are still loading"),
            (.noSavedAddresses, "place", "You have no saved addresses. Add one to your profile to place an order."),
            (.noSuchAddressRow(3, addressCount: 2), "address", "no address '3'; use a row number 1-2 or an id"),
            (.unknownAddressID("a-9", addressCount: 2), "address", "no address 'a-9'; use a row number 1-2 or an id"),
            (.noAddressChosen, "place", "choose a shipping address first, for example: address 1"),
            (.placingInProgress, "place", "the order is already being placed"),
            (.placingInProgress, "coupon", "wait until the order has been placed"),
            (
                .unsettledAttempt, "place",
                "your last order got no answer and may be placed; type retry to settle it first"
            ),
            (.orderNotBuilt(.invalidRequest("bad")), "place", "the request could not be built: bad"),
            (.nothingToRetry, "retry", "nothing failed, so there is nothing to retry"),
        ]
        for (refusal, command, message) in cases {
            #expect(refusal.message(refusing: command) == message)
        }
    }

    @Test func theAddressListWordsItsEmptyAndFailedStates() {
        func lines(_ addresses: Loadable<[ShippingAddress], NetworkError>) -> [String] {
            let cart = [CheckoutLine(productID: "p-0001", variantID: nil, quantity: 1)]
            let state = CheckoutState(cart: cart, shipping: AddressBook(addresses: addresses))
            return CheckoutView.lines(for: state, now: Date(timeIntervalSince1970: 0), in: .plain).map(\.plainText)
        }
        #expect(lines(.empty).last == "You have no saved addresses. Add one to your profile to place an order.")
        let signedOut = lines(.failed(.status(code: 401, error: nil)))
        #expect(
            signedOut.suffix(2) == [
                "Could not load your addresses: You need to log in to choose a shipping address.",
                "Type retry to try again.",
            ])
        #expect(lines(.failed(.timedOut)).contains("Could not load your addresses: the server did not answer in time"))
    }

    @Test func aFailedOrderIsWordedFromItsNetworkErrorAsBefore() {
        let cases: [(Placement, String)] = [
            (
                .refused(.status(code: 422, error: APIErrorBody(code: "out_of_stock", message: "sold out"))),
                "The order was not placed: sold out"
            ),
            (.refused(.status(code: 409, error: nil)), "The order was not placed: the server answered with HTTP 409"),
            (
                .unanswered(.status(code: 502, error: APIErrorBody(code: "bad_gateway", message: "upstream down"))),
                "No answer while placing the order (upstream down (HTTP 502, bad_gateway)). Type retry: it is sent "
                    + "again as the same order, so it cannot be placed twice."
            ),
            (
                .unanswered(.timedOut),
                "No answer while placing the order (the server did not answer in time). Type retry: it is sent again "
                    + "as the same order, so it cannot be placed twice."
            ),
        ]
        for (status, message) in cases {
            var state = CheckoutState(cart: [CheckoutLine(productID: "p-0001", variantID: nil, quantity: 1)])
            state.placement.status = status
            let drawn = CheckoutView.lines(for: state, now: Date(timeIntervalSince1970: 0), in: .plain).map(\.plainText)
            #expect(drawn.joined(separator: " ").contains(message), "\(drawn)")
        }
    }

    @Test func noticesReadAsTheyDidAboveTheCart() {
        let cases: [(CheckoutNotice, String)] = [
            (
                .pricesExpiredAndRequoted,
                "Your locked prices expired, so the cart was quoted again. Check the prices and type place to confirm."
            ),
            (
                .quoteRefusedAndRequoted(reason: "quote q-1 expired"),
                "quote q-1 expired. Your cart was quoted again: check the prices and type place to confirm."
            ),
            (
                .placedWithChangedCartKept,
                "Your order is placed and its items left the cart. What you added while it was being confirmed is still there."
            ),
            (
                .placedButCartNotEmptied(.tooManyLines(limit: 50)),
                "Your order is placed, but the cart could not be emptied: the cart cannot hold more than 50 different items"
            ),
        ]
        for (notice, message) in cases {
            #expect(notice.message == message)
            let state = CheckoutState(notice: notice)
            let drawn = CheckoutView.lines(for: state, now: Date(timeIntervalSince1970: 0), in: .plain).map(\.plainText)
            #expect(drawn.joined(separator: " ").hasPrefix(message), "\(drawn)")
        }
    }
}
