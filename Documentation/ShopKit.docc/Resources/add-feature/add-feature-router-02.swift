import AppNavigation
import CheckoutFeature
import ProductFeature
import ProfileFeature
import SearchFeature
import WishlistFeature

/// Turns every feature output into a navigation action. One exhaustive `switch` per feature and no `default`,
/// so adding a case to any Output fails to compile here until it is routed.
enum AppRouter {
    static func action(for output: FeatureOutput) -> NavigationAction<AppRoute> {
        switch output {
        case .search(let output): action(for: output)
        case .product(let output): action(for: output)
        case .checkout(let output): action(for: output)
        case .profile(let output): action(for: output)
        case .wishlist(let output): action(for: output)
        }
    }

    static func action(for output: SearchOutput) -> NavigationAction<AppRoute> {
        switch output {
        case .productSelected(let productID): .push(.product(productID: productID))
        }
    }

    static func action(for output: ProductOutput) -> NavigationAction<AppRoute> {
        switch output {
        case .productSelected(let productID): .push(.product(productID: productID))
        case .cartRequested: .bringForward(.checkout)
        }
    }

    static func action(for output: CheckoutOutput) -> NavigationAction<AppRoute> {
        switch output {
        // Checkout shows its own confirmation (the order, its lines and total, what became of the cart); the app has
        // already published the order to its listeners, so nothing moves.
        case .orderPlaced: .stay
        case .loginRequired: .present(.login)
        case .productSelected(let productID): .push(.product(productID: productID))
        }
    }

    static func action(for output: ProfileOutput) -> NavigationAction<AppRoute> {
        switch output {
        case .loggedIn: .dismissPresented(.login)
        case .loggedOut: .stay
        case .orderSelected(let orderID): .push(.order(orderID: orderID))
        case .productSelected(let productID): .push(.product(productID: productID))
        }
    }

    static func action(for output: WishlistOutput) -> NavigationAction<AppRoute> {
        switch output {
        case .categorySelected(let name): .push(.search(query: name))
        }
    }
}
