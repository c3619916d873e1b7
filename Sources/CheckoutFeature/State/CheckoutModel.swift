import Analytics
import CartStore
import FeatureState
import Foundation
import Networking
import Observation

/// Checkout's state machine: every command becomes a method that validates its input, changes ``state``,
/// performs the requests it needs and reports outputs. It knows nothing of the terminal; it is `@Observable`, so
/// whatever draws ``state`` (the terminal screen, a SwiftUI view) hears its changes, a quote arriving included.
///
/// The quote follows the cart: it is asked for on appear, after every change of the cart (made here or
/// anywhere else, heard through ``CartStore/listen(_:onChange:)``) and when its prices stop being locked.
@MainActor
@Observable
final class CheckoutModel {
    private(set) var state = CheckoutState()
    @ObservationIgnored let now: @Sendable () -> Date
    @ObservationIgnored private let api: CheckoutAPI
    @ObservationIgnored private let cartStore: CartStore
    @ObservationIgnored private let tracker: any AnalyticsTracker
    @ObservationIgnored private let makeIdempotencyKey: @Sendable () -> String
    @ObservationIgnored private let onOutput: @MainActor (CheckoutOutput) -> Void
    /// The quote request in flight and what it was asked for; a second request for the same basis waits for it.
    @ObservationIgnored private var quoteLoad: (basis: QuoteBasis, task: Task<Void, Never>)?
    @ObservationIgnored private var isWatchingCart = false

    init(
        api: CheckoutAPI, cartStore: CartStore, tracker: any AnalyticsTracker, now: @escaping @Sendable () -> Date,
        makeIdempotencyKey: @escaping @Sendable () -> String, onOutput: @escaping @MainActor (CheckoutOutput) -> Void
    ) {
        self.api = api
        self.cartStore = cartStore
        self.tracker = tracker
        self.now = now
        self.makeIdempotencyKey = makeIdempotencyKey
        self.onOutput = onOutput
    }

    /// What the next quote is asked for.
    var currentBasis: QuoteBasis { QuoteBasis(lines: state.cart, couponCode: state.couponCode) }

    /// Reads the cart, starts listening to its changes, makes sure the quote is fresh and loads the addresses
    /// (again, when the backend last said nobody was signed in).
    func appear() async {
        await cartChanged(to: await cartStore.snapshot())
        await startWatchingCart()
        if state.needsLogin || (state.addresses.value == nil && !state.addresses.isLoading) {
            await loadAddresses()
        }
    }

    // MARK: - Lines

    /// Sets the quantity of the line on `row` (counting from 1) through the cart store, then quotes again.
    func changeQuantity(row: Int, to quantity: Int) async throws(CommandRejection) {
        let line = try line(at: row)
        let snapshot: CartSnapshot
        do {
            snapshot = try await cartStore.setQuantity(quantity, for: line.key)
        } catch {
            throw CommandRejection(error.description)
        }
        await cartChanged(to: snapshot)
    }

    /// Removes the line on `row` through the cart store, then quotes again.
    func removeLine(row: Int) async throws(CommandRejection) {
        let line = try line(at: row)
        let snapshot: CartSnapshot
        do {
            snapshot = try await cartStore.remove(line.key)
        } catch {
            throw CommandRejection(error.description)
        }
        await cartChanged(to: snapshot)
    }

    /// Tells the host the user wants to see the product on `row`.
    func open(row: Int) throws(CommandRejection) {
        let line = try line(at: row)
        onOutput(.productSelected(productID: line.productID))
    }

    // MARK: - Quote and coupon

    /// Asks for fresh prices for the cart as it is.
    func refreshQuote() async throws(CommandRejection) {
        guard !state.cart.isEmpty else { throw CommandRejection("your cart is empty, so there is nothing to price") }
        state.notice = nil
        await loadQuote(currentBasis)
    }

    /// Quotes the cart with `typedCode`. If the backend refuses the coupon, its reason is the rejection and the
    /// previous quote and coupon stay.
    func applyCoupon(_ typedCode: String) async throws(CommandRejection) {
        let code = typedCode.trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty, code.count <= 32, !code.contains(where: { $0.isWhitespace || $0.isNewline }) else {
            throw CommandRejection("a coupon code is one word of at most 32 characters, for example: coupon SAVE10")
        }
        try await requoteForCoupon(code)
        state.notice = nil
        tracker.track("coupon_applied", ["coupon_code": state.couponCode ?? code])
    }

    /// Quotes the cart without a coupon.
    func removeCoupon() async throws(CommandRejection) {
        guard state.couponCode != nil else { throw CommandRejection("no coupon is applied") }
        try await requoteForCoupon(nil)
        state.notice = nil
    }

    // MARK: - Gift note and address

    /// Sets the gift note; at most ``GiftNote/maximumLength`` characters as a person counts them.
    func setGiftNote(_ text: String) throws(CommandRejection) {
        do {
            state.giftNote = try GiftNote(validating: text)
        } catch {
            throw CommandRejection(error.message)
        }
        state.notice = nil
    }

    /// Removes the gift note.
    func clearGiftNote() throws(CommandRejection) {
        guard state.giftNote != nil else { throw CommandRejection("there is no gift note to clear") }
        state.giftNote = nil
        state.notice = nil
    }

    /// Chooses a saved address by its row number (counting from 1) or its id.
    func chooseAddress(_ selector: String) throws(CommandRejection) {
        if state.needsLogin {
            throw CommandRejection("log in to choose one of your saved addresses; type place to log in")
        }
        guard let addresses = state.addresses.value else {
            switch state.addresses {
            case .empty(let message): throw CommandRejection(message)
            case .loading: throw CommandRejection("your addresses are still loading")
            default: throw CommandRejection("your addresses are not loaded; type retry")
            }
        }
        let byRow = Int(selector).flatMap { row in addresses.indices.contains(row - 1) ? addresses[row - 1] : nil }
        guard let address = byRow ?? addresses.first(where: { $0.id == selector }) else {
            throw CommandRejection("no address '\(selector)'; use a row number 1-\(addresses.count) or an id")
        }
        state.selectedAddressID = address.id
        state.notice = nil
    }

    // MARK: - Placing

    /// Places the order for the current quote, address and note.
    ///
    /// An attempt that got no answer is sent again unchanged (same key, same bytes). While it is in doubt no other
    /// attempt starts, even if the order was changed meanwhile: the first may have been placed, and a second would
    /// order twice. Expired prices are quoted again and must be confirmed with another `place`; they are never
    /// ordered silently.
    func place() async throws(CommandRejection) {
        if state.placement == .placing { throw CommandRejection("the order is already being placed") }
        guard !state.cart.isEmpty else { throw CommandRejection("your cart is empty, so there is nothing to order") }
        if state.needsLogin {
            state.placement = .loginRequired
            tracker.track("checkout_login_required")
            onOutput(.loginRequired)
            return
        }
        let quote = try validQuote()
        let address = try chosenAddress()
        let draft = OrderDraft(
            quoteID: quote.id, shippingAddressID: address.id, giftNote: state.giftNote?.text,
            lines: quote.basis.lines)
        if case .unanswered = state.placement, let attempt = state.attempt {
            // The first try may have been placed: only the backend can tell, so ask it the same way again.
            guard attempt.draft == draft else {
                throw CommandRejection(
                    "your last order got no answer and may be placed; type retry to settle it first")
            }
            await send(attempt)
            return
        }
        if quote.isExpired(at: now()) {
            state.attempt = nil
            await loadQuote(currentBasis)
            if state.quote.value != nil {
                state.notice =
                    "Your locked prices expired, so the cart was quoted again. Check the prices and type place to confirm."
            }
            return
        }
        let attempt: OrderAttempt
        if let current = state.attempt, current.draft == draft {
            attempt = current
        } else {
            do {
                attempt = try CheckoutAPI.makeAttempt(key: makeIdempotencyKey(), draft: draft)
            } catch {
                throw CommandRejection(error.description)
            }
        }
        state.attempt = attempt
        await send(attempt)
    }

    /// Repeats what failed: an order attempt that got no answer (exactly as it was first sent, whatever changed
    /// since), then loading the addresses or the quote.
    func retry() async throws(CommandRejection) {
        var repeated = false
        if case .unanswered = state.placement, let attempt = state.attempt {
            await send(attempt)
            repeated = true
        }
        if state.addresses.canRetry && !state.needsLogin {
            await loadAddresses()
            repeated = true
        }
        if state.quote.canRetry {
            await loadQuote(currentBasis)
            repeated = true
        }
        guard repeated else { throw CommandRejection("nothing failed, so there is nothing to retry") }
    }

    // MARK: - Cart

    /// Returns once the quote being asked for has arrived (at once when none is in flight): the prices of a cart
    /// changed elsewhere, say, which are asked for without waiting.
    func quoteArrived() async {
        await quoteLoad?.task.value
    }

    private func cartChanged(to snapshot: CartSnapshot) async {
        adoptCart(snapshot)
        await ensureFreshQuote()
    }

    /// The cart's lines, adopted when they differ from the ones shown; whether they did.
    @discardableResult
    private func adoptCart(_ snapshot: CartSnapshot) -> Bool {
        let lines = snapshot.lines.map(CheckoutLine.init)
        guard lines != state.cart else { return false }
        state.cart = lines
        if case .refused = state.placement { state.placement = .idle }
        return true
    }

    /// Listens to the cart from the first appearance on; the cart forgets the model when it is released.
    private func startWatchingCart() async {
        guard !isWatchingCart else { return }
        isWatchingCart = true
        await cartStore.listen(self) { model, snapshot in await model.cartChangedElsewhere(snapshot) }
    }

    /// A change heard from the cart: adopt it and ask for its prices, without holding up whoever changed it.
    private func cartChangedElsewhere(_ snapshot: CartSnapshot) {
        guard adoptCart(snapshot) else { return }
        _ = startFreshQuoteIfNeeded()
    }

    private func line(at row: Int) throws(CommandRejection) -> CheckoutLine {
        guard !state.cart.isEmpty else { throw CommandRejection("your cart is empty") }
        guard state.cart.indices.contains(row - 1) else {
            throw CommandRejection("no row \(row); choose a row from 1 to \(state.cart.count)")
        }
        return state.cart[row - 1]
    }

    // MARK: - Loading

    /// Quotes again unless the quote on screen answers the current cart and coupon and its prices are still locked.
    /// Expired prices of an order attempt that got no answer are kept: that attempt must be finished first.
    private func ensureFreshQuote() async {
        await startFreshQuoteIfNeeded()?.value
    }

    /// Starts the quote ``ensureFreshQuote()`` waits for, if one is needed, and returns its load.
    private func startFreshQuoteIfNeeded() -> Task<Void, Never>? {
        let basis = currentBasis
        guard !basis.lines.isEmpty else {
            quoteLoad = nil
            state.quote = .empty(CheckoutState.emptyCartMessage)
            return nil
        }
        if let quote = state.quote.value, quote.basis == basis {
            if !quote.isExpired(at: now()) { return nil }
            if case .unanswered = state.placement { return nil }
        }
        return startQuoteLoad(basis)
    }

    private func loadQuote(_ basis: QuoteBasis) async {
        await startQuoteLoad(basis).value
    }

    /// Asks for a quote of `basis`, or joins the request for it already in flight.
    private func startQuoteLoad(_ basis: QuoteBasis) -> Task<Void, Never> {
        if let load = quoteLoad, load.basis == basis { return load.task }
        state.quote = .loading
        let api = self.api
        let task = Task { [weak self] in
            let result: Result<Quote, NetworkError>
            do throws(NetworkError) {
                result = .success(try await api.quote(basis))
            } catch {
                result = .failure(error)
            }
            self?.finishQuoteLoad(basis, result)
        }
        quoteLoad = (basis, task)
        return task
    }

    private func finishQuoteLoad(_ basis: QuoteBasis, _ result: Result<Quote, NetworkError>) {
        // A newer request replaced this one: its answer is for a cart or coupon no longer shown.
        guard quoteLoad?.basis == basis else { return }
        quoteLoad = nil
        guard basis == currentBasis else { return }
        switch result {
        case .success(let quote):
            state.quote = .loaded(quote)
        case .failure(let error):
            if error.statusCode == 401 { state.needsLogin = true }
            state.quote = .failed(error.description)
        }
    }

    private func requoteForCoupon(_ code: String?) async throws(CommandRejection) {
        if state.placement == .placing { throw CommandRejection("wait until the order has been placed") }
        guard !state.cart.isEmpty else {
            guard code != nil else {
                state.couponCode = nil
                return
            }
            throw CommandRejection("your cart is empty; add something before applying a coupon")
        }
        let basis = QuoteBasis(lines: state.cart, couponCode: code)
        var quote: Quote
        do {
            quote = try await api.quote(basis)
        } catch {
            if code != nil, case .status(let status, let body?) = error, (400..<500).contains(status), status != 401 {
                tracker.track("coupon_rejected", ["coupon_code": code ?? "", "reason_code": body.code])
                throw CommandRejection(body.message)
            }
            let step =
                code == nil ? "the prices without the coupon could not be loaded" : "the coupon could not be checked"
            throw CommandRejection("\(step): \(error.description)")
        }
        // Keep the backend's spelling of the code, so later quotes ask for exactly what it accepted.
        state.couponCode = quote.coupon?.code ?? code
        quote.basis = QuoteBasis(lines: basis.lines, couponCode: state.couponCode)
        if quote.basis == currentBasis {
            state.quote = .loaded(quote)
        } else {
            // The cart changed while the coupon was checked: price the cart as it is now.
            await loadQuote(currentBasis)
        }
    }

    private func loadAddresses() async {
        state.addresses = .loading
        do {
            let addresses = try await api.addresses()
            state.needsLogin = false
            if state.placement == .loginRequired { state.placement = .idle }
            if !addresses.contains(where: { $0.id == state.selectedAddressID }) {
                state.selectedAddressID = addresses.count == 1 ? addresses[0].id : nil
            }
            state.addresses =
                addresses.isEmpty
                ? .empty("You have no saved addresses. Add one to your profile to place an order.")
                : .loaded(addresses)
        } catch {
            if error.statusCode == 401 {
                state.needsLogin = true
                state.addresses = .failed("You need to log in to choose a shipping address.")
            } else {
                state.addresses = .failed(error.description)
            }
        }
    }

    // MARK: - Placing steps

    private func validQuote() throws(CommandRejection) -> Quote {
        switch state.quote {
        case .loaded(let quote) where quote.basis == currentBasis: return quote
        case .failed: throw CommandRejection("there are no prices for your cart yet; type retry")
        default: throw CommandRejection("your cart is still being priced; try again in a moment")
        }
    }

    private func chosenAddress() throws(CommandRejection) -> ShippingAddress {
        if let address = state.selectedAddress { return address }
        switch state.addresses {
        case .loaded: throw CommandRejection("choose a shipping address first, for example: address 1")
        case .empty(let message): throw CommandRejection(message)
        case .failed: throw CommandRejection("your addresses did not load; type retry")
        case .idle, .loading: throw CommandRejection("your addresses are still loading")
        }
    }

    private func send(_ attempt: OrderAttempt) async {
        state.placement = .placing
        state.notice = nil
        do {
            let confirmation = try await api.placeOrder(attempt)
            await confirm(confirmation, of: attempt)
        } catch {
            await handleOrderFailure(error)
        }
    }

    private func confirm(_ confirmation: OrderConfirmation, of attempt: OrderAttempt) async {
        state.attempt = nil
        state.placement = .placed(confirmation)
        state.couponCode = nil
        state.giftNote = nil
        // Only now, with the order confirmed, is the cart emptied; and only when it holds what was ordered, so lines
        // added while the order was in doubt are not lost with it.
        let cartNow = await cartStore.snapshot().lines.map(CheckoutLine.init)
        if cartNow != attempt.draft.lines {
            state.cart = cartNow
            state.notice =
                "Your order is placed. Your cart changed while the order was being confirmed, so it was kept as it is."
        } else {
            do {
                let snapshot = try await cartStore.clear()
                state.cart = snapshot.lines.map(CheckoutLine.init)
            } catch {
                state.notice = "Your order is placed, but the cart could not be emptied: \(error.description)"
            }
        }
        await ensureFreshQuote()
        tracker.track(
            "order_placed",
            [
                "order_id": confirmation.orderID, "item_count": String(confirmation.itemCount),
                "total_minor": String(confirmation.total.minorUnits), "currency": confirmation.total.currencyCode,
            ])
        onOutput(.orderPlaced(orderID: confirmation.orderID))
    }

    private func handleOrderFailure(_ error: NetworkError) async {
        switch error {
        case .status(401, _):
            // Nothing was placed. Keep everything, the attempt included, so the same order goes through after login.
            state.needsLogin = true
            state.placement = .loginRequired
            tracker.track("checkout_login_required")
            onOutput(.loginRequired)
        case .status(409, let body?) where body.code == "quote_expired" || body.code == "quote_stale":
            state.attempt = nil
            state.placement = .idle
            await loadQuote(currentBasis)
            if state.quote.value != nil {
                state.notice =
                    "\(body.message). Your cart was quoted again: check the prices and type place to confirm."
            }
        case .status(let status, let body) where (400..<500).contains(status) && status != 408 && status != 429:
            // A definite no: this attempt is over, and nothing was placed.
            state.attempt = nil
            state.placement = .refused(body?.message ?? error.description)
        default:
            // No answer, or a server error: the order may exist. Keep the attempt for `retry`.
            state.placement = .unanswered(error.description)
        }
    }

}
