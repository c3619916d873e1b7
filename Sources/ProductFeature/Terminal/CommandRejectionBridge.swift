import TerminalUI

/// Temporary, until this feature's model throws its own typed refusal: `State/` still throws the terminal's
/// rejection, named here so that it need not import `TerminalUI`. Deleted with the last such throw.
typealias CommandRejection = TerminalUI.CommandRejection
