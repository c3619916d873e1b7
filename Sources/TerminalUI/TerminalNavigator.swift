public import AppNavigation

/// An app's command loop in the terminal, over a ``/AppNavigation/BackStack`` of the app's own routes.
///
/// It offers each command to the screen on top first, then to the app's global commands; it answers `help`,
/// `back` and `quit` itself; it lets a screen appear when it opens or comes back on top and tells it when it is
/// covered or closed (``TerminalScreen/disappear()``); and it draws the screen again when what it shows changes
/// on its own (``ScreenObservation``). Everything about the app is in its ``Configuration``.
@MainActor
public final class TerminalNavigator<Route: Hashable & Sendable> {
    /// Sends a navigation action from a screen (its output, mapped by the app) to the navigator.
    public typealias Navigate = @MainActor (NavigationAction<Route>) -> Void

    /// What makes a navigator one app's: its routes, its screens, its global commands and its prompt.
    public struct Configuration {
        /// The route of the first screen, which `popToRoot` opens again.
        public var root: Route
        /// The route's name in the prompt, such as `product p-0042`.
        public var label: @MainActor (Route) -> String
        /// Builds the screen for a route; the screen's outputs go to the `Navigate` function, as actions.
        public var makeScreen: @MainActor (Route, @escaping Navigate) -> any TerminalScreen
        /// The app's own global commands, listed in `help` between `back` and `quit`.
        public var globalCommands: [GlobalCommand<Route>]
        /// A short live status for the prompt (`home [inbox 2]> `) and every heading; nil for none.
        public var status: @MainActor () -> String?
        /// Told each time another route comes on top (the first time with `from` nil), for analytics.
        public var routeChanged: @MainActor (_ from: Route?, _ to: Route) -> Void
        /// Runs before each command is handled, for example to notice data another process changed, so the
        /// command acts on it and the screen shows it.
        public var beforeEachCommand: @MainActor () async -> Void
        /// Asked when the user types `quit`: nil lets the app end; a sentence says what would be left undone, and
        /// the navigator quits only when the user answers `yes` to it.
        public var reasonNotToQuit: @MainActor () async -> String?

        /// Creates the configuration; only the root, the labels and the screens are required.
        public init(
            root: Route,
            label: @escaping @MainActor (Route) -> String,
            globalCommands: [GlobalCommand<Route>] = [],
            status: @escaping @MainActor () -> String? = { nil },
            routeChanged: @escaping @MainActor (_ from: Route?, _ to: Route) -> Void = { _, _ in },
            beforeEachCommand: @escaping @MainActor () async -> Void = {},
            reasonNotToQuit: @escaping @MainActor () async -> String? = { nil },
            makeScreen: @escaping @MainActor (Route, @escaping Navigate) -> any TerminalScreen
        ) {
            self.root = root
            self.label = label
            self.globalCommands = globalCommands
            self.status = status
            self.routeChanged = routeChanged
            self.beforeEachCommand = beforeEachCommand
            self.reasonNotToQuit = reasonNotToQuit
            self.makeScreen = makeScreen
        }
    }

    /// The commands every navigator answers, around the app's own: `help` and `back` first, `quit` last.
    public static var leadingCommands: [CommandHelp] {
        [CommandHelp("help", "list commands"), CommandHelp("back", "previous screen")]
    }

    /// The last command of every `help`.
    public static var trailingCommands: [CommandHelp] { [CommandHelp("quit", "leave")] }

    private let configuration: Configuration
    private let terminal: Terminal
    private var stack: BackStack<Route, any TerminalScreen>
    /// Actions the screens sent while handling a command or appearing, applied once they return.
    private var pendingActions: [NavigationAction<Route>] = []
    /// Draws the top screen again when what it shows changes on its own.
    private lazy var observation = ScreenObservation { [weak self] in self?.redrawWhileWaiting() }

    /// Creates a navigator for the app that `configuration` describes, on `terminal`.
    public init(configuration: Configuration, terminal: Terminal) {
        self.configuration = configuration
        self.terminal = terminal
        stack = BackStack(root: configuration.root)
    }

    /// The routes from the root to the current screen.
    public var routes: [Route] { stack.routes }

    /// `home [inbox 2]> `: where you are, and the app's status in brackets.
    public var prompt: String {
        let place = configuration.label(stack.top?.route ?? configuration.root)
        let status = configuration.status().map { " [\($0)]" } ?? ""
        return "\(place)\(status)> "
    }

    /// Opens the root screen, applies `actions` (a screen the app opens on top at start, say), then handles
    /// commands until `quit` (or `exit`, confirmed when the app has a reason not to quit) or the end of input.
    public func run(then actions: [NavigationAction<Route>] = []) async {
        await apply(.popToRoot)
        for action in actions { await apply(action) }
        while let line = await nextLine() {
            guard let command = Command(parsing: line) else { continue }
            if command.name == "quit" || command.name == "exit" {
                if await confirmsQuitting() { break }
                continue
            }
            await configuration.beforeEachCommand()
            await handle(command)
        }
    }

    /// Whether to quit: at once when the app has no reason not to; otherwise after saying the reason and reading
    /// `yes` (the end of input also quits: nobody is left to answer).
    private func confirmsQuitting() async -> Bool {
        guard let reason = await configuration.reasonNotToQuit() else { return true }
        terminal.write(ScreenFrame.rejection(reason, in: terminal.context))
        terminal.write("Quit anyway? Type yes to quit, anything else to stay.")
        guard let answer = await terminal.nextLine(prompt: "quit? ") else { return true }
        let word = answer.split(whereSeparator: \.isWhitespace).first?.lowercased()
        return word == "yes" || word == "y"
    }

    private func nextLine() async -> String? {
        await observation.waitingForInput { await terminal.nextLine(prompt: prompt) }
    }

    /// Handles one command: `help` lists the commands; otherwise the screen on top comes first (a screen's own
    /// `back` or `settings` wins), and the global commands answer only what the screen does not know.
    public func handle(_ command: Command) async {
        if command.name == "help" || command.name == "?" {
            writeHelp()
            return
        }
        guard let top = stack.top else { return }
        let outcome = await top.screen.handle(command, askingOn: terminal)
        let actions = takePendingActions()
        switch outcome {
        case .rejected(let reason):
            terminal.write(ScreenFrame.rejection(reason, in: terminal.context))
        case .unrecognized:
            if let action = globalAction(named: command.name) {
                await apply(action)
            } else {
                terminal.write(ScreenFrame.unknownCommand(command.name, in: terminal.context))
            }
        case .finish:
            await apply(.back)
        case .rerender:
            if actions.isEmpty { draw() }
        case .asksForSecret:
            break  // answered inside handle(_:askingOn:), which returns only once nothing more is asked
        }
        for action in actions { await apply(action) }
    }

    /// What a global word does; nil for a word that is not one.
    private func globalAction(named name: String) -> NavigationAction<Route>? {
        if name == "back" { return .back }
        return configuration.globalCommands.first { $0.word == name }?.action
    }

    /// The screen's own commands, then each global command whose word the screen does not already have.
    private func writeHelp() {
        let screenCommands = stack.top?.screen.commands ?? []
        let screenWords = Set(screenCommands.compactMap { $0.usage.split(separator: " ").first })
        let globals =
            Self.leadingCommands + configuration.globalCommands.map(\.help) + Self.trailingCommands
        let missing = globals.filter { !screenWords.contains($0.usage.split(separator: " ").first ?? "") }
        terminal.write(ScreenFrame.help(for: screenCommands + missing, in: terminal.context))
    }

    /// Applies `action` to the stack: a screen that is no longer on top disappears, and the one on top now
    /// appears (loads or refreshes) and is drawn.
    public func apply(_ action: NavigationAction<Route>) async {
        let before = stack.top
        let change = stack.apply(action) { route in
            configuration.makeScreen(route) { [weak self] action in self?.pendingActions.append(action) }
        }
        switch change {
        case .opened(let screen), .revealed(let screen):
            if let before, before.screen !== screen { await before.screen.disappear() }
            if let route = stack.top?.route, route != before?.route { configuration.routeChanged(before?.route, route) }
            await screen.appear()
            // Actions a screen sent while appearing (rare, such as a session found expired) are applied too.
            for action in takePendingActions() { await apply(action) }
            draw()
        case .unchanged:
            draw()
        case .nothingToGoBackTo:
            let root = configuration.label(configuration.root)
            terminal.write(ScreenFrame.rejection("already at \(root)", in: terminal.context))
        }
    }

    private func takePendingActions() -> [NavigationAction<Route>] {
        defer { pendingActions = [] }
        return pendingActions
    }

    private func draw() {
        guard let top = stack.top else { return }
        let frame = observation.tracking {
            ScreenFrame.framed(top.screen, status: configuration.status(), in: terminal.context)
        }
        terminal.write(frame)
    }

    /// The top screen changed on its own while the user was typing: draw it, then the prompt again.
    private func redrawWhileWaiting() {
        draw()
        terminal.repeatPrompt(prompt)
    }
}
