import AppNavigation
import HomeFeature
import Testing

@testable import TemplateApp

@Suite struct AppRouterTests {
    @Test func openingAnItemOnHomePushesTheItem() {
        #expect(
            AppRouter.action(for: .home(.itemSelected(itemID: "home-1")))
                == .push(.item(itemID: "home-1")))
    }

    @Test func routesAreLabelledForThePrompt() {
        #expect(AppRoute.home.label == "home")
        #expect(AppRoute.item(itemID: "home-2").label == "item home-2")
    }
}
