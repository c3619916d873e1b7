import Analytics
import CartStore
import CheckoutFeature
import FeatureState
import TerminalUI

/// The app's navigation stack and command loop: global commands, the prompt with the live cart count, and
/// applying the router's actions. It holds screens, never feature types.
@MainActor
final class ShopNavigator {
    static let globalCommands = [
        CommandHelp("help", "list commands"),
        CommandHelp("back", "previous screen"),
        CommandHelp("home", "start again from home"),
        CommandHelp("cart", "checkout"),
        CommandHelp("profile", "your account and orders"),
        CommandHelp("quit", "leave"),
    ]

    private struct Entry {
        let route: AppRoute
        let screen: any TerminalScreen
    }

    private let container: AppContainer
    private let terminal: Terminal
    private var stack: [Entry] = []
    /// Outputs emitted while a screen handles a command, applied once it returns.
    private var pendingOutputs: [FeatureOutput] = []
    private(set) var cartItemCount = 0
    private var cartUpdates: Task<Void, Never>?

    init(container: AppContainer, terminal: Terminal) {
        self.container = container
        self.terminal = terminal
    }

    /// The routes from home to the current screen.
    var routes: [AppRoute] { stack.map(\.route) }

    /// Runs until `quit` or the end of input.
    func run() async {
        await startCartBadge()
        await show(.home, droppingFrom: 0)
        while let line = await nextLine() {
            guard let command = Command(parsing: line) else { continue }
            if command.name == "quit" || command.name == "exit" { break }
            await handle(command)
        }
        cartUpdates?.cancel()
    }

    private func nextLine() async -> String? {
        await settle()
        return await terminal.nextLine(prompt: prompt)
    }

    /// Lets cart updates already published by CartStore reach the badge before it is shown.
    private func settle() async {
        for _ in 0..<3 { await Task.yield() }
    }

    /// `home [cart 2]> `: where you are and what is in the cart.
    var prompt: String {
        let place = stack.last?.route.label ?? "home"
        return "\(place) [cart \(cartItemCount)]> "
    }

    func handle(_ command: Command) async {
        switch command.name {
        case "help", "?":
            let screenCommands = stack.last?.screen.commands ?? []
            // A screen's own `back` (or `cart`) comes first; its global twin would only repeat the word.
            let screenWords = Set(screenCommands.compactMap { $0.usage.split(separator: " ").first })
            let globals = Self.globalCommands.filter { !screenWords.contains($0.usage[...]) }
            terminal.write(ScreenFrame.help(for: screenCommands + globals, in: terminal.context))
        case "home":
            await apply(.popToRoot)
        case "cart":
            await apply(.bringForward(.checkout))
        case "profile":
            await apply(.bringForward(.profile))
        default:
            await handleOnScreen(command)
        }
    }

    private func handleOnScreen(_ command: Command) async {
        guard let top = stack.last else { return }
        let outcome = await top.screen.handle(command)
        await settle()
        let outputs = pendingOutputs
        pendingOutputs = []
        switch outcome {
        case .rejected(let reason):
            terminal.write(ScreenFrame.rejection(reason, in: terminal.context))
        case .unrecognized where command.name == "back":
            // A screen with levels of its own (an order inside Profile) steps back itself; otherwise leave it.
            await goBack()
        case .unrecognized:
            terminal.write(ScreenFrame.unknownCommand(command.name, in: terminal.context))
        case .finish:
            await returnTo(stack.count - 2)
        case .rerender:
            if outputs.isEmpty { draw() }
        }
        for output in outputs {
            await apply(AppRouter.action(for: output), because: output)
        }
    }

    func apply(_ action: NavigationAction, because output: FeatureOutput? = nil) async {
        switch action {
        case .push(let route):
            await show(route)
        case .replaceTop(let route):
            await show(route, droppingFrom: stack.count - 1)
        case .bringForward(let route):
            if let index = stack.lastIndex(where: { $0.route == route }) {
                await returnTo(index)
            } else {
                await show(route)
            }
        case .presentLogin:
            await show(.login)
        case .resumeAfterLogin:
            // Once logged in, every login step is spent, including one that `profile` was pushed over.
            let top = stack.last?.route
            stack = stack.enumerated().filter { $0.offset == 0 || $0.element.route != .login }.map(\.element)
            if stack.last?.route != top {
                trackRoute(from: top, to: stack.last?.route)
                await reappear()
            } else {
                draw()
            }
        case .popToRoot:
            await show(.home, droppingFrom: 0)
        case .stay:
            draw()
        }
        if case .checkout(.orderPlaced(let orderID))? = output {
            track("order_confirmed", ["order_id": orderID])
        }
    }

    /// Shows a new screen for `route` on top, first dropping the screens from `index` on (0: all of them).
    private func show(_ route: AppRoute, droppingFrom index: Int? = nil) async {
        let from = stack.last?.route
        let screen = container.makeScreen(for: route) { [weak self] output in
            self?.pendingOutputs.append(output)
        }
        if let index, index < stack.count { stack.removeSubrange(max(index, 0)...) }
        stack.append(Entry(route: route, screen: screen))
        trackRoute(from: from, to: route)
        await screen.appear()
        await settle()
        await flushOutputsFromAppear()
        draw()
    }

    private func goBack() async {
        guard stack.count > 1 else {
            terminal.write(ScreenFrame.rejection("already at home", in: terminal.context))
            return
        }
        await returnTo(stack.count - 2)
    }

    /// Drops every screen above `index` and shows the one at `index` again (refreshed, even if it was on top).
    private func returnTo(_ index: Int) async {
        guard stack.indices.contains(index) else { return }
        let from = stack.last?.route
        stack.removeSubrange((index + 1)...)
        trackRoute(from: from, to: stack.last?.route)
        await reappear()
    }

    /// The screen now on top appears again: it refreshes what may have changed meanwhile (a login, the cart).
    private func reappear() async {
        guard let top = stack.last else { return }
        await top.screen.appear()
        await settle()
        await flushOutputsFromAppear()
        draw()
    }

    /// Outputs a screen emitted while appearing (rare, e.g. a session found expired) are routed too.
    private func flushOutputsFromAppear() async {
        let outputs = pendingOutputs
        pendingOutputs = []
        for output in outputs {
            await apply(AppRouter.action(for: output), because: output)
        }
    }

    private func draw() {
        guard let top = stack.last else { return }
        // The badge is fed by CartStore's change stream; `settle()` before drawing lets pending updates land.
        terminal.write(ScreenFrame.framed(top.screen, status: "cart \(cartItemCount)", in: terminal.context))
    }

    private func startCartBadge() async {
        let updates = await container.cartStore.changes()
        cartUpdates = Task { [weak self] in
            for await snapshot in updates {
                self?.cartItemCount = snapshot.itemCount
            }
        }
    }

    private func trackRoute(from: AppRoute?, to: AppRoute?) {
        guard let to, from != to else { return }
        track("route_changed", ["from": from?.name ?? "start", "to": to.name])
    }

    private func track(_ name: String, _ properties: [String: String]) {
        guard let event = try? AnalyticsEvent(name, properties) else { return }
        container.tracker.track(event)
    }
}
