// The only file of ProfileFeature with public declarations: the Entry, the Dependencies and the Output.
public import Analytics
public import Foundation
public import Networking
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
    /// Holds Profile's own tables: the offline copy of orders.
    public var database: Database
    /// The signed-in session, shared with the whole app; Profile's login and logout are its only writers.
    public var session: UserSessionStore
    /// The current time, injected so tests and scripted sessions are deterministic.
    public var now: @Sendable () -> Date

    /// Creates the dependencies.
    public init(
        httpClient: any HTTPClient, tracker: any AnalyticsTracker, database: Database, session: UserSessionStore,
        now: @escaping @Sendable () -> Date
    ) {
        self.httpClient = httpClient
        self.tracker = tracker
        self.database = database
        self.session = session
        self.now = now
    }
}

/// Everything Profile can tell the outside world. The host decides where each case leads.
public enum ProfileOutput: Hashable, Sendable {
    /// Someone logged in; requests now carry their session.
    case loggedIn
    /// The session ended on this device: the user logged out, or the shop no longer accepted it.
    case loggedOut
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
        /// One order's detail (after a login, when nobody is logged in).
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
            cache: OrderCache(database: dependencies.database),
            tracker: dependencies.tracker,
            now: dependencies.now,
            onOutput: onOutput)
        return ProfileScreen(model: model, startingAt: destination)
    }
}
