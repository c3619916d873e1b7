import FeatureState
import TerminalUI

/// The terminal face of ``SearchModel``: turns typed commands into model calls and draws with ``SearchView``.
@MainActor
final class SearchScreen: CommandTableScreen {
    let title = "Search"
    let commandTable: CommandTable<SearchRefusal>
    // No state of its own: everything that changes, the opening words' refusal included, is the model's.
    private let model: SearchModel

    init(model: SearchModel) {
        self.model = model
        let sortWords = SearchSort.allCases.map(\.commandWord)
        let sort = ArgumentReader<SearchSort>(
            sortWords.joined(separator: "|"), "one of: " + sortWords.joined(separator: ", "), example: "rating",
            parse: SearchSort.init(commandWord:))
        let commands: [ScreenCommand<SearchRefusal>] = [
            ScreenCommand(
                "search", aliases: ["s", "find"], ArgumentReader.words("words", "words", example: "kettle").optional,
                "find products (keeps filters)"
            ) { try await model.search(text: $0 ?? "") },
            // Names may be several words: `category Home & Living`.
            ScreenCommand(
                "category", .words("row|id|name|all", "a row number, an id, a name, or all", example: "1"),
                "filter by category"
            ) { try await model.chooseCategory(id: Self.categoryID(for: $0, in: model.state)) },
            ScreenCommand(
                "price", Self.priceBounds, "filter by price, e.g. price 10 49.99", example: "price 10 49.99",
                hint: "or any"
            ) { bounds in try await model.choosePriceRange(minimum: bounds.minimum, maximum: bounds.maximum) },
            ScreenCommand("sort", sort, "order the results", example: "") { await model.chooseSort($0) },
            ScreenCommand("clear", "remove filters and sort") { await model.clearFilters() },
            ScreenCommand("more", "show the next page") { try await model.loadMore() },
            ScreenCommand("open", .row(), "see a product") { try model.open(row: $0) },
            ScreenCommand("recent", .row("n", "a row number"), "run a recent search again") {
                try await model.rerunRecentSearch(number: $0)
            },
            ScreenCommand("forget", "clear recent searches") { try model.clearRecentSearches() },
            ScreenCommand("retry", "repeat what failed") { try await model.retry() },
        ]
        commandTable = CommandTable(commands) { refusal, command in refusal.message(refusing: command) }
    }

    func appear() async {
        await model.appear()
    }

    /// The state's lines, then why the words Search was opened with were refused (until the next command).
    func render(in context: RenderContext) -> [TerminalText] {
        let refusal = model.state.initialQueryRefusal.map {
            ScreenFrame.rejection($0.message(refusing: "search"), in: context)
        }
        return SearchView.lines(for: model.state, in: context) + (refusal ?? [])
    }

    /// Runs the command through the table, after dismissing the opening words' refusal.
    func handle(_ command: Command) async -> CommandOutcome {
        model.dismissInitialQueryRefusal()
        return await commandTable.handle(command)
    }

    /// The category `selector` names: `all` (none), a row of the loaded list, an ID or a name. Text that names
    /// none is passed on as an ID, for the model to refuse in the terms of what is loaded.
    private static func categoryID(for selector: String, in state: SearchState) -> String? {
        if selector.lowercased() == "all" { return nil }
        let categories = state.categories.value ?? []
        let byRow = Int(selector).flatMap { row in row >= 1 && row <= categories.count ? categories[row - 1] : nil }
        let byName = categories.first { $0.id == selector || $0.name.lowercased() == selector.lowercased() }
        return (byRow ?? byName)?.id ?? selector
    }

    /// The lowest and highest price, each a price such as `49.99` or `any` for none; `any` alone for neither.
    private static let priceBounds = ArgumentReader<(minimum: Int?, maximum: Int?)>(
        "min|any> <max|any", "a lowest and a highest price", example: "10 49.99", takesRest: true
    ) { (text: String) throws(CommandRejection) -> (minimum: Int?, maximum: Int?)? in
        let words = text.split(separator: " ").map(String.init)
        if words.map({ $0.lowercased() }) == ["any"] { return (nil, nil) }
        guard words.count == 2 else { return nil }
        return (try bound(words[0]), try bound(words[1]))
    }

    /// A price bound: a price such as `49.99`, or `any` for none.
    private static func bound(_ text: String) throws(CommandRejection) -> Int? {
        if text.lowercased() == "any" { return nil }
        guard let minorUnits = MoneyFormat.minorUnits(parsing: text, currencyCode: PriceRange.currencyCode) else {
            throw CommandRejection("'\(text)' is not a price; write it like 49.99, or any")
        }
        return minorUnits
    }
}
