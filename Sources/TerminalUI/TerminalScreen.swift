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
    /// A short live status for the heading when the host has none of its own, such as an unread count; nil for none.
    var status: String? { get }
    /// Loads what the screen needs before it is first drawn, and again when the host returns to it.
    func appear() async
    /// The screen is covered by another or closed: it stops following changes until it appears again.
    func disappear() async
    /// The current state drawn as lines, no wider than `context.width`. Text from outside goes into them as plain
    /// text (see ``TerminalText``), so it is shown, never obeyed.
    func render(in context: RenderContext) -> [TerminalText]
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
