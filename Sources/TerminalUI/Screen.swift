/// One line of help for a command a screen accepts, for example `add [qty]` / `add to cart`.
public struct CommandHelp: Hashable, Sendable {
    /// How to type it, for example `open <row>`.
    public let usage: String
    /// What it does, in a few words.
    public let summary: String

    /// Creates a help line.
    public init(_ usage: String, _ summary: String) {
        self.usage = usage
        self.summary = summary
    }
}

/// What a screen tells its host after handling one command.
public enum CommandOutcome: Hashable, Sendable {
    /// The state changed: draw the screen again.
    case rerender
    /// The command was understood but refused; the state is as it was. Show this one line.
    case rejected(String)
    /// The screen is done and the host should leave it.
    case finish
    /// The screen does not know this command; the host may try its own commands.
    case unrecognized
    /// The command needs one more line that must not be shown, such as a password: the host asks for it with
    /// `prompt`, not echoing what is typed on a terminal, and passes it to ``TerminalScreen/handleSecret(_:)``.
    /// ``TerminalScreen/handle(_:askingOn:)`` does this for a host.
    case asksForSecret(prompt: String)
}

/// A screen of a feature, as a terminal host runs it.
///
/// This is the terminal analogue of a SwiftUI view: the host asks for the title and the rendered lines,
/// passes each command in, and reacts to the outcome. A screen keeps its state machine apart from its
/// rendering, so the same state could drive a graphical view. When what `render` reads is `@Observable`, hosts
/// draw again as it changes on its own (see ``ScreenObservation``).
@MainActor
public protocol TerminalScreen: AnyObject {
    /// A short title for the header and the prompt, for example `Search` or `Settings`.
    var title: String { get }
    /// The commands this screen accepts, each with one line of help.
    var commands: [CommandHelp] { get }
    /// A short live status for the heading when the host has none of its own, such as a cart badge; nil for none.
    var status: String? { get }
    /// Loads what the screen needs before it is first drawn, and again when the host returns to it.
    func appear() async
    /// The screen is covered by another or closed: it stops following changes until it appears again.
    func disappear() async
    /// The current state drawn as lines, no wider than `context.width`.
    func render(in context: RenderContext) -> [String]
    /// Handles one command typed by the user.
    func handle(_ command: Command) async -> CommandOutcome
    /// Receives the line asked for with ``CommandOutcome/asksForSecret(prompt:)``, or nil when input ended first.
    func handleSecret(_ secret: String?) async -> CommandOutcome
}

extension TerminalScreen {
    /// A screen that never asks for a secret refuses one.
    public func handleSecret(_ secret: String?) async -> CommandOutcome {
        .rejected("nothing asked for a hidden line")
    }

    /// Handles `command`, asking `terminal` for each secret line the screen wants (see
    /// ``CommandOutcome/asksForSecret(prompt:)``), and returns the outcome once nothing more is asked.
    public func handle(_ command: Command, askingOn terminal: Terminal) async -> CommandOutcome {
        var outcome = await handle(command)
        while case .asksForSecret(let prompt) = outcome {
            outcome = await handleSecret(await terminal.nextSecretLine(prompt: prompt))
        }
        return outcome
    }
}

extension TerminalScreen {
    /// No status of its own.
    public var status: String? { nil }

    /// Nothing to stop: a screen that follows no changes of its own.
    public func disappear() async {}
}
