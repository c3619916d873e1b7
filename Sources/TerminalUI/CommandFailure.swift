/// Why a ``ScreenCommand`` did not run: the line did not fit its arguments, or the feature refused the intent.
enum CommandFailure<Refusal: Error>: Error {
    /// The line did not fit the command's arguments; the sentence is TerminalUI's.
    case malformed(CommandRejection)
    /// The feature refused; its words say why.
    case refused(Refusal)
}
