import Analytics
import CartStore
import FeatureState
import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import CheckoutFeature

/// Each piece CheckoutModel coordinates, read and tested alone: no model, no cart store.
@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct QuoteRequestsTests {
    let client = ExpectingHTTPClient { request in Issue.record("unexpected request \(request.method) \(request.path)") }
    let expiry = Date(timeIntervalSince1970: 1_800_000_600)
    static let kettle = CheckoutLine(productID: "p-0001", variantID: nil, quantity: 2)
    static let towel = CheckoutLine(productID: "p-0002", variantID: "v-0002-b", quantity: 1)

    private func expectQuote(id: String, quantity: Int) {
        client.expect(
            .post, "/v1/quotes",
            matching: { request in
                request.body.map { String(decoding: $0, as: UTF8.self).contains(#""quantity":\#(quantity)"#) } ?? false
            },
            reply: .json(status: 201, body: CheckoutJSON.quote(id: id, expiresAt: expiry)))
    }

    @Test func askingAgainForTheBasisInFlightSendsOneRequestAndAnswersOnce() async throws {
        let gate = GatedHTTPClient(wrapping: client)
        var held = gate.arrivals.makeAsyncIterator()
        var answers: [(QuoteBasis, String?)] = []
        let requests = QuoteRequests(api: CheckoutAPI(client: gate)) { basis, result in
            answers.append((basis, try? result.get().id))
        }
        let basis = QuoteBasis(lines: [Self.kettle], couponCode: nil)
        expectQuote(id: "q-1", quantity: 2)
        let first = requests.request(basis)
        let second = requests.request(basis)
        #expect(requests.basisInFlight == basis)
        try #require(await held.next()).resume()
        await first.value
        await second.value
        #expect(client.receivedRequests.count == 1)
        #expect(answers.map(\.1) == ["q-1"])
        #expect(answers.first?.0 == basis)
        #expect(requests.basisInFlight == nil)
    }

    @Test func aNewerBasisReplacesTheOneInFlightWhoseAnswerIsDropped() async throws {
        let gate = GatedHTTPClient(wrapping: client)
        var held = gate.arrivals.makeAsyncIterator()
        var answered: [String] = []
        let requests = QuoteRequests(api: CheckoutAPI(client: gate)) { _, result in
            answered.append((try? result.get().id) ?? "failed")
        }
        let older = QuoteBasis(lines: [Self.kettle], couponCode: nil)
        let newer = QuoteBasis(lines: [Self.kettle.with(quantity: 3)], couponCode: nil)
        expectQuote(id: "q-old", quantity: 2)
        expectQuote(id: "q-new", quantity: 3)
        let olderTask = requests.request(older)
        let olderArrival = try #require(await held.next())
        let newerTask = requests.request(newer)
        let newerArrival = try #require(await held.next())
        #expect(requests.basisInFlight == newer)
        // The newer answer arrives first; the older one, for a cart no longer shown, must not overwrite it.
        newerArrival.resume()
        await newerTask.value
        olderArrival.resume()
        await olderTask.value
        #expect(answered == ["q-new"])
        #expect(client.receivedRequests.count == 2)
    }

    @Test func aForgottenRequestIsNotAnswered() async throws {
        let gate = GatedHTTPClient(wrapping: client)
        var held = gate.arrivals.makeAsyncIterator()
        var answers = 0
        let requests = QuoteRequests(api: CheckoutAPI(client: gate)) { _, _ in answers += 1 }
        expectQuote(id: "q-1", quantity: 2)
        let task = requests.request(QuoteBasis(lines: [Self.kettle], couponCode: nil))
        let arrival = try #require(await held.next())
        requests.forget()
        arrival.resume()
        await task.value
        #expect(answers == 0)
    }
}

extension CheckoutLine {
    fileprivate func with(quantity: Int) -> CheckoutLine {
        CheckoutLine(productID: productID, variantID: variantID, quantity: quantity)
    }
}

@Suite struct AddressBookTests {
    static let home = ShippingAddress(
        id: "a-0001", label: "Home", recipient: "Ada Lovelace", lines: ["12 St James's Square"], city: "London",
        postcode: "SW1Y 4JH", country: "GB")
    static let work = ShippingAddress(
        id: "a-0002", label: "Work", recipient: "Ada Lovelace", lines: ["5 Dorset Street"], city: "London",
        postcode: "W1U 6QJ", country: "GB")

    @Test func anAddressIsFoundByRowOrIDAndAMissingOneNamesHowManyThereAre() throws {
        var book = AddressBook()
        book.adopt([Self.home, Self.work])
        #expect(try book.address(row: 2) == Self.work)
        #expect(try book.address(id: "a-0001") == Self.home)
        #expect(throws: CheckoutRefusal.noSuchAddressRow(3, addressCount: 2)) { try book.address(row: 3) }
        #expect(throws: CheckoutRefusal.noSuchAddressRow(0, addressCount: 2)) { try book.address(row: 0) }
        #expect(throws: CheckoutRefusal.unknownAddressID("a-0009", addressCount: 2)) {
            try book.address(id: "a-0009")
        }
    }

    @Test func whyNoAddressCanBeChosenFollowsTheLoadingState() {
        let cases: [(Loadable<[ShippingAddress], NetworkError>, CheckoutRefusal)] = [
            (.idle, .notLoaded(.addresses)), (.loading, .stillLoading(.addresses)),
            (.failed(.timedOut), .notLoaded(.addresses)), (.empty, .noSavedAddresses),
        ]
        for (addresses, refusal) in cases {
            let book = AddressBook(addresses: addresses)
            #expect(throws: refusal, "\(addresses)") { try book.address(row: 1) }
        }
    }

    @Test func placingNeedsAChosenAddressAndSaysWhyThereIsNone() throws {
        let cases: [(Loadable<[ShippingAddress], NetworkError>, CheckoutRefusal)] = [
            (.idle, .stillLoading(.addresses)), (.loading, .stillLoading(.addresses)),
            (.failed(.timedOut), .notLoaded(.addresses)), (.empty, .noSavedAddresses),
            (.loaded([Self.home, Self.work]), .noAddressChosen),
        ]
        for (addresses, refusal) in cases {
            #expect(throws: refusal, "\(addresses)") { try AddressBook(addresses: addresses).chosen() }
        }
        let chosen = AddressBook(addresses: .loaded([Self.home, Self.work]), selectedID: "a-0002")
        #expect(try chosen.chosen() == Self.work)
    }

    @Test func reloadingKeepsAChoiceThatIsStillSavedAndChoosesTheOnlyAddress() {
        var book = AddressBook(addresses: .loaded([Self.home, Self.work]), selectedID: "a-0002")
        book.adopt([Self.work, Self.home])
        #expect(book.selectedID == "a-0002")
        book.adopt([Self.home])
        #expect(book.selectedID == "a-0001", "the only address is chosen for the customer")
        book.adopt([Self.home, Self.work])
        #expect(book.selectedID == "a-0001")
        book = AddressBook(addresses: .loaded([Self.home, Self.work]), selectedID: "a-0002")
        book.adopt([Self.home, AddressBookTests.work.withID("a-0003")])
        #expect(book.selectedID == nil, "a deleted choice is not replaced by a guess")
        book.adopt([])
        #expect(book.addresses == .empty)
        #expect(book.selected == nil)
    }
}

extension ShippingAddress {
    fileprivate func withID(_ id: String) -> ShippingAddress {
        ShippingAddress(
            id: id, label: label, recipient: recipient, lines: lines, city: city, postcode: postcode, country: country)
    }
}

@Suite struct OrderPlacementTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let line = CheckoutLine(productID: "p-0001", variantID: nil, quantity: 2)
    static let draft = OrderDraft(
        quoteID: "q-1", shippingAddressID: "a-0001", giftNote: nil, lines: [line], total: usd(9_800))

    static func attempt(key: String = "key-1", draft: OrderDraft = draft) -> OrderAttempt {
        OrderAttempt(idempotencyKey: key, draft: draft, paymentAuthorizationID: "auth-\(key)", body: Data(key.utf8))
    }

    /// A checkout ready to place: one line priced by `q-1` until `expiresAt`, address `a-0001` chosen.
    static func ready(expiresAt: Date = now + 600) -> CheckoutState {
        let quote = Quote(
            id: "q-1", basis: QuoteBasis(lines: [line], couponCode: nil), lines: [], subtotal: usd(9_800),
            discount: usd(0), shipping: usd(0), total: usd(9_800), currencyCode: "USD", expiresAt: expiresAt,
            coupon: nil)
        let home = AddressBookTests.home
        return CheckoutState(
            cart: [line], quote: .loaded(quote),
            shipping: AddressBook(addresses: .loaded([home, AddressBookTests.work]), selectedID: home.id))
    }

    static func usd(_ minorUnits: Int) -> Money { Money(minorUnits: minorUnits, currencyCode: "USD") }

    @Test func aReadyCheckoutStartsANewAttemptForItsDraft() throws {
        #expect(try Self.ready().nextPlacingStep(at: Self.now) == .start(Self.draft))
        var withNote = Self.ready()
        withNote.giftNote = try GiftNote(validating: "For Ada")
        let step = try withNote.nextPlacingStep(at: Self.now)
        #expect(
            step
                == .start(
                    OrderDraft(
                        quoteID: "q-1", shippingAddressID: "a-0001", giftNote: "For Ada", lines: [Self.line],
                        total: Self.usd(9_800))))
    }

    @Test func whatIsMissingIsRefusedInOrder() throws {
        var state = Self.ready()
        state.placement.status = .placing
        #expect(throws: CheckoutRefusal.placingInProgress) { try state.nextPlacingStep(at: Self.now) }
        state = Self.ready()
        state.cart = []
        #expect(throws: CheckoutRefusal.cartIsEmpty) { try state.nextPlacingStep(at: Self.now) }
        state = Self.ready()
        state.needsLogin = true
        #expect(try state.nextPlacingStep(at: Self.now) == .askForLogin)
        state = Self.ready()
        state.quote = .failed(.timedOut)
        #expect(throws: CheckoutRefusal.notLoaded(.prices)) { try state.nextPlacingStep(at: Self.now) }
        state.quote = .loading
        #expect(throws: CheckoutRefusal.stillLoading(.prices)) { try state.nextPlacingStep(at: Self.now) }
        state = Self.ready()
        state.couponCode = "SAVE10"
        #expect(
            throws: CheckoutRefusal.stillLoading(.prices), "a quote for another coupon does not price this cart"
        ) { try state.nextPlacingStep(at: Self.now) }
        state = Self.ready()
        state.shipping.selectedID = nil
        #expect(throws: CheckoutRefusal.noAddressChosen) { try state.nextPlacingStep(at: Self.now) }
    }

    @Test func expiredPricesAreQuotedAgainButAnAttemptInDoubtIsSentAsItWas() throws {
        var state = Self.ready(expiresAt: Self.now)
        #expect(try state.nextPlacingStep(at: Self.now) == .requoteExpiredPrices)
        state.placement.sending(Self.attempt())
        #expect(state.placement.failed(with: .timedOut) == .unanswered)
        #expect(try state.nextPlacingStep(at: Self.now) == .resend(Self.attempt()))
        state.giftNote = try GiftNote(validating: "changed")
        #expect(throws: CheckoutRefusal.unsettledAttempt) { try state.nextPlacingStep(at: Self.now) }
    }

    @Test func anAttemptKeptForTheSameDraftIsSentAgainNotReplaced() throws {
        var state = Self.ready()
        state.placement.sending(Self.attempt())
        #expect(state.placement.failed(with: .status(code: 401, error: nil)) == .loginRequired)
        #expect(state.placement.status == .loginRequired)
        #expect(try state.nextPlacingStep(at: Self.now) == .resend(Self.attempt()))
        state.shipping.selectedID = "a-0002"
        #expect(
            try state.nextPlacingStep(at: Self.now)
                == .start(
                    OrderDraft(
                        quoteID: "q-1", shippingAddressID: "a-0002", giftNote: nil, lines: [Self.line],
                        total: Self.usd(9_800))))
    }

    @Test func whatAFailedSendMeans() {
        let body = { (code: String, message: String) in APIErrorBody(code: code, message: message) }
        let cases: [(NetworkError, OrderPlacement.Failure, Placement, Bool)] = [
            (.status(code: 401, error: nil), .loginRequired, .loginRequired, true),
            (
                .status(code: 409, error: body("quote_expired", "quote q-1 expired")),
                .quoteRefused(reason: "quote q-1 expired"), .idle, false
            ),
            (.status(code: 409, error: body("quote_stale", "stale")), .quoteRefused(reason: "stale"), .idle, false),
            (
                .status(code: 422, error: body("out_of_stock", "sold out")), .refused,
                .refused(.status(code: 422, error: body("out_of_stock", "sold out"))), false
            ),
            (.status(code: 409, error: nil), .refused, .refused(.status(code: 409, error: nil)), false),
            (.status(code: 408, error: nil), .unanswered, .unanswered(.status(code: 408, error: nil)), true),
            (.status(code: 429, error: nil), .unanswered, .unanswered(.status(code: 429, error: nil)), true),
            (.status(code: 503, error: nil), .unanswered, .unanswered(.status(code: 503, error: nil)), true),
            (.timedOut, .unanswered, .unanswered(.timedOut), true),
        ]
        for (error, failure, status, keepsAttempt) in cases {
            var placement = OrderPlacement()
            placement.sending(Self.attempt())
            #expect(placement.failed(with: error) == failure, "\(error)")
            #expect(placement.status == status, "\(error)")
            #expect((placement.attempt != nil) == keepsAttempt, "\(error)")
        }
    }

    @Test func aConfirmationEndsTheAttempt() {
        var placement = OrderPlacement()
        placement.sending(Self.attempt())
        #expect(placement.status == .placing)
        let confirmation = OrderConfirmation(orderID: "o-000001", itemCount: 2, total: Self.usd(9_800))
        placement.placed(confirmation)
        #expect(placement == OrderPlacement(status: .placed(confirmation), attempt: nil))
        #expect(placement.unsettledAttempt == nil)
    }
}

@Suite(.verifiesHTTPExpectations) struct CouponCheckTests {
    let client = ExpectingHTTPClient { request in Issue.record("unexpected request \(request.method) \(request.path)") }
    let tracker = RecordingTracker()
    let expiry = Date(timeIntervalSince1970: 1_800_000_600)
    static let lines = [CheckoutLine(productID: "p-0001", variantID: nil, quantity: 2)]

    @Test func aCodeIsOneWordOfAtMostThirtyTwoCharacters() {
        #expect(CouponCode(typed: "  save10 ")?.text == "save10")
        #expect(CouponCode(typed: String(repeating: "X", count: 32))?.text.count == 32)
        #expect(CouponCode(typed: String(repeating: "X", count: 33)) == nil)
        #expect(CouponCode(typed: "   ") == nil)
        #expect(CouponCode(typed: "SAVE 10") == nil)
    }

    @Test func theAcceptedCodeIsKeptAsTheShopSpellsIt() async throws {
        client.expect(
            .post, "/v1/quotes",
            reply: .json(
                status: 201,
                body: CheckoutJSON.quote(id: "q-2", coupon: ("SAVE10", "10% off your order"), expiresAt: expiry)))
        let quote = try await CouponCheck(api: CheckoutAPI(client: client), tracker: tracker)
            .quote(Self.lines, coupon: "save10")
        #expect(quote.basis == QuoteBasis(lines: Self.lines, couponCode: "SAVE10"))
        let sent = try #require(client.receivedRequests.first?.body)
        #expect(String(decoding: sent, as: UTF8.self).contains(#""couponCode":"save10""#))
    }

    @Test func theShopsRefusalIsTheReasonAndOtherFailuresSayWhatCouldNotBeDone() async throws {
        let check = CouponCheck(api: CheckoutAPI(client: client), tracker: tracker)
        client.expect(
            .post, "/v1/quotes", reply: .error(status: 422, code: "coupon_unknown", message: "NOPE is not a coupon"))
        await #expect(throws: CheckoutRefusal.couponRejected(reason: "NOPE is not a coupon")) {
            try await check.quote(Self.lines, coupon: "NOPE")
        }
        #expect(
            tracker.events(named: "coupon_rejected").first?.properties == [
                "coupon_code": "NOPE", "reason_code": "coupon_unknown",
            ])

        // A 401 is not the coupon's fault: it could not be checked.
        client.expect(.post, "/v1/quotes", reply: .error(status: 401, code: "unauthorized", message: "sign in"))
        await #expect(
            throws: CheckoutRefusal.couponUnchecked(
                .status(code: 401, error: APIErrorBody(code: "unauthorized", message: "sign in")))
        ) { try await check.quote(Self.lines, coupon: "SAVE10") }

        client.expect(.post, "/v1/quotes", reply: .failure(.timedOut))
        await #expect(throws: CheckoutRefusal.pricesWithoutCouponUnavailable(.timedOut)) {
            try await check.quote(Self.lines, coupon: nil)
        }
        #expect(tracker.events(named: "coupon_rejected").count == 1)
    }
}

@Suite struct CheckoutStateRulesTests {
    static let now = OrderPlacementTests.now

    @Test func aQuoteIsNeededUnlessTheOneShownAnswersTheCartAndIsLocked() {
        var state = OrderPlacementTests.ready(expiresAt: Self.now + 1)
        #expect(state.quoteNeeded(at: Self.now) == .none)
        #expect(state.quoteNeeded(at: Self.now + 1) == .quote(state.quoteBasis), "expired at its expiry")
        state.couponCode = "SAVE10"
        #expect(state.quoteNeeded(at: Self.now) == .quote(QuoteBasis(lines: state.cart, couponCode: "SAVE10")))
        state.couponCode = nil
        state.quote = .failed(.timedOut)
        #expect(state.quoteNeeded(at: Self.now) == .quote(state.quoteBasis))
        state.cart = []
        #expect(state.quoteNeeded(at: Self.now) == .nothingToPrice)
    }

    @Test func expiredPricesOfAnAttemptInDoubtAreKept() {
        var state = OrderPlacementTests.ready(expiresAt: Self.now)
        state.placement.sending(OrderPlacementTests.attempt())
        _ = state.placement.failed(with: .timedOut)
        #expect(state.quoteNeeded(at: Self.now + 300) == .none)
    }

    @Test func aLineIsFoundByRowAndANewCartEndsARefusedOrder() throws {
        var state = OrderPlacementTests.ready()
        #expect(try state.line(at: 1) == OrderPlacementTests.line)
        #expect(throws: CheckoutRefusal.noSuchRow(2, rowCount: 1)) { try state.line(at: 2) }
        #expect(throws: CheckoutRefusal.noSuchRow(0, rowCount: 1)) { try state.line(at: 0) }
        state.placement.status = .refused(.status(code: 422, error: nil))
        let more = CheckoutLine(productID: "p-0001", variantID: nil, quantity: 1)
        state.adoptCart([more])
        #expect(state.cart == [more])
        #expect(state.placement.status == .idle)
        state.placement.status = .unanswered(.timedOut)
        state.adoptCart([])
        #expect(state.placement.status == .unanswered(.timedOut), "an attempt in doubt stays whatever the cart")
        #expect(throws: CheckoutRefusal.cartIsEmpty) { try state.line(at: 1) }
    }
}
