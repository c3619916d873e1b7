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
    /// Holds Search's own table of recent searches.
    public var database: Database
    /// The current time, injected so tests and scripted sessions are deterministic.
    public var now: @Sendable () -> Date

    /// Creates the dependencies.
    public init(
        httpClient: any HTTPClient, tracker: any AnalyticsTracker, database: Database,
        now: @escaping @Sendable () -> Date
    ) {
        self.httpClient = httpClient
        self.tracker = tracker
        self.database = database
        self.now = now
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
            recents: RecentSearchStore(database: dependencies.database),
            tracker: dependencies.tracker,
            now: dependencies.now,
            initialQuery: initialQuery,
            onOutput: onOutput)
        return SearchScreen(model: model)
    }
}
