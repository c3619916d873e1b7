// The only file of SearchFeature with public declarations: the Entry, the Dependencies and the Output.
public import Analytics
public import Foundation
public import Networking
public import Persistence
public import TerminalUI

/// Everything Search asks of the outside world. The host builds it; tests pass fakes.
public struct SearchDependencies: Sendable {
    /// Carries requests to the shop API.
    public var httpClient: any HTTPClient
    /// Receives Search's analytics events.
    public var tracker: any AnalyticsTracker
    /// Search's own store of recent searches: ``RecentSearches/database(_:)`` in the app.
    public var recentSearches: RecentSearches
    /// The current time, injected so tests and scripted sessions are deterministic.
    public var now: @Sendable () -> Date

    /// Creates the dependencies.
    public init(
        httpClient: any HTTPClient, tracker: any AnalyticsTracker, recentSearches: RecentSearches,
        now: @escaping @Sendable () -> Date
    ) {
        self.httpClient = httpClient
        self.tracker = tracker
        self.recentSearches = recentSearches
        self.now = now
    }

    /// Where Search keeps the searches the user ran: a small client Search owns, speaking Search's own types.
    ///
    /// The app passes ``database(_:)``; Search's tests keep them in memory under the same rules (at most 20,
    /// one per search, forgotten after 30 days). Each call fails with the ``/Persistence/DatabaseError`` that
    /// stopped it, so Search's state can say which failure it was (a full disk, a locked or read-only database)
    /// without a cast.
    public struct RecentSearches: Sendable {
        /// Remembers a search as the newest, at the given moment, dropping duplicates, expired and surplus ones.
        let record: @Sendable (SearchCriteria, Date) throws(DatabaseError) -> Void
        /// The recent searches still valid at the given moment, newest first.
        let list: @Sendable (Date) throws(DatabaseError) -> [RecentSearch]
        /// Forgets every recent search.
        let clear: @Sendable () throws(DatabaseError) -> Void

        /// Keeps the recent searches in Search's own table of `database` (owner `search`), created on first use.
        public static func database(_ database: Database) -> RecentSearches {
            let store = RecentSearchStore(database: database)
            return RecentSearches(
                record: { criteria, now throws(DatabaseError) in try store.record(criteria, at: now) },
                list: { now throws(DatabaseError) in try store.list(at: now) },
                clear: { () throws(DatabaseError) in try store.clear() })
        }
    }
}

/// Everything Search can tell the outside world. The host decides where each case leads.
public enum SearchOutput: Hashable, Sendable {
    /// The user opened a result.
    case productSelected(productID: String)
}

/// Builds the Search feature.
public enum SearchEntry {
    /// The search screen: categories and recent searches until a query runs, then paged results.
    ///
    /// - Parameters:
    ///   - dependencies: what Search needs from the host.
    ///   - initialQuery: words to search for as soon as the screen appears, if any.
    ///   - onOutput: receives every ``SearchOutput``; the host decides where each leads.
    @MainActor
    public static func makeScreen(
        dependencies: SearchDependencies,
        initialQuery: String? = nil,
        onOutput: @escaping @MainActor (SearchOutput) -> Void
    ) -> any TerminalScreen {
        let model = SearchModel(
            api: SearchAPI(client: dependencies.httpClient),
            recents: dependencies.recentSearches,
            tracker: dependencies.tracker,
            now: dependencies.now,
            initialQuery: initialQuery,
            onOutput: onOutput)
        return SearchScreen(model: model)
    }
}
