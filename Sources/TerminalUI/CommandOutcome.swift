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
