import Analytics
import FeatureState
import Foundation
import Networking
import Observation
import OrderConfirmations
import UserSession

/// Profile's state machine: each intent is a typed method that changes ``state``, performs its requests and reports
/// outputs, or throws a ``ProfileRefusal`` and changes nothing. It knows no terminal; it is `@Observable`.
///
/// It coordinates pieces that each change for one reason: ``LoginFlow``, ``SessionEnding``, ``CustomerLoader``,
/// ``OrderHistoryPages`` and ``OrderDetailLoader`` (both falling back on ``OfflineOrders``), and the rules of
/// `ProfileState+Rules.swift` (what an intent may do). It listens to confirmed orders, so the history it shows next
/// has them. Where the customer goes (an order, a product) is the host's, told through ``ProfileOutput``.
@MainActor
@Observable
final class ProfileModel {
    private(set) var state = ProfileState()
    /// An order to show as soon as someone logs in (the screen was opened on it, or the session ended on it).
    @ObservationIgnored private var orderAfterLogin: String?
    /// Whether ``start(at:)`` has shown the first destination; later appearances only refresh (``appear()``).
    @ObservationIgnored private(set) var hasStarted = false
    @ObservationIgnored private let login: LoginFlow
    @ObservationIgnored private let ending: SessionEnding
    @ObservationIgnored private let history: OrderHistoryPages
    @ObservationIgnored private let orders: OrderDetailLoader
    /// Orders confirmed since the model was made, taken when the screen next appears.
    @ObservationIgnored private let confirmations: OrderConfirmationSubscription
    @ObservationIgnored private let customer: CustomerLoader
    @ObservationIgnored private let sessions: UserSessionStore
    @ObservationIgnored private let tracker: any AnalyticsTracker
    @ObservationIgnored private let onOutput: @MainActor (ProfileOutput) -> Void

    init(
        api: ProfileAPI, sessions: UserSessionStore, cache: ProfileDependencies.OrderCache,
        confirmations: OrderConfirmationListener, tracker: any AnalyticsTracker,
        now: @escaping @Sendable () -> Date, onOutput: @escaping @MainActor (ProfileOutput) -> Void
    ) {
        let offline = OfflineOrders(cache: cache, now: now)
        login = LoginFlow(api: api, sessions: sessions, tracker: tracker, now: now)
        ending = SessionEnding(api: api, sessions: sessions, offline: offline, tracker: tracker)
        history = OrderHistoryPages(api: api, offline: offline, tracker: tracker)
        orders = OrderDetailLoader(api: api, offline: offline, tracker: tracker)
        self.confirmations = confirmations.subscribe()
        customer = CustomerLoader(api: api)
        self.sessions = sessions
        self.tracker = tracker
        self.onOutput = onOutput
    }

    /// Shows `destination` for the first time.
    func start(at destination: ProfileEntry.Destination) async {
        hasStarted = true
        switch destination {
        case .overview, .login:
            state.isAskingForLogin = destination == .login
            await appear()
        case .order(let orderID) where !OrderIDRule.isWellFormed(orderID):
            state.notice = .notAnOrderID(orderID)
            await appear()
        case .order(let orderID):
            state = state.following(sessions.current)
            state.isAskingForLogin = !state.isLoggedIn
            orderAfterLogin = orderID
            await showOrder(orderID)
        }
    }

    /// Follows the session (another screen may have logged in or out); loads the history when none is shown yet or
    /// an order was confirmed since. An open order stays as it is.
    func appear() async {
        state = state.following(sessions.current)
        let orderConfirmed = !confirmations.takeHeard().isEmpty
        guard state.isLoggedIn, state.openOrder == nil else { return }
        await loadOverview(
            profile: state.profile.value == nil, firstPage: state.needsFirstPage(orderConfirmed: orderConfirmed))
    }

    /// Logs in with an email and a password, stores the session and loads the overview.
    func logIn(email: String, password: String) async throws(ProfileRefusal) {
        guard !state.isLoggedIn else { throw .alreadyLoggedIn }
        guard state.login != .inProgress else { throw .loginInProgress }
        await attemptLogin(try LoginCredentials(email: email, password: password))
    }

    /// Ends the session on the shop and forgets it on this device, even when the shop cannot be told.
    func logOut() async throws(ProfileRefusal) {
        guard case .loggedIn(let customerID) = state.session else { throw .notLoggedIn }
        state = try await ending.logOut(customerID)
        login.forgetRetry()
        orderAfterLogin = nil
        onOutput(.loggedOut)
    }

    /// Appends the next page of the order history.
    func loadMore() async throws(ProfileRefusal) {
        let request = try state.nextPageRequest()
        state.isLoadingMore = true
        state.moreFailure = nil
        defer { state.isLoadingMore = false }
        show(await history.nextPage(after: request.cursor, of: request.history, customerID: request.customerID)) {
            switch $0 {
            case .success(let grown): state.orders = .loaded(grown)
            case .failure(let error): state.moreFailure = error
            }
        }
    }

    /// Opens the order on `row` of the history (counting from 1): tells the host which order it is.
    func openOrder(row: Int) throws(ProfileRefusal) {
        onOutput(.orderSelected(orderID: try state.orderID(onRow: row)))
    }

    /// Opens the order with `id`, listed or not: tells the host which order it is.
    func openOrder(id: String) throws(ProfileRefusal) {
        onOutput(.orderSelected(orderID: try state.orderID(typed: id)))
    }

    /// Opens the product on line `row` (counting from 1) of the open order: tells the host which product it is.
    func openLine(row: Int) throws(ProfileRefusal) {
        let line = try state.openOrderLine(row)
        tracker.track("order_product_opened", ["product_id": line.productID, "position": String(row)])
        onOutput(.productSelected(productID: line.productID))
    }

    /// Repeats what failed, or reloads what is shown from the saved copy.
    func retry() async throws(ProfileRefusal) {
        switch try state.retryPlan(loginCanRetry: login.canRetry) {
        case .login:
            await attemptLogin(nil)
        case .order(let orderID):
            await showOrder(orderID)
        case .overview(let profile, let firstPage, let nextPage):
            await loadOverview(profile: profile, firstPage: firstPage)
            if nextPage, state.isLoggedIn { try await loadMore() }
        }
    }

    /// Loads what is shown again from the shop: the open order, or the profile and the first page of orders.
    func refresh() async throws(ProfileRefusal) {
        guard state.isLoggedIn else { throw .notLoggedIn }
        guard let open = state.openOrder else { return await loadOverview(profile: true, firstPage: true) }
        await showOrder(open.orderID)
    }

    /// Sends `credentials` (or, when nil, the login that got no answer), then shows the overview or the order
    /// that waited for the login.
    private func attemptLogin(_ credentials: LoginCredentials?) async {
        state.login = .inProgress
        state.notice = nil
        state = await login.attempt(credentials, from: state)
        guard state.isLoggedIn else { return }
        let orderID = orderAfterLogin
        await loadOverview(profile: true, firstPage: orderID == nil)
        guard state.isLoggedIn else { return }
        onOutput(.loggedIn)
        if let orderID { await showOrder(orderID) }
    }

    /// Loads the profile and the first page of orders, each when asked; nothing more once the session has ended.
    private func loadOverview(profile: Bool, firstPage: Bool) async {
        if profile {
            state.profile = .loading
            show(await customer.profile()) { state.profile = $0 }
        }
        guard firstPage, case .loggedIn(let customerID) = state.session else { return }
        state.orders = .loading
        state.moreFailure = nil
        show(await history.firstPage(of: customerID)) { state.orders = $0 }
    }

    private func showOrder(_ orderID: String) async {
        guard case .loggedIn(let customerID) = state.session else { return }
        state.notice = nil
        state.openOrder = OpenOrder(orderID: orderID)
        let outcome = await orders.detail(of: orderID, customerID: customerID)
        orderAfterLogin = outcome == .sessionEnded ? orderID : nil
        show(outcome) { state.openOrder?.detail = $0 }
    }

    /// Shows what a piece loaded with `apply` and what became of the saved copy, or ends a session the shop refused.
    private func show<Value>(_ outcome: OrderHistoryPages.Outcome<Value>, _ apply: (Value) -> Void) {
        switch outcome {
        case .sessionEnded:
            endExpiredSession()
        case .shown(let value, let update):
            apply(value)
            update.apply(to: &state)
        }
    }

    /// The shop no longer accepts the token (expired or revoked): forget it and ask for a login.
    private func endExpiredSession() {
        state = ending.expire(askingForLogin: state.isAskingForLogin)
        login.forgetRetry()
        onOutput(.loggedOut)
    }
}
