import Analytics
import FeatureState
import Foundation
import Networking
import Observation
import Persistence
import UserSession

/// Profile's state machine: what a customer can do is a method with typed parameters that changes ``state``,
/// performs the requests it needs and reports outputs, or throws a ``ProfileRefusal`` and changes nothing. It knows
/// nothing of the terminal; it is `@Observable`, so
/// whatever draws ``state`` (the terminal screen, a SwiftUI view) hears its changes.
///
/// It is the only writer of the session: login stores the token, logout and an expired session delete it.
@MainActor
@Observable
final class ProfileModel {
    private(set) var state = ProfileState()
    /// A login whose request got no answer, kept so `retry` can send it again; dropped on any other outcome.
    @ObservationIgnored private var retryableLogin: LoginCredentials?
    /// An order to show as soon as someone logs in (the screen was opened on it, or the session ended on it).
    @ObservationIgnored private var orderAfterLogin: String?
    /// Whether ``start(at:)`` has shown the first destination; later appearances only refresh (``appear()``).
    @ObservationIgnored private(set) var hasStarted = false
    /// The open order was opened from the history (not the order the screen started at), so leaving it returns to
    /// the history rather than to whatever screen came before.
    @ObservationIgnored private(set) var openOrderCameFromHistory = false
    /// The email of a login whose password is still to be typed, for a UI that asks for the two one after the
    /// other; nil otherwise. Never the password.
    @ObservationIgnored private(set) var emailAwaitingPassword: String?
    @ObservationIgnored private let api: ProfileAPI
    @ObservationIgnored private let sessions: UserSessionStore
    @ObservationIgnored private let cache: ProfileDependencies.OrderCache
    @ObservationIgnored private let tracker: any AnalyticsTracker
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private let onOutput: @MainActor (ProfileOutput) -> Void

    init(
        api: ProfileAPI, sessions: UserSessionStore, cache: ProfileDependencies.OrderCache,
        tracker: any AnalyticsTracker,
        now: @escaping @Sendable () -> Date, onOutput: @escaping @MainActor (ProfileOutput) -> Void
    ) {
        self.api = api
        self.sessions = sessions
        self.cache = cache
        self.tracker = tracker
        self.now = now
        self.onOutput = onOutput
    }

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
        await attemptLogin(try LoginCredentials(email: email, password: password))
    }

    /// Ends the session on the shop and forgets it on this device, even when the shop cannot be told.
    func logOut() async throws(ProfileRefusal) {
        guard case .loggedIn(let customerID) = state.session else { throw .notLoggedIn }
        var shopNotTold: NetworkError?
        do {
            try await api.deleteSession()
        } catch  where error.endsSession {
            // The shop had already ended it: the outcome the user asked for.
        } catch {
            shopNotTold = error
        }
        do {
            try sessions.signOut()
        } catch {
            throw .sessionNotRemoved(error)
        }
        var problem: ProfileStorageProblem?
        do throws(DatabaseError) {
            try cache.clear(customerID)
        } catch {
            problem = .savedOrdersNotRemoved(error)
        }
        state = ProfileState(
            notice: shopNotTold.map { .loggedOutShopNotTold($0) } ?? .loggedOut, storageProblem: problem)
        retryableLogin = nil
        orderAfterLogin = nil
        tracker.track("logged_out", ["server_notified": String(shopNotTold == nil)])
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
        state.isLoadingMore = true
        state.moreFailure = nil
        defer { state.isLoadingMore = false }
        do {
            let page = try await api.orders(cursor: cursor)
            var grown = history
            grown.value.orders += page.orders
            grown.value.nextCursor = page.nextCursor
            state.orders = .loaded(grown)
            if case .loggedIn(let customerID) = state.session {
                keepOffline { () throws(DatabaseError) in try cache.appendToHistory(customerID, page) }
            }
        } catch  where error.endsSession {
            endExpiredSession()
        } catch {
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
        emailAwaitingPassword = email
    }

    /// The email kept by ``awaitPassword(forEmail:)``, forgotten as it is taken; nil when none is awaited.
    func takeEmailAwaitingPassword() -> String? {
        defer { emailAwaitingPassword = nil }
        return emailAwaitingPassword
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
        if !state.isLoggedIn, case .failed = state.login, let credentials = retryableLogin {
            await attemptLogin(credentials)
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

    private func attemptLogin(_ credentials: LoginCredentials) async {
        state.login = .inProgress
        state.notice = nil
        retryableLogin = nil
        let created: NewSessionDTO
        do {
            created = try await api.createSession(credentials)
        } catch {
            let reason: String
            if error.statusCode == 401 {
                state.login = .failed(.wrongCredentials)
                reason = "wrong_credentials"
            } else if error.isUnreachable {
                state.login = .failed(.unreachable(error))
                retryableLogin = credentials
                reason = "unreachable"
            } else {
                state.login = .failed(.refused(error))
                reason = "refused"
            }
            tracker.track("login_failed", ["reason": reason])
            return
        }
        do {
            try sessions.signIn(
                SignedInSession(token: created.token, customerID: created.customerID, signedInAt: now()))
        } catch {
            state.login = .failed(.sessionNotKept(error))
            return
        }
        state = ProfileState(session: .loggedIn(customerID: created.customerID))
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
        do {
            let page = try await api.orders(cursor: nil)
            state.orders =
                page.orders.isEmpty
                ? .empty
                : .loaded(Fetched(value: OrderHistory(orders: page.orders, nextCursor: page.nextCursor)))
            keepOffline { () throws(DatabaseError) in try cache.replaceHistory(customerID, page, now()) }
        } catch  where error.endsSession {
            endExpiredSession()
        } catch {
            guard error.isUnreachable, let saved = savedHistory(customerID: customerID) else {
                state.orders = .failed(error)
                return
            }
            let freshness = Freshness.cached(savedAt: saved.savedAt, because: error)
            state.orders = .loaded(
                Fetched(value: OrderHistory(orders: saved.orders, nextCursor: nil), freshness: freshness))
            tracker.track("order_history_from_cache", ["order_count": String(saved.orders.count)])
        }
    }

    private func showOrder(_ orderID: String) async {
        guard case .loggedIn(let customerID) = state.session else { return }
        state.notice = nil
        state.openOrder = OpenOrder(orderID: orderID)
        do {
            let detail = try await api.order(id: orderID)
            state.openOrder?.detail = .loaded(Fetched(value: detail))
            keepOffline { () throws(DatabaseError) in try cache.saveDetail(detail, customerID, now()) }
            tracker.track("order_opened", ["from_cache": "false", "line_count": String(detail.lines.count)])
        } catch  where error.endsSession {
            orderAfterLogin = orderID
            endExpiredSession()
        } catch {
            guard error.isUnreachable, let saved = savedDetail(orderID: orderID, customerID: customerID) else {
                state.openOrder?.detail = .failed(error)
                return
            }
            let freshness = Freshness.cached(savedAt: saved.savedAt, because: error)
            state.openOrder?.detail = .loaded(Fetched(value: saved.detail, freshness: freshness))
            tracker.track("order_opened", ["from_cache": "true", "line_count": String(saved.detail.lines.count)])
        }
    }

    /// The shop no longer accepts the token (expired or revoked): forget it and ask for a login.
    private func endExpiredSession() {
        var problem: ProfileStorageProblem?
        do {
            try sessions.signOut()
        } catch {
            problem = .endedSessionNotRemoved(error)
        }
        state = ProfileState(
            isAskingForLogin: state.isAskingForLogin, notice: .sessionEnded,
            storageProblem: problem)
        retryableLogin = nil
        tracker.track("session_expired", [:])
        onOutput(.loggedOut)
    }

    private func savedHistory(customerID: String) -> (orders: [OrderSummary], savedAt: Date)? {
        do throws(DatabaseError) {
            return try cache.history(customerID)
        } catch {
            state.storageProblem = .savedOrdersNotRead(error)
            return nil
        }
    }

    private func savedDetail(orderID: String, customerID: String) -> (detail: OrderDetail, savedAt: Date)? {
        do throws(DatabaseError) {
            return try cache.detail(orderID, customerID)
        } catch {
            state.storageProblem = .savedOrderNotRead(error)
            return nil
        }
    }

    /// Writes to the offline cache; a failure is shown but never stops the screen.
    private func keepOffline(_ write: () throws(DatabaseError) -> Void) {
        do throws(DatabaseError) {
            try write()
            state.storageProblem = nil
        } catch {
            state.storageProblem = .ordersNotSavedOffline(error)
        }
    }

}

extension NetworkError {
    /// The shop no longer accepts the session token.
    fileprivate var endsSession: Bool { statusCode == 401 }

    /// The shop could not be reached or could not answer: worth a retry, and a reason to show the saved copy.
    fileprivate var isUnreachable: Bool {
        switch self {
        case .transport, .timedOut: true
        case .status(let code, _): (500...599).contains(code)
        case .cancelled, .undecodable, .invalidRequest, .redirectNotFollowed, .redirectLoop, .tooManyRedirects,
            .responseTooLarge, .notJSON, .insecureBaseURL:
            false
        }
    }
}
