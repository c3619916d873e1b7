// The only file of ProfileFeature with public declarations: the Entry, the Dependencies and the Output.
public import Analytics
public import Foundation
public import Networking
public import OrderConfirmations
public import Persistence
public import TerminalUI
public import UserSession

/// Everything Profile asks of the outside world. The host builds it; tests pass fakes.
public struct ProfileDependencies: Sendable {
    /// Carries requests to the shop API. The host wraps it in `BearerAuthenticatingClient` with the same
    /// ``session`` store, so requests carry the session token.
    public var httpClient: any HTTPClient
    /// Receives Profile's analytics events (never an email, a password or a token).
    public var tracker: any AnalyticsTracker
    /// Profile's own offline copy of orders: ``OrderCache/database(_:)`` in the app.
    public var orderCache: OrderCache
    /// The signed-in session, shared with the whole app; Profile's login and logout are its only writers.
    public var session: UserSessionStore
    /// The current time, injected so tests and scripted sessions are deterministic.
    public var now: @Sendable () -> Date
    /// Orders confirmed anywhere in the app (Profile does not know where): the order history shown next has them.
    /// Profile subscribes; it never sees who publishes.
    public var orderConfirmations: OrderConfirmationListener

    /// Creates the dependencies.
    public init(
        httpClient: any HTTPClient, tracker: any AnalyticsTracker, orderCache: OrderCache, session: UserSessionStore,
        now: @escaping @Sendable () -> Date, orderConfirmations: OrderConfirmationListener
    ) {
        self.httpClient = httpClient
        self.tracker = tracker
        self.orderCache = orderCache
        self.session = session
        self.now = now
        self.orderConfirmations = orderConfirmations
    }

    /// Where Profile keeps its offline copy of each customer's orders: a small client Profile owns, speaking
    /// Profile's own types.
    ///
    /// Every successful fetch is written here; when the shop cannot be reached the last copy is shown instead,
    /// marked as possibly out of date. The app passes ``database(_:)``; Profile's tests keep the copy in memory.
    /// Each call fails with the ``/Persistence/DatabaseError`` that stopped it, so Profile's state can say which
    /// failure it was without a cast.
    public struct OrderCache: Sendable {
        /// Replaces a customer's saved history with its first page, saved at the given moment.
        let replaceHistory:
            @Sendable (_ customerID: String, _ firstPage: OrderPage, _ savedAt: Date) throws(DatabaseError) -> Void
        /// Adds a later page after the orders already saved for the customer.
        let appendToHistory: @Sendable (_ customerID: String, _ page: OrderPage) throws(DatabaseError) -> Void
        /// A customer's saved history and when its first page was saved, or nil when nothing is saved.
        let history: @Sendable (_ customerID: String) throws(DatabaseError) -> (orders: [OrderSummary], savedAt: Date)?
        /// Saves one order's detail for the customer, replacing an earlier copy.
        let saveDetail:
            @Sendable (_ detail: OrderDetail, _ customerID: String, _ savedAt: Date) throws(DatabaseError) -> Void
        /// The saved copy of one of the customer's orders and when it was saved, or nil when it was never fetched.
        let detail:
            @Sendable (_ orderID: String, _ customerID: String) throws(DatabaseError) -> (
                detail: OrderDetail, savedAt: Date
            )?
        /// Forgets everything saved for the customer.
        let clear: @Sendable (_ customerID: String) throws(DatabaseError) -> Void

        /// Keeps the copy in Profile's own `profile_order_*` tables of `database` (owner `profile`), created or
        /// upgraded on first use.
        public static func database(_ database: Database) -> OrderCache {
            let tables = OrderCacheTables(database: database)
            return OrderCache(
                replaceHistory: { customerID, page, savedAt throws(DatabaseError) in
                    try tables.replaceHistory(customerID: customerID, with: page, savedAt: savedAt)
                },
                appendToHistory: { customerID, page throws(DatabaseError) in
                    try tables.appendToHistory(customerID: customerID, page)
                },
                history: { customerID throws(DatabaseError) in try tables.history(customerID: customerID) },
                saveDetail: { detail, customerID, savedAt throws(DatabaseError) in
                    try tables.saveDetail(detail, customerID: customerID, savedAt: savedAt)
                },
                detail: { orderID, customerID throws(DatabaseError) in
                    try tables.detail(orderID: orderID, customerID: customerID)
                },
                clear: { customerID throws(DatabaseError) in try tables.clear(customerID: customerID) })
        }
    }
}

/// Everything Profile can tell the outside world. The host decides where each case leads.
public enum ProfileOutput: Hashable, Sendable {
    /// Someone logged in; requests now carry their session.
    case loggedIn
    /// The session ended on this device: the user logged out, or the shop no longer accepted it.
    case loggedOut
    /// The user opened an order from the history (or by its ID): the host shows it, as its own place to go back
    /// from.
    case orderSelected(orderID: String)
    /// The user opened the product on a line of an order.
    case productSelected(productID: String)
}

/// Builds the Profile feature, the login flow: the only writer of the signed-in session.
public enum ProfileEntry {
    /// Where the profile screen opens.
    public enum Destination: Hashable, Sendable {
        /// The customer, their saved addresses and their order history (the login hint when logged out).
        case overview
        /// A request to log in, for example before checkout; the overview once logged in.
        case login
        /// One order's detail, fetched from the shop (after a login, when nobody is logged in).
        case order(orderID: String)
    }

    /// The profile screen.
    @MainActor
    public static func makeScreen(
        dependencies: ProfileDependencies,
        startingAt destination: Destination = .overview,
        onOutput: @escaping @MainActor (ProfileOutput) -> Void
    ) -> any TerminalScreen {
        let model = ProfileModel(
            api: ProfileAPI(client: dependencies.httpClient),
            sessions: dependencies.session,
            cache: dependencies.orderCache,
            confirmations: dependencies.orderConfirmations,
            tracker: dependencies.tracker,
            now: dependencies.now,
            onOutput: onOutput)
        return ProfileScreen(model: model, startingAt: destination)
    }
}
