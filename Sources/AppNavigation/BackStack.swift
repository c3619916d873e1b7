/// An app's back stack as a value: the open routes from the root to the current screen, each with its screen,
/// and what every ``NavigationAction`` does to them.
///
/// It makes no screen itself (``apply(_:makeScreen:)`` asks for one when a route opens) and draws nothing, so
/// its rules are tested without a backend or a user interface; a host (a terminal loop, a SwiftUI
/// `NavigationStack` bound to ``routes``) shows the screens it returns.
public struct BackStack<Route: Hashable & Sendable, Screen> {
    /// One open route and its screen.
    public struct Entry {
        /// Where the screen is.
        public let route: Route
        /// The screen the host made for ``route``.
        public let screen: Screen
        /// Whether the route was presented as a flow (``NavigationAction/present(_:)``) rather than pushed.
        public let isPresented: Bool
    }

    /// What an action did, for the host to act on.
    public enum Change {
        /// A new screen was opened on top: the host lets it appear (load) and draws it.
        case opened(Screen)
        /// A screen already in the stack is on top again: the host lets it appear (refresh) and draws it.
        case revealed(Screen)
        /// The top screen is the same and was not left: the host draws it again.
        case unchanged
        /// `back` at the root: there is nothing under it; the stack is as it was.
        case nothingToGoBackTo
    }

    /// The route at the bottom of the stack, which ``NavigationAction/popToRoot`` opens.
    public let root: Route

    /// The open screens, the root first; empty only before the first action.
    public private(set) var entries: [Entry] = []

    /// An empty stack whose first screen will be `root` (apply ``NavigationAction/popToRoot`` to open it).
    public init(root: Route) {
        self.root = root
    }

    /// The routes from the root to the current screen.
    public var routes: [Route] { entries.map(\.route) }

    /// The current screen and its route.
    public var top: Entry? { entries.last }

    /// Applies `action`, calling `makeScreen` for each route it opens, and says what changed.
    public mutating func apply(_ action: NavigationAction<Route>, makeScreen: (Route) -> Screen) -> Change {
        switch action {
        case .push(let route):
            return open(route, presented: false, makeScreen)
        case .replaceTop(let route):
            entries.removeLast(min(1, entries.count))
            return open(route, presented: false, makeScreen)
        case .bringForward(let route):
            guard let index = entries.lastIndex(where: { $0.route == route }) else {
                return open(route, presented: false, makeScreen)
            }
            return reveal(index)
        case .present(let route):
            return open(route, presented: true, makeScreen)
        case .dismissPresented(let route):
            // The flow is done: every presentation of it is spent, including one a later screen was opened over.
            let topBefore = top?.route
            entries = entries.enumerated().filter { position, entry in
                position == 0 || !(entry.isPresented && entry.route == route)
            }.map(\.element)
            guard let top, top.route != topBefore else { return .unchanged }
            return .revealed(top.screen)
        case .back:
            guard entries.count > 1 else { return .nothingToGoBackTo }
            return reveal(entries.count - 2)
        case .popToRoot:
            entries.removeAll()
            return open(root, presented: false, makeScreen)
        case .stay:
            return .unchanged
        }
    }

    private mutating func open(_ route: Route, presented: Bool, _ makeScreen: (Route) -> Screen) -> Change {
        let screen = makeScreen(route)
        entries.append(Entry(route: route, screen: screen, isPresented: presented))
        return .opened(screen)
    }

    /// Drops every screen above `index`; the one at `index` is on top again (even if it already was).
    private mutating func reveal(_ index: Int) -> Change {
        entries.removeSubrange((index + 1)...)
        return .revealed(entries[index].screen)
    }
}

extension BackStack.Change: Equatable where Screen: Equatable {}
