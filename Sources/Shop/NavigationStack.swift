/// The app's back stack as a value: the open routes from home to the current screen, each with its screen, and
/// what every ``NavigationAction`` does to them.
///
/// It makes no screen itself (``apply(_:makeScreen:)`` asks for one when a route opens) and draws nothing, so its
/// rules are tested without a backend or a terminal; `ShopNavigator` runs the screens it returns.
struct NavigationStack<Screen> {
    /// One open route and its screen.
    struct Entry {
        let route: AppRoute
        let screen: Screen
    }

    /// What an action did, for the host to act on.
    enum Change {
        /// A new screen was opened on top: the host lets it appear (load) and draws it.
        case opened(Screen)
        /// A screen already in the stack is on top again: the host lets it appear (refresh) and draws it.
        case revealed(Screen)
        /// The top screen is the same and was not left: the host draws it again.
        case unchanged
        /// `back` at home: there is nothing under it; the stack is as it was.
        case nothingToGoBackTo
    }

    /// The open screens, home first; empty only before the first action.
    private(set) var entries: [Entry] = []

    /// The routes from home to the current screen.
    var routes: [AppRoute] { entries.map(\.route) }

    /// The current screen and its route.
    var top: Entry? { entries.last }

    /// Applies `action`, calling `makeScreen` for each route it opens, and says what changed.
    mutating func apply(_ action: NavigationAction, makeScreen: (AppRoute) -> Screen) -> Change {
        switch action {
        case .push(let route):
            return open(route, makeScreen)
        case .replaceTop(let route):
            entries.removeLast(min(1, entries.count))
            return open(route, makeScreen)
        case .bringForward(let route):
            guard let index = entries.lastIndex(where: { $0.route == route }) else { return open(route, makeScreen) }
            return reveal(index)
        case .presentLogin:
            return open(.login, makeScreen)
        case .resumeAfterLogin:
            // Once logged in, every login step is spent, including one that a later screen was opened over.
            let topBefore = top?.route
            entries = entries.enumerated().filter { $0.offset == 0 || $0.element.route != .login }.map(\.element)
            guard let top, top.route != topBefore else { return .unchanged }
            return .revealed(top.screen)
        case .back:
            guard entries.count > 1 else { return .nothingToGoBackTo }
            return reveal(entries.count - 2)
        case .popToRoot:
            entries.removeAll()
            return open(.home, makeScreen)
        case .stay:
            return .unchanged
        }
    }

    private mutating func open(_ route: AppRoute, _ makeScreen: (AppRoute) -> Screen) -> Change {
        let screen = makeScreen(route)
        entries.append(Entry(route: route, screen: screen))
        return .opened(screen)
    }

    /// Drops every screen above `index`; the one at `index` is on top again (even if it already was).
    private mutating func reveal(_ index: Int) -> Change {
        entries.removeSubrange((index + 1)...)
        return .revealed(entries[index].screen)
    }
}

extension NavigationStack.Change: Equatable where Screen: Equatable {}
