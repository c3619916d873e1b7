import Analytics
import AppNavigation
import Foundation
import HomeFeature
import InProcessHost
import Networking
import TerminalUI

/// The composition root: builds every foundation object once and each feature's Dependencies from them.
///
/// This is the only place that knows concrete types (which HTTP client, which tracker) and the only module
/// that imports every feature.
@MainActor
final class AppContainer {
    let httpClient: any HTTPClient
    let tracker: any AnalyticsTracker

    /// - Throws: `NetworkError` for an API URL the client refuses, such as plain http to another machine.
    init(configuration: AppConfiguration) throws(NetworkError) {
        tracker = configuration.printsAnalytics ? StandardErrorTracker() : DiscardingTracker()
        if let apiURL = configuration.apiURL {
            httpClient = try URLSessionHTTPClient(baseURL: apiURL)
        } else {
            httpClient = InProcessServer(routes: Self.inProcessRoutes())
        }
    }

    /// What the in-process server answers: each feature's sample endpoint, until your server has it.
    nonisolated static func inProcessRoutes() -> sending [HostedRoute] {
        [HostedRoute(serving: HomeEntry.sampleEndpoint)]
    }

    /// The navigator's configuration: the routes, their screens and the global commands.
    var navigation: TerminalNavigator<AppRoute>.Configuration {
        TerminalNavigator.Configuration(
            root: .home, label: \.label,
            globalCommands: [GlobalCommand("home", "the first screen", .popToRoot)]
        ) { [unowned self] route, navigate in
            makeScreen(for: route) { navigate(AppRouter.action(for: $0)) }
        }
    }

    /// Builds the screen for `route`, sending its outputs to `onOutput`.
    func makeScreen(
        for route: AppRoute, onOutput: @escaping @MainActor (FeatureOutput) -> Void
    ) -> any TerminalScreen {
        switch route {
        case .home:
            return HomeEntry.makeScreen(dependencies: homeDependencies) { onOutput(.home($0)) }
        case .item(let itemID):
            return ItemPlaceholderScreen(itemID: itemID)
        }
    }

    var homeDependencies: HomeDependencies {
        HomeDependencies(httpClient: httpClient, tracker: tracker)
    }
}
