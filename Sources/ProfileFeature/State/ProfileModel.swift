import Analytics
import FeatureState
import Foundation
import Networking
import Observation
import UserSession

/// Profile's state machine: what a customer can do is a method with typed parameters that changes ``state``,
/// performs the requests it needs and reports outputs, or throws a ``ProfileRefusal`` and changes nothing. It knows
/// nothing of the terminal; it is `@Observable`, so whatever draws ``state`` (the terminal screen, a SwiftUI view)
/// hears its changes.
///
/// It coordinates pieces that each change for one reason: ``LoginFlow`` (the two-step login and its retry),
/// ``SessionEnding`` (logout and an expired session), ``OrderHistoryPages`` (the history, a page at a time) and
/// ``OrderDetailLoader`` (one order), the last two falling back on ``OfflineOrders``, the copy on this device. It is
/// the only writer of the session, through them: login stores the token, logout and an expired session delete it.
@MainActor
@Observable
final class ProfileModel {
    private(set) var state = ProfileState()
    /// An order to show as soon as someone logs in (the screen was opened on it, or the session ended on it).
    @ObservationIgnored private var orderAfterLogin: String?
    /// Whether ``start(at:)`` has shown the first destination; later appearances only refresh (``appear()``).
    @ObservationIgnored private(set) var hasStarted = false
    /// The open order was opened from the history (not the order the screen started at), so leaving it returns to
    /// the history rather than to whatever screen came before.
    @ObservationIgnored private(set) var openOrderCameFromHistory = false
    @ObservationIgnored private let login: LoginFlow
    @ObservationIgnored private let ending: SessionEnding
    @ObservationIgnored private let history: OrderHistoryPages
    @ObservationIgnored private let orders: OrderDetailLoader
    @ObservationIgnored private let api: ProfileAPI
    @ObservationIgnored private let sessions: UserSessionStore
    @ObservationIgnored private let tracker: any AnalyticsTracker
    @ObservationIgnored private let onOutput: @MainActor (ProfileOutput) -> Void

    init(
        api: ProfileAPI, sessions: UserSessionStore, cache: ProfileDependencies.OrderCache,
        tracker: any AnalyticsTracker,
        now: @escaping @Sendable () -> Date, onOutput: @escaping @MainActor (ProfileOutput) -> Void
    ) {
        let offline = OfflineOrders(cache: cache, now: now)
        login = LoginFlow(api: api, sessions: sessions, tracker: tracker, now: now)
        ending = SessionEnding(api: api, sessions: sessions, offline: offline, tracker: tracker)
        history = OrderHistoryPages(api: api, offline: offline, tracker: tracker)
        orders = OrderDetailLoader(api: api, offline: offline, tracker: tracker)
        self.api = api
        self.sessions = sessions
        self.tracker = tracker
        self.onOutput = onOutput
    }

    /// The email of a login whose password is still to be typed; nil otherwise. Never the password.
    var emailAwaitingPassword: String? { login.emailAwaitingPassword }

    // MARK: - Intents

    /// Shows `destination` for the first time.
    func start(at destination: ProfileEntry.Destination) async {
        hasStarted = true
        switch destination {
        case .overview:
            await appear()
        case .login:
            state.isAskingForLogin = true
            await appear()
        case .order(let orderID):
            readSession()
            guard OrderIDRule.isWellFormed(orderID) else {
                state.notice = .notAnOrderID(orderID)
                await appear()
                return
            }
            if state.isLoggedIn {
                await showOrder(orderID)
            } else {
                orderAfterLogin = orderID
                state.isAskingForLogin = true
            }
        }
    }

    /// Reads the session again (another screen may have logged in or out) and reloads the order history,
    /// which may have grown since the screen was last shown. An open order stays as it is.
    func appear() async {
        readSession()
        guard state.isLoggedIn, state.openOrder == nil else { return }
        if state.profile.value == nil {
            await loadProfile()
        }
        await loadFirstPage()
    }

    /// Logs in with an email and a password, stores the session and loads the overview.
    func logIn(email: String, password: String) async throws(ProfileRefusal) {
        guard !state.isLoggedIn else { throw .alreadyLoggedIn }
        guard state.login != .inProgress else { throw .loginInProgress }
        await attemptLogin(try LoginCredentials(email: email, password: password), retrying: false)
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
        try requireLoggedIn()
        guard state.openOrder == nil else { throw .orderIsOpen }
        guard let history = state.orders.value else {
            if case .empty = state.orders { throw .noOrders }
            throw .ordersNotLoaded
        }
        guard !history.isStale else { throw .ordersAreSavedCopy }
        guard let cursor = history.value.nextCursor else { throw .noMorePages }
        guard !state.isLoadingMore else { throw .nextPageLoading }
        guard case .loggedIn(let customerID) = state.session else { return }
        state.isLoadingMore = true
        state.moreFailure = nil
        defer { state.isLoadingMore = false }
        switch await self.history.nextPage(after: cursor, of: history, customerID: customerID) {
        case .sessionEnded:
            endExpiredSession()
        case .shown(.success(let grown), let update):
            state.orders = .loaded(grown)
            update.apply(to: &state)
        case .shown(.failure(let error), _):
            state.moreFailure = error
        }
    }

    /// Shows the order on `row` of the history (counting from 1).
    func openOrder(row: Int) async throws(ProfileRefusal) {
        try requireLoggedIn()
        let orders = state.orders.value?.value.orders ?? []
        guard orders.indices.contains(row - 1) else { throw .noSuchOrderRow(row, rowCount: orders.count) }
        await showOrder(orders[row - 1].orderID)
        openOrderCameFromHistory = true
    }

    /// Shows the order with `id`, listed or not.
    func openOrder(id: String) async throws(ProfileRefusal) {
        try requireLoggedIn()
        guard OrderIDRule.isWellFormed(id) else { throw .malformedOrderID(id) }
        await showOrder(id)
        openOrderCameFromHistory = true
    }

    /// Keeps `email` while the password for it is typed (``takeEmailAwaitingPassword()`` hands it back once).
    func awaitPassword(forEmail email: String) {
        login.awaitPassword(forEmail: email)
    }

    /// The email kept by ``awaitPassword(forEmail:)``, forgotten as it is taken; nil when none is awaited.
    func takeEmailAwaitingPassword() -> String? {
        login.takeEmailAwaitingPassword()
    }

    /// Leaves the order detail for the overview; false when no order is open.
    func backToOverview() async -> Bool {
        guard state.openOrder != nil else { return false }
        state.openOrder = nil
        if state.orders == .idle {
            await appear()
        }
        return true
    }

    /// Opens the product on line `row` (counting from 1) of the open order: tells the host which product it is.
    func openLine(row: Int) throws(ProfileRefusal) {
        guard let open = state.openOrder else { throw .noOrderOpen }
        guard let detail = open.detail.value?.value else { throw .orderNotLoaded }
        guard detail.lines.indices.contains(row - 1) else { throw .noSuchLine(row, lineCount: detail.lines.count) }
        let line = detail.lines[row - 1]
        tracker.track("order_product_opened", ["product_id": line.productID, "position": String(row)])
        onOutput(.productSelected(productID: line.productID))
    }

    /// Repeats what failed, or reloads what is shown from the saved copy.
    func retry() async throws(ProfileRefusal) {
        if !state.isLoggedIn, case .failed = state.login, login.canRetry {
            await attemptLogin(nil, retrying: true)
            return
        }
        let nothing = ProfileRefusal.nothingToRetry
        guard state.isLoggedIn else { throw nothing }
        if let open = state.openOrder {
            guard open.detail.canRetry || open.detail.value?.isStale == true else { throw nothing }
            await showOrder(open.orderID)
            return
        }
        let profileFailed = state.profile.canRetry
        let ordersFailed = state.orders.canRetry || state.orders.value?.isStale == true
        let moreFailed = state.moreFailure != nil
        guard profileFailed || ordersFailed || moreFailed else { throw nothing }
        if profileFailed {
            await loadProfile()
        }
        guard state.isLoggedIn else { return }
        if ordersFailed {
            await loadFirstPage()
        } else if moreFailed {
            try await loadMore()
        }
    }

    /// Loads what is shown again from the shop: the open order, or the profile and the first page of orders.
    func refresh() async throws(ProfileRefusal) {
        try requireLoggedIn()
        if let open = state.openOrder {
            await showOrder(open.orderID)
            return
        }
        await loadProfile()
        await loadFirstPage()
    }

    // MARK: - Steps

    private func requireLoggedIn() throws(ProfileRefusal) {
        guard state.isLoggedIn else { throw .notLoggedIn }
    }

    /// Takes the app's session into the state; the session store is the truth.
    private func readSession() {
        let stored = sessions.current
        switch (stored, state.session) {
        case (nil, .loggedOut):
            break
        case (let stored?, .loggedIn(let customerID)) where stored.customerID == customerID:
            break
        case (let stored?, _):
            state = ProfileState(session: .loggedIn(customerID: stored.customerID))
        case (nil, .loggedIn):
            state = ProfileState(isAskingForLogin: state.isAskingForLogin)
        }
    }

    /// Sends `credentials` (or, `retrying`, the login that got no answer) and shows what it came to.
    private func attemptLogin(_ credentials: LoginCredentials?, retrying: Bool) async {
        state.login = .inProgress
        state.notice = nil
        let outcome = if let credentials { await login.logIn(credentials) } else { await login.retry() }
        switch outcome {
        case .failed(let failure):
            state.login = .failed(failure)
            return
        case nil:
            state.login = .idle
            return
        case .signedIn(let customerID):
            state = ProfileState(session: .loggedIn(customerID: customerID))
        }
        await loadProfile()
        guard state.isLoggedIn else { return }
        tracker.track("logged_in", [:])
        onOutput(.loggedIn)
        if let orderID = orderAfterLogin {
            orderAfterLogin = nil
            await showOrder(orderID)
        } else {
            await loadFirstPage()
        }
    }

    private func loadProfile() async {
        state.profile = .loading
        do {
            state.profile = .loaded(try await api.currentCustomer())
        } catch  where error.endsSession {
            endExpiredSession()
        } catch {
            state.profile = .failed(error)
        }
    }

    private func loadFirstPage() async {
        guard case .loggedIn(let customerID) = state.session else { return }
        state.orders = .loading
        state.moreFailure = nil
        switch await history.firstPage(of: customerID) {
        case .sessionEnded:
            endExpiredSession()
        case .shown(let orders, let update):
            state.orders = orders
            update.apply(to: &state)
        }
    }

    private func showOrder(_ orderID: String) async {
        guard case .loggedIn(let customerID) = state.session else { return }
        state.notice = nil
        state.openOrder = OpenOrder(orderID: orderID)
        switch await orders.detail(of: orderID, customerID: customerID) {
        case .sessionEnded:
            orderAfterLogin = orderID
            endExpiredSession()
        case .shown(let detail, let update):
            state.openOrder?.detail = detail
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
