import AppNavigation
import HomeFeature

/// Every feature's Output, tagged with the feature that sent it.
enum FeatureOutput: Hashable, Sendable {
    case home(HomeOutput)
}

/// Where each Output leads: the one place that knows how the features connect.
enum AppRouter {
    static func action(for output: FeatureOutput) -> NavigationAction<AppRoute> {
        switch output {
        case .home(let output): action(for: output)
        }
    }

    static func action(for output: HomeOutput) -> NavigationAction<AppRoute> {
        switch output {
        case .itemSelected(let itemID): .push(.item(itemID: itemID))
        }
    }
}
