/// Every place the app can show. Each route is one feature screen; IDs are all that cross the boundary.
enum AppRoute: Hashable, Sendable {
    /// Search's landing: categories, recent searches; searching happens in place.
    case home
    /// One product's detail.
    case product(productID: String)
    /// The cart and placing the order.
    case checkout
    /// The customer, their addresses and order history.
    case profile
    /// Profile's login step, presented over another screen that needs a session.
    case login
    /// One order's detail, shown by Profile.
    case order(orderID: String)

    /// A short name for the prompt and for analytics (no IDs, nothing personal).
    var name: String {
        switch self {
        case .home: "home"
        case .product: "product"
        case .checkout: "checkout"
        case .profile: "profile"
        case .login: "login"
        case .order: "order"
        }
    }

    /// The name with its ID, for the prompt: `product p-0042`.
    var label: String {
        switch self {
        case .product(let productID): "product \(productID)"
        case .order(let orderID): "order \(orderID)"
        default: name
        }
    }
}
