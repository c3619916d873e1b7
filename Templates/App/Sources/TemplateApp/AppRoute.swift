/// Every place the app can show. Each route is one screen; IDs are all that cross the boundary.
enum AppRoute: Hashable, Sendable {
    /// Home's list, the first screen.
    case home
    /// The item opened on Home, until a feature of yours shows items.
    case item(itemID: String)

    /// The route's name in the prompt: `item home-1`.
    var label: String {
        switch self {
        case .home: "home"
        case .item(let itemID): "item \(itemID)"
        }
    }
}
