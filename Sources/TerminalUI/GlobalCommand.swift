public import AppNavigation

/// A word that works on every screen of an app, such as `home` or `settings`, and the navigation it asks for.
public struct GlobalCommand<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The word and its line in `help`.
    public let help: CommandHelp
    /// What typing it does when the screen on top does not know the word.
    public let action: NavigationAction<Route>

    /// A global command: `word` (its first word is what is typed), `summary` for `help`, and its action.
    public init(_ word: String, _ summary: String, _ action: NavigationAction<Route>) {
        help = CommandHelp(word, summary)
        self.action = action
    }

    /// The word to type.
    var word: Substring { help.usage.split(separator: " ").first ?? "" }
}
