import FeatureState
import Networking
import TerminalUI

/// Draws ``HomeState`` as terminal lines. Pure: the same state and context always give the same lines.
enum HomeView {
    static func lines(for state: HomeState, in context: RenderContext) -> [TerminalText] {
        guard let items = state.items.value else {
            // TODO(Home): say in words what an empty list means for this feature.
            return state.items.statusLines(
                loadingWhat: "items", whenEmpty: "Nothing to show yet.", reason: \.description, in: context)
        }
        // TODO(Home): draw the feature's own columns.
        let rows = items.enumerated().map { index, item in [String(index + 1), item.name, item.countText] }
        var lines = Table(columns: [.init("#", .right), .init("Name"), .init("Size", .right)], rows: rows)
            .render(in: context)
        lines.append("Type open <row> to choose one.")
        return lines
    }
}
