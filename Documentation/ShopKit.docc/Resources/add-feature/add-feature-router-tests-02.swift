import AppNavigation
import CheckoutFeature
import FeatureState
import ProductFeature
import ProfileFeature
import SearchFeature
import Testing
import WishlistFeature

@testable import shop

/// Every Output case of every feature, fed to the router, with the action it must produce.
/// When a feature adds a case, `AppRouter` stops compiling until it is routed; add the case here too.
@Suite struct AppRouterTests {
    @Test func searchOutputs() {
        #expect(
            AppRouter.action(for: SearchOutput.productSelected(productID: "p-0042"))
                == .push(.product(productID: "p-0042")))
    }

    @Test func productOutputs() {
        #expect(
            AppRouter.action(for: ProductOutput.productSelected(productID: "p-0007"))
                == .push(.product(productID: "p-0007")))
        #expect(AppRouter.action(for: ProductOutput.cartRequested) == .bringForward(.checkout))
    }

    @Test func checkoutOutputs() {
        // Checkout's confirmation stays on screen; the container publishes the order to its listeners.
        #expect(
            AppRouter.action(
                for: CheckoutOutput.orderPlaced(
                    orderID: "o-0001", itemCount: 1, total: Money(minorUnits: 40_599, currencyCode: "USD")))
                == .stay)
        #expect(AppRouter.action(for: CheckoutOutput.loginRequired) == .present(.login))
        #expect(
            AppRouter.action(for: CheckoutOutput.productSelected(productID: "p-0003"))
                == .push(.product(productID: "p-0003")))
    }

    @Test func profileOutputs() {
        #expect(AppRouter.action(for: ProfileOutput.loggedIn) == .dismissPresented(.login))
        #expect(AppRouter.action(for: ProfileOutput.loggedOut) == .stay)
        #expect(
            AppRouter.action(for: ProfileOutput.orderSelected(orderID: "o-0002")) == .push(.order(orderID: "o-0002")))
        #expect(
            AppRouter.action(for: ProfileOutput.productSelected(productID: "p-0009"))
                == .push(.product(productID: "p-0009")))
    }

    @Test func wishlistOutputs() {
        #expect(
            AppRouter.action(for: WishlistOutput.categorySelected(name: "Kettles")) == .push(.search(query: "Kettles")))
    }

    @Test func taggedOutputsRouteLikeTheirFeature() {
        let cases: [(FeatureOutput, NavigationAction<AppRoute>)] = [
            (.search(.productSelected(productID: "p-1")), .push(.product(productID: "p-1"))),
            (.product(.cartRequested), .bringForward(.checkout)),
            (.checkout(.loginRequired), .present(.login)),
            (.profile(.loggedIn), .dismissPresented(.login)),
        ]
        for (output, action) in cases {
            #expect(AppRouter.action(for: output) == action, "\(output)")
        }
    }
}
