/// Runs one screen alone: draws it, reads commands until `quit`, the end of input, or the screen finishing.
///
/// Feature demos use this; the app has its own host with a navigation stack and global commands.
@MainActor
public final class ScreenRunner {
    /// Why the runner stopped.
    public enum Ending: Hashable, Sendable {
        /// The user typed `quit` (or `exit`).
        case quit
        /// Standard input ended.
        case endOfInput
        /// The screen said it was done.
        case screenFinished
    }

    private let screen: any TerminalScreen
    private let terminal: Terminal
    private lazy var observation = ScreenObservation { [weak self] in self?.redrawWhileWaiting() }
    private var prompt: String { "\(screen.title.lowercased())> " }

    /// Creates a runner for `screen` on `terminal`.
    public init(screen: any TerminalScreen, terminal: Terminal) {
        self.screen = screen
        self.terminal = terminal
    }

    /// The commands the runner itself understands, shown after the screen's own.
    public static let runnerCommands = [CommandHelp("help", "list commands"), CommandHelp("quit", "leave")]

    /// Draws the screen and handles commands until the session ends.
    public func run() async -> Ending {
        await screen.appear()
        draw()
        while let line = await nextLine() {
            guard let command = Command(parsing: line) else { continue }
            switch command.name {
            case "quit", "exit":
                return .quit
            case "help", "?":
                terminal.write(ScreenFrame.help(for: screen.commands + Self.runnerCommands, in: terminal.context))
                continue
            default:
                break
            }
            switch await screen.handle(command, askingOn: terminal) {
            case .rerender:
                draw()
            case .rejected(let reason):
                terminal.write(ScreenFrame.rejection(reason, in: terminal.context))
            case .unrecognized:
                terminal.write(ScreenFrame.unknownCommand(command.name, in: terminal.context))
            case .finish:
                return .screenFinished
            case .asksForSecret:
                break  // answered inside handle(_:askingOn:), which returns only once nothing more is asked
            }
        }
        return .endOfInput
    }

    private func nextLine() async -> String? {
        await observation.waitingForInput { await terminal.nextLine(prompt: prompt) }
    }

    private func draw() {
        terminal.write(observation.tracking { ScreenFrame.framed(screen, in: terminal.context) })
    }

    /// The screen changed on its own while the user was typing: draw it, then the prompt again.
    private func redrawWhileWaiting() {
        draw()
        terminal.repeatPrompt(prompt)
    }
}

/// The standard pieces around a screen's own lines: its heading, help lists and one-line messages.
public enum ScreenFrame {
    /// The screen's title as a heading (with a host's `status`, such as the cart count, at its end, or else the
    /// screen's own), followed by its rendered lines.
    @MainActor
    public static func framed(
        _ screen: any TerminalScreen, status: String? = nil, in context: RenderContext
    ) -> [String] {
        heading(screen.title, status: status ?? screen.status, in: context)
            + screen.render(in: context).map(context.fitted)
    }

    /// A heading line such as `== Settings ======== 2 unread ==`, at most 60 columns wide.
    public static func heading(_ title: String, status: String? = nil, in context: RenderContext) -> [String] {
        let text = "== \(title) "
        let tail = status.map { " \($0) ==" } ?? ""
        let fill = String(
            repeating: "=", count: max(2, min(context.width, 60) - displayWidth(of: text) - displayWidth(of: tail)))
        return ["", context.styled(context.fitted(text + fill + tail), .bold)]
    }

    /// Aligned help lines: usage on the left, summary on the right.
    public static func help(for commands: [CommandHelp], in context: RenderContext) -> [String] {
        let width = commands.map { displayWidth(of: $0.usage) }.max() ?? 0
        return commands.map { help in
            let padding = String(repeating: " ", count: width - displayWidth(of: help.usage))
            return context.fitted("  \(help.usage)\(padding)  \(context.styled(help.summary, .dim))")
        }
    }

    /// The one-line explanation for a refused command.
    public static func rejection(_ reason: String, in context: RenderContext) -> [String] {
        [context.fitted(context.styled("! \(reason)", .red))]
    }

    /// The explanation for a command nobody knows.
    public static func unknownCommand(_ name: String, in context: RenderContext) -> [String] {
        rejection("unknown command '\(name)'; type help for the list", in: context)
    }
}
