import TerminalUI

/// Where Home's `itemSelected` leads until a feature shows items: it says which item was chosen and
/// what to do next. Replace it with your feature's screen (and delete this file).
@MainActor
final class ItemPlaceholderScreen: TerminalScreen {
    let title = "Item"
    let commands: [CommandHelp] = []
    private let itemID: String

    init(itemID: String) {
        self.itemID = itemID
    }

    func appear() async {}

    func render(in context: RenderContext) -> [TerminalText] {
        [
            "You opened \(itemID).",
            "No feature shows items yet: add one with add-feature,",
            "and route HomeOutput.itemSelected to it in AppRouter.",
            "Type back to return.",
        ]
    }

    func handle(_ command: Command) async -> CommandOutcome { .unrecognized }
}
