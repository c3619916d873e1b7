/// A screen whose commands are a ``CommandTable``: its help lines and its handling of a command come from the table.
@MainActor
public protocol CommandTableScreen: TerminalScreen {
    /// The kind of refusal the screen's intents throw.
    associatedtype Refusal: Error
    /// The screen's commands.
    var commandTable: CommandTable<Refusal> { get }
}

extension CommandTableScreen {
    /// The table's help lines.
    public var commands: [CommandHelp] { commandTable.help }

    /// Runs the command through the table.
    public func handle(_ command: Command) async -> CommandOutcome {
        await commandTable.handle(command)
    }
}
