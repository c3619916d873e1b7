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
