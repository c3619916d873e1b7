import Analytics
import AppNavigation
import CartStore
import TerminalUI

/// What makes the generic terminal navigator this shop: home as the root, the shop's global commands, the cart
/// count on the prompt and every heading, and a `route_changed` event for each new screen on top.
@MainActor
enum ShopNavigation {
    /// The shop's words that work on every screen, listed in `help` between `back` and `quit`.
    static let globalCommands: [GlobalCommand<AppRoute>] = [
        GlobalCommand("home", "start again from home", .popToRoot),
        GlobalCommand("cart", "checkout", .bringForward(.checkout)),
        GlobalCommand("profile", "your account and orders", .bringForward(.profile)),
        GlobalCommand("wishlist", "your wishlist", .bringForward(.wishlist)),
    ]

    /// The navigator for the app that `container` builds, on `terminal`, with the cart count already known.
    static func navigator(container: AppContainer, terminal: Terminal) async -> TerminalNavigator<AppRoute> {
        let cartCount = CartCount()
        await cartCount.observe(container.cartStore)
        let tracker = container.tracker
        let configuration = TerminalNavigator<AppRoute>.Configuration(
            root: .home,
            label: \.label,
            globalCommands: globalCommands,
            status: { "cart \(cartCount.itemCount)" },
            routeChanged: { from, to in
                guard let event = try? AnalyticsEvent("route_changed", ["from": from?.name ?? "start", "to": to.name])
                else { return }
                tracker.track(event)
            },
            // Another process (a second window of the app) may have changed the cart: every command sees it.
            beforeEachCommand: { await container.cartStore.refresh() },
            reasonNotToQuit: { await unsettledOrderReason(container.cartStore) },
            makeScreen: { route, navigate in
                container.makeScreen(for: route) { output in
                    if case .checkout(.orderPlaced) = output {
                        StopPoint.orderSettled.reached(chosen: container.stopPoint)
                    }
                    navigate(AppRouter.action(for: output))
                }
            })
        return TerminalNavigator(configuration: configuration, terminal: terminal)
    }

    /// Where the app opens: home, and on top of it the checkout when an order sent earlier (before a restart, or
    /// by another window) is still unsettled, so the first thing offered is to settle it.
    static func firstActions(container: AppContainer) async -> [NavigationAction<AppRoute>] {
        await hasUnsettledOrder(container.cartStore) ? [.bringForward(.checkout)] : []
    }

    /// Why quitting now deserves a second thought: an order that got no answer. Nil when there is none.
    static func unsettledOrderReason(_ cartStore: CartStore) async -> String? {
        guard await hasUnsettledOrder(cartStore) else { return nil }
        return "an order got no answer and may be placed; type cart, then retry, to settle it"
    }

    private static func hasUnsettledOrder(_ cartStore: CartStore) async -> Bool {
        do {
            return try await cartStore.pendingOrder() != nil
        } catch {
            return false
        }
    }
}
