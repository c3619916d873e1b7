import TerminalUI

/// The terminal face of ``HomeModel``: declares its commands as the model's intents and draws
/// with ``HomeView``.
@MainActor
final class HomeScreen: CommandTableScreen {
    let title = "Home"
    let commandTable: CommandTable<HomeRefusal>
    private let model: HomeModel

    init(model: HomeModel) {
        self.model = model
        // TODO(Home): one entry per command, with its arguments and the intent it runs.
        let commands: [ScreenCommand<HomeRefusal>] = [
            ScreenCommand("open", .row(), "choose an item") { try model.open(row: $0) },
            ScreenCommand("retry", "load again after a failure") { try await model.retry() },
        ]
        commandTable = CommandTable(commands) { refusal, _ in refusal.message }
    }

    func appear() async {
        await model.appear()
    }

    func render(in context: RenderContext) -> [TerminalText] {
        HomeView.lines(for: model.state, in: context)
    }
}
