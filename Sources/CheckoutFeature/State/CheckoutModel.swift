import Analytics
import CartStore
import FeatureState
import Foundation
import Networking
import Observation
import PaymentContract

/// Checkout's state machine: what a customer can do is a method with typed parameters that changes ``state``,
/// performs the requests it needs and reports outputs, or throws a ``CheckoutRefusal`` and changes nothing. It knows
/// nothing of the terminal; it is `@Observable`, so whatever draws ``state`` (the terminal screen, a SwiftUI view)
/// hears its changes, a quote arriving included.
///
/// It coordinates pieces that each hold one concern: ``QuoteRequests`` (quotes, de-duplicated), ``CouponCheck``
/// (coupons), ``AddressBook`` with ``SavedAddressesAPI`` (addresses), and ``OrderPlacement`` (the idempotent order
/// attempt). The cart reaches the model one way only, through its observation (``CartStore/observe(_:onChange:)``),
/// whoever changed it: this model, another screen or another process; the cart's changes return no cart. The quote
/// follows the cart: it is asked for on appear, after every change of the cart, and when its prices stop being
/// locked.
@MainActor
@Observable
final class CheckoutModel {
    private(set) var state = CheckoutState()
    @ObservationIgnored let now: @Sendable () -> Date
    @ObservationIgnored private let api: CheckoutAPI
    @ObservationIgnored private let savedAddresses: SavedAddressesAPI
    @ObservationIgnored private let coupons: CouponCheck
    @ObservationIgnored private let cartStore: CartStore
    @ObservationIgnored private let tracker: any AnalyticsTracker
    @ObservationIgnored private let makeIdempotencyKey: @Sendable () -> String
    @ObservationIgnored private let payment: any PaymentAuthorizing
    @ObservationIgnored private let onOutput: @MainActor (CheckoutOutput) -> Void
    @ObservationIgnored private var quotes: QuoteRequests!
    @ObservationIgnored private let cartObservation: CartObservation

    init(
        client: any HTTPClient, cartStore: CartStore, tracker: any AnalyticsTracker,
        now: @escaping @Sendable () -> Date, makeIdempotencyKey: @escaping @Sendable () -> String,
        payment: any PaymentAuthorizing, onOutput: @escaping @MainActor (CheckoutOutput) -> Void
    ) {
        api = CheckoutAPI(client: client)
        savedAddresses = SavedAddressesAPI(client: client)
        coupons = CouponCheck(api: api, tracker: tracker)
        self.cartStore = cartStore
        cartObservation = CartObservation(of: cartStore)
        self.tracker = tracker
        self.now = now
        self.makeIdempotencyKey = makeIdempotencyKey
        self.payment = payment
        self.onOutput = onOutput
        quotes = QuoteRequests(api: api) { [weak self] basis, result in self?.quoteAnswered(basis, result) }
    }

    /// Observes the cart (which hears the cart as it is now), makes sure the quote is fresh and loads the
    /// addresses (again, when the backend last said nobody was signed in).
    func appear() async {
        await resumePendingOrder()
        await observeCart()
        await ensureFreshQuote()
        if state.needsLogin || (state.shipping.addresses.value == nil && !state.shipping.addresses.isLoading) {
            await loadAddresses()
        }
    }

    // MARK: - Lines

    /// Sets the quantity of the line on `row` (counting from 1) through the cart store, then waits for the new
    /// cart's quote. The new cart reaches the model through its observation, before the store's change returns.
    func changeQuantity(row: Int, to quantity: Int) async throws(CheckoutRefusal) {
        let line = try state.line(at: row)
        do {
            try await cartStore.setQuantity(quantity, for: line.key)
        } catch {
            throw .cartRefused(error)
        }
        await ensureFreshQuote()
    }

    /// Removes the line on `row` (counting from 1) through the cart store, says how many items went (the line as
    /// it was on disk: another process may have changed it), then waits for the new cart's quote.
    func removeLine(row: Int) async throws(CheckoutRefusal) {
        let line = try state.line(at: row)
        let removed: CartLine
        do {
            removed = try await cartStore.remove(line.key)
        } catch {
            throw .cartRefused(error)
        }
        state.notice = .lineRemoved(CheckoutLine(removed))
        tracker.track(
            "cart_line_removed",
            [
                "product_id": removed.productID, "variant_id": removed.variantID ?? "",
                "quantity": String(removed.quantity),
            ])
        await ensureFreshQuote()
    }

    /// Tells the host the customer wants to see the product on `row` (counting from 1).
    func open(row: Int) throws(CheckoutRefusal) {
        onOutput(.productSelected(productID: try state.line(at: row).productID))
    }

    // MARK: - Quote and coupon

    /// Asks for fresh prices for the cart as it is.
    func refreshQuote() async throws(CheckoutRefusal) {
        guard !state.cart.isEmpty else { throw .cartIsEmpty }
        state.notice = nil
        await loadQuote(state.quoteBasis)
    }

    /// Quotes the cart with the coupon `typedCode`. If the shop refuses it, the previous quote and coupon stay.
    func applyCoupon(_ typedCode: String) async throws(CheckoutRefusal) {
        guard let code = CouponCode(typed: typedCode) else { throw .malformedCouponCode }
        try await requote(coupon: code.text)
        state.notice = nil
        tracker.track("coupon_applied", ["coupon_code": state.couponCode ?? code.text])
    }

    /// Quotes the cart without a coupon.
    func removeCoupon() async throws(CheckoutRefusal) {
        guard state.couponCode != nil else { throw .noCouponApplied }
        try await requote(coupon: nil)
        state.notice = nil
    }

    // MARK: - Gift note and address

    /// Sets the gift note; at most ``GiftNote/maximumLength`` characters as a person counts them.
    func setGiftNote(_ text: String) throws(CheckoutRefusal) {
        do {
            state.giftNote = try GiftNote(validating: text)
        } catch {
            throw .invalidGiftNote(error)
        }
        state.notice = nil
    }

    /// Removes the gift note.
    func clearGiftNote() throws(CheckoutRefusal) {
        guard state.giftNote != nil else { throw .noGiftNote }
        state.giftNote = nil
        state.notice = nil
    }

    /// Chooses the saved address on `row` (counting from 1) to ship to.
    func chooseAddress(row: Int) throws(CheckoutRefusal) {
        guard !state.needsLogin else { throw .loginRequired }
        let address = try state.shipping.address(row: row)
        state.shipping.selectedID = address.id
        state.notice = nil
    }

    /// Chooses the saved address with `id` to ship to.
    func chooseAddress(id: String) throws(CheckoutRefusal) {
        guard !state.needsLogin else { throw .loginRequired }
        let address = try state.shipping.address(id: id)
        state.shipping.selectedID = address.id
        state.notice = nil
    }

    // MARK: - Placing

    /// Pays for the order, then places it, for the current quote, address and note.
    ///
    /// The payment is a direct call: the payment step runs, and the order is placed only with its authorization,
    /// under the same idempotency key. A decline, a cancel or no answer from the provider places nothing and
    /// leaves the cart and the quote as they were (``CheckoutNotice/notPaid(_:)`` says what happened); paying again
    /// for the same order uses the same key, so the provider charges at most once.
    ///
    /// Every attempt has one idempotency key, made when it starts, and is recorded in the cart's database
    /// (``CartStore/holdForOrder(_:)``) before its request leaves, so it survives a crash or a restart. An attempt
    /// that got no answer (here, or before a restart, or in another window) is sent again unchanged (same key, same
    /// bytes). While it is in doubt no other attempt starts, even if the order was changed meanwhile: the first may
    /// have been placed, and a second would order twice. Expired prices are quoted again and must be confirmed by
    /// placing again; they are never ordered silently.
    func place() async throws(CheckoutRefusal) {
        await resumePendingOrder()
        switch try state.nextPlacingStep(at: now()) {
        case .askForLogin:
            state.placement.status = .loginRequired
            askForLogin()
        case .resend(let attempt):
            try await send(attempt)
        case .requoteExpiredPrices:
            await abandon(state.placement.attempt)
            state.placement.attempt = nil
            await loadQuote(state.quoteBasis)
            if state.quote.value != nil { state.notice = .pricesExpiredAndRequoted }
        case .start(let draft):
            let paying = state.placement.paymentAttempt(for: draft.total, newKey: makeIdempotencyKey)
            try await holdForPayment(paying)
            state.placement.status = .placing
            state.notice = nil
            let outcome = await payment.authorize(
                PaymentRequest(
                    amountMinorUnits: draft.total.minorUnits, currencyCode: draft.total.currencyCode,
                    merchantReference: paying.idempotencyKey, idempotencyKey: paying.idempotencyKey))
            guard case .authorized(let receipt) = outcome else {
                state.placement.status = .idle
                state.notice = .notPaid(outcome)
                tracker.track("payment_not_authorized", ["outcome": Self.trackedName(of: outcome)])
                return
            }
            let attempt: OrderAttempt
            do {
                attempt = try CheckoutAPI.makeAttempt(
                    key: paying.idempotencyKey, draft: draft, paymentAuthorizationID: receipt.authorizationID)
            } catch {
                state.placement.status = .idle
                throw .orderNotBuilt(error)
            }
            // An earlier attempt still kept was definitely not placed (one in doubt never lets a new one start).
            await abandon(state.placement.attempt)
            try await send(attempt)
        }
    }

    /// Repeats what failed: an order attempt that got no answer (exactly as it was first sent, whatever changed
    /// since), then loading the addresses or the quote.
    func retry() async throws(CheckoutRefusal) {
        var repeated = false
        await resumePendingOrder()
        if let unsettled = state.placement.unsettledAttempt {
            try await send(unsettled)
            repeated = true
        }
        if state.shipping.addresses.canRetry && !state.needsLogin {
            await loadAddresses()
            repeated = true
        }
        if state.quote.canRetry {
            await loadQuote(state.quoteBasis)
            repeated = true
        }
        guard repeated else { throw .nothingToRetry }
    }

    // MARK: - Cart

    /// Waits until the quote being asked for has arrived (returns at once when none is in flight): the prices of
    /// a cart changed by another screen or process, say, which are asked for without waiting.
    func waitForQuote() async {
        await quotes.answered()
    }

    /// The cart's lines, adopted when they differ from the ones shown (so an unchanged cart is not a change a
    /// view hears); whether they did.
    @discardableResult
    private func adoptCart(_ snapshot: CartSnapshot) -> Bool {
        let lines = snapshot.lines.map(CheckoutLine.init)
        guard lines != state.cart else { return false }
        state.adoptCart(lines)
        return true
    }

    /// Observes the cart while the screen is on top: the cart as it is now is adopted before this returns, and
    /// every later change before the call that made it returns. The cart forgets the model when it is released.
    private func observeCart() async {
        await cartObservation.observe(self) { model, snapshot in model.cartObserved(snapshot) }
    }

    /// Stops observing the cart (the screen is covered); the state keeps what it last heard, and the next
    /// ``appear()`` adopts the cart as it is then.
    func stopObservingCart() async {
        await cartObservation.stopObserving()
    }

    /// The cart as its observation tells it, after any change (by this model, another screen or another process):
    /// adopt it and ask for its prices, without holding up whoever changed it.
    private func cartObserved(_ snapshot: CartSnapshot) {
        guard adoptCart(snapshot) else { return }
        _ = startFreshQuoteIfNeeded()
    }

    // MARK: - Loading

    /// Quotes again unless the quote on screen answers the current cart and coupon and its prices are still locked.
    /// Expired prices of an order attempt that got no answer are kept: that attempt must be finished first.
    private func ensureFreshQuote() async {
        await startFreshQuoteIfNeeded()?.value
    }

    /// Starts the quote ``ensureFreshQuote()`` waits for, if one is needed, and returns its request.
    private func startFreshQuoteIfNeeded() -> Task<Void, Never>? {
        switch state.quoteNeeded(at: now()) {
        case .none:
            return nil
        case .nothingToPrice:
            quotes.forget()
            state.quote = .empty
            return nil
        case .quote(let basis):
            return startQuote(basis)
        }
    }

    private func loadQuote(_ basis: QuoteBasis) async {
        await startQuote(basis).value
    }

    /// Asks for a quote of `basis` (shown as loading), or joins the request for it already in flight.
    private func startQuote(_ basis: QuoteBasis) -> Task<Void, Never> {
        if quotes.basisInFlight != basis { state.quote = .loading }
        return quotes.request(basis)
    }

    private func quoteAnswered(_ basis: QuoteBasis, _ result: Result<Quote, NetworkError>) {
        guard basis == state.quoteBasis else { return }
        switch result {
        case .success(let quote):
            state.quote = .loaded(quote)
        case .failure(let error):
            if error.statusCode == 401 { state.needsLogin = true }
            state.quote = .failed(error)
        }
    }

    private func requote(coupon code: String?) async throws(CheckoutRefusal) {
        if state.placement.status == .placing { throw .placingInProgress }
        guard !state.cart.isEmpty else {
            guard code != nil else {
                state.couponCode = nil
                return
            }
            throw .cartIsEmpty
        }
        let quote = try await coupons.quote(state.cart, coupon: code)
        state.couponCode = quote.basis.couponCode
        if quote.basis == state.quoteBasis {
            state.quote = .loaded(quote)
        } else {
            // The cart changed while the coupon was checked: price the cart as it is now.
            await loadQuote(state.quoteBasis)
        }
    }

    private func loadAddresses() async {
        state.shipping.addresses = .loading
        do throws(NetworkError) {
            let addresses = try await savedAddresses.addresses()
            state.needsLogin = false
            if state.placement.status == .loginRequired { state.placement.status = .idle }
            state.shipping.adopt(addresses)
        } catch {
            if error.statusCode == 401 { state.needsLogin = true }
            state.shipping.addresses = .failed(error)
        }
    }

    // MARK: - Placing steps

    /// The outcome as analytics records it: its kind only, nothing of the card.
    private static func trackedName(of outcome: PaymentOutcome) -> String {
        switch outcome {
        case .authorized: "authorized"
        case .declined: "declined"
        case .abandoned: "abandoned"
        case .unanswered: "unanswered"
        }
    }

    private func askForLogin() {
        tracker.track("checkout_login_required")
        onOutput(.loginRequired)
    }

    /// Takes up the order the cart's database holds as pending, when it is not the one this model already has:
    /// one sent before a restart, or by another window of the app. It may have been placed, so it becomes the
    /// attempt in doubt, which only `retry` (or `place` of the same order) sends, with its key. A payment held there
    /// (asked for, but no order recorded after it) becomes the payment attempt, so paying the same amount again
    /// asks with its key and the provider answers with the authorization it may already have made.
    private func resumePendingOrder() async {
        guard state.placement.status != .placing else { return }
        let pending: PendingOrder?
        let payment: PendingPayment?
        do {
            pending = try await cartStore.pendingOrder()
            payment = try await cartStore.pendingPayment()
        } catch {
            return  // unreadable now: the next place or retry looks again, and the hold refuses a second order
        }
        if let payment, state.placement.paymentAttempt?.idempotencyKey != payment.idempotencyKey {
            state.placement.paymentAttempt = PaymentAttempt(
                idempotencyKey: payment.idempotencyKey,
                amount: Money(minorUnits: payment.amountMinorUnits, currencyCode: payment.currencyCode))
        }
        guard let pending, state.placement.attempt?.idempotencyKey != pending.idempotencyKey else { return }
        state.placement.resume(CheckoutAPI.attempt(resuming: pending))
    }

    /// Records `payment` in the cart's database before its request leaves, so that after a lost reply and a
    /// restart it is asked for again with the same key: the provider then answers with the authorization it made,
    /// and charges once.
    private func holdForPayment(_ payment: PaymentAttempt) async throws(CheckoutRefusal) {
        do {
            try await cartStore.holdForPayment(
                PendingPayment(
                    idempotencyKey: payment.idempotencyKey, amountMinorUnits: payment.amount.minorUnits,
                    currencyCode: payment.amount.currencyCode))
        } catch {
            if case .orderPending = error {
                await resumePendingOrder()
                throw .unsettledAttempt
            }
            throw .cartRefused(error)
        }
    }

    /// Sends `attempt`. A new one is first recorded as pending in the cart's database; one in doubt is sent only
    /// while it is still pending there (another window may have settled it meanwhile, and then sending it again
    /// would take its lines out of the cart twice).
    private func send(_ attempt: OrderAttempt) async throws(CheckoutRefusal) {
        if state.placement.unsettledAttempt == attempt {
            let stillPending: Bool
            do {
                stillPending = try await cartStore.pendingOrder()?.idempotencyKey == attempt.idempotencyKey
            } catch {
                stillPending = true  // unreadable now: sending again is safe, the shop places it at most once
            }
            if !stillPending {
                state.placement = OrderPlacement()
                state.notice = .settledElsewhere
                return
            }
        } else {
            do {
                try await cartStore.holdForOrder(CheckoutAPI.pendingOrder(for: attempt))
            } catch {
                if case .orderPending = error {
                    await resumePendingOrder()
                    throw .unsettledAttempt
                }
                throw .cartRefused(error)
            }
        }
        state.placement.sending(attempt)
        state.notice = nil
        do {
            let quoted = state.quote.value.flatMap { $0.id == attempt.draft.quoteID ? $0.total : nil }
            let confirmation = try await api.placeOrder(attempt, quotedTotal: quoted)
            await confirm(confirmation, of: attempt)
        } catch {
            await orderFailed(error, of: attempt)
        }
    }

    /// Forgets `attempt`'s record in the cart's database: it was definitely not placed. A failure leaves the
    /// record, which the next start offers to settle; the shop then says again that it placed nothing.
    private func abandon(_ attempt: OrderAttempt?) async {
        guard let attempt else { return }
        try? await cartStore.abandonOrder(idempotencyKey: attempt.idempotencyKey)
    }

    private func confirm(_ confirmation: OrderConfirmation, of attempt: OrderAttempt) async {
        state.placement.placed(confirmation)
        state.couponCode = nil
        state.giftNote = nil
        // Only now, with the order confirmed, are the ordered lines taken out of the cart, in the same transaction
        // that forgets the pending attempt: a restart cannot come between the two. Lines added while the order was
        // in doubt stay. The new cart reaches the model through its observation.
        do {
            if try await cartStore.completeOrder(idempotencyKey: attempt.idempotencyKey) == .otherLinesKept {
                state.notice = .placedWithChangedCartKept
            }
        } catch {
            state.notice = .placedButCartNotEmptied(error)
        }
        await ensureFreshQuote()
        // Who reacts to a confirmed order (the order history, analytics' conversion) is the host's business: it
        // hears of it here, once, with what the shop's reply said.
        onOutput(
            .orderPlaced(
                orderID: confirmation.orderID, itemCount: confirmation.itemCount, total: confirmation.total))
    }

    private func orderFailed(_ error: NetworkError, of attempt: OrderAttempt) async {
        switch state.placement.failed(with: error) {
        case .loginRequired:
            // Nothing was placed. Keep everything, the attempt included, so the same order goes through after login;
            // its record goes, and is made again when it is sent.
            await abandon(attempt)
            state.needsLogin = true
            askForLogin()
        case .quoteRefused(let reason):
            await abandon(attempt)
            await loadQuote(state.quoteBasis)
            if state.quote.value != nil { state.notice = .quoteRefusedAndRequoted(reason: reason) }
        case .refused:
            await abandon(attempt)
        case .unanswered:
            break  // in doubt: its record stays, so a restart still offers to settle it
        }
    }
}
