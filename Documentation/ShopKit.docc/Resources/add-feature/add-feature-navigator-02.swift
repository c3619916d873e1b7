import Analytics
import CartStore
import FeatureState
import TerminalUI

/// The app's command loop: it offers each command to the current screen first, then to the global commands,
/// keeps the prompt with the live cart count, and runs the screens that ``NavigationStack`` opens and reveals
/// in answer to the router's actions. It holds screens, never feature types.
@MainActor
final class ShopNavigator {
    static let globalCommands = [
        CommandHelp("help", "list commands"),
        CommandHelp("back", "previous screen"),
        CommandHelp("home", "start again from home"),
        CommandHelp("cart", "checkout"),
        CommandHelp("profile", "your account and orders"),
        CommandHelp("wishlist", "your wishlist"),
        CommandHelp("quit", "leave"),
    ]

    private let container: AppContainer
    private let terminal: Terminal
    private var stack = NavigationStack<any TerminalScreen>()
    /// Outputs emitted while a screen handles a command, applied once it returns.
    private var pendingOutputs: [FeatureOutput] = []
    /// The cart's item count, as the cart last told this navigator (before the change that altered it returned).
    private(set) var cartItemCount = 0
    /// Draws the top screen again when what it shows changes on its own.
    private lazy var observation = ScreenObservation { [weak self] in self?.redrawWhileWaiting() }

    init(container: AppContainer, terminal: Terminal) {
        self.container = container
        self.terminal = terminal
    }

    /// The routes from home to the current screen.
    var routes: [AppRoute] { stack.routes }

    /// Runs until `quit` or the end of input.
    func run() async {
        await startCartBadge()
        await apply(.popToRoot)
        while let line = await nextLine() {
            guard let command = Command(parsing: line) else { continue }
            if command.name == "quit" || command.name == "exit" { break }
            await handle(command)
        }
    }

    private func nextLine() async -> String? {
        await observation.waitingForInput { await terminal.nextLine(prompt: prompt) }
    }

    /// `home [cart 2]> `: where you are and what is in the cart.
    var prompt: String {
        let place = stack.top?.route.label ?? "home"
        return "\(place) [cart \(cartItemCount)]> "
    }

    /// The screen's own commands come first (Product's `cart`, Profile's `back` out of an order); the app's
    /// global commands answer only what the screen does not know.
    func handle(_ command: Command) async {
        if command.name == "help" || command.name == "?" {
            writeHelp()
            return
        }
        guard let top = stack.top else { return }
        let outcome = await top.screen.handle(command, askingOn: terminal)
        let outputs = takePendingOutputs()
        switch outcome {
        case .rejected(let reason):
            terminal.write(ScreenFrame.rejection(reason, in: terminal.context))
        case .unrecognized:
            if let action = Self.globalAction(named: command.name) {
                await apply(action)
            } else {
                terminal.write(ScreenFrame.unknownCommand(command.name, in: terminal.context))
            }
        case .finish:
            await apply(.back)
        case .rerender:
            if outputs.isEmpty { draw() }
        case .asksForSecret:
            break  // answered inside handle(_:askingOn:), which returns only once nothing more is asked
        }
        await route(outputs)
    }

    /// What a global command does; nil for a word that is not one.
    static func globalAction(named name: String) -> NavigationAction? {
        switch name {
        case "back": .back
        case "home": .popToRoot
        case "cart": .bringForward(.checkout)
        case "profile": .bringForward(.profile)
        case "wishlist": .bringForward(.wishlist)
        default: nil
        }
    }

    private func writeHelp() {
        let screenCommands = stack.top?.screen.commands ?? []
        // A screen's own `back` (or `cart`) comes first; its global twin would only repeat the word.
        let screenWords = Set(screenCommands.compactMap { $0.usage.split(separator: " ").first })
        let globals = Self.globalCommands.filter { !screenWords.contains($0.usage[...]) }
        terminal.write(ScreenFrame.help(for: screenCommands + globals, in: terminal.context))
    }

    /// Applies `action` to the stack, then lets the screen on top appear and draws it.
    func apply(_ action: NavigationAction) async {
        let from = stack.top?.route
        let change = stack.apply(action) { route in
            container.makeScreen(for: route) { [weak self] output in
                self?.pendingOutputs.append(output)
            }
        }
        switch change {
        case .opened(let screen), .revealed(let screen):
            trackRoute(from: from, to: stack.top?.route)
            // A revealed screen refreshes what may have changed meanwhile (a login, the cart).
            await screen.appear()
            // Outputs a screen emitted while appearing (rare, e.g. a session found expired) are routed too.
            await route(takePendingOutputs())
            draw()
        case .unchanged:
            draw()
        case .nothingToGoBackTo:
            terminal.write(ScreenFrame.rejection("already at home", in: terminal.context))
        }
    }

    private func route(_ outputs: [FeatureOutput]) async {
        for output in outputs {
            await apply(AppRouter.action(for: output))
        }
    }

    private func takePendingOutputs() -> [FeatureOutput] {
        defer { pendingOutputs = [] }
        return pendingOutputs
    }

    private func draw() {
        guard let top = stack.top else { return }
        let frame = observation.tracking {
            ScreenFrame.framed(top.screen, status: "cart \(cartItemCount)", in: terminal.context)
        }
        terminal.write(frame)
    }

    /// The top screen changed on its own while the user was typing: draw it, then the prompt again.
    private func redrawWhileWaiting() {
        draw()
        terminal.repeatPrompt(prompt)
    }

    /// Listens to the cart as every cart listener does: each change reaches the count before the change returns,
    /// so the prompt and the heading are right as soon as the command that changed the cart is done.
    private func startCartBadge() async {
        await container.cartStore.listen(self) { navigator, snapshot in
            await navigator.cartChanged(to: snapshot)
        }
    }

    private func cartChanged(to snapshot: CartSnapshot) {
        cartItemCount = snapshot.itemCount
    }

    private func trackRoute(from: AppRoute?, to: AppRoute?) {
        guard let to, from != to else { return }
        guard let event = try? AnalyticsEvent("route_changed", ["from": from?.name ?? "start", "to": to.name])
        else { return }
        container.tracker.track(event)
    }
}
