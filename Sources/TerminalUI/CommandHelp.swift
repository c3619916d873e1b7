/// One line of help for a command a screen accepts, for example `add [qty]` / `add to the list`.
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
