// The only file of ProductFeature with public declarations: the Entry, the Dependencies and the Output.
public import Analytics
public import CartStore
public import Networking
public import TerminalUI

/// Everything the product screen asks of the outside world. The host builds it; tests pass fakes.
public struct ProductDependencies: Sendable {
    /// Carries requests to the shop API.
    public var httpClient: any HTTPClient
    /// Receives the product screen's analytics events.
    public var tracker: any AnalyticsTracker
    /// The cart: the product screen adds lines to it and shows how many of each variant it holds.
    public var cartStore: CartStore

    /// Creates the dependencies. (No clock: nothing on the product screen depends on the time.)
    public init(httpClient: any HTTPClient, tracker: any AnalyticsTracker, cartStore: CartStore) {
        self.httpClient = httpClient
        self.tracker = tracker
        self.cartStore = cartStore
    }
}

/// Everything the product screen can tell the outside world. The host decides where each case leads.
public enum ProductOutput: Hashable, Sendable {
    /// The user opened a related product.
    case productSelected(productID: String)
    /// The user asked to see the cart.
    case cartRequested
}

/// Builds the Product feature.
public enum ProductEntry {
    /// The product detail screen: variants with price, stock and how many are in the cart, a quantity, add to
    /// cart, and related products.
    ///
    /// - Parameters:
    ///   - dependencies: what Product needs from the host.
    ///   - productID: the product to show, for example `p-0042`.
    ///   - onOutput: receives every ``ProductOutput``; the host decides where each leads.
    @MainActor
    public static func makeScreen(
        dependencies: ProductDependencies,
        productID: String,
        onOutput: @escaping @MainActor (ProductOutput) -> Void
    ) -> any TerminalScreen {
        let model = ProductModel(
            productID: productID,
            api: ProductAPI(client: dependencies.httpClient),
            cart: dependencies.cartStore,
            tracker: dependencies.tracker,
            onOutput: onOutput)
        return ProductScreen(model: model)
    }
}
