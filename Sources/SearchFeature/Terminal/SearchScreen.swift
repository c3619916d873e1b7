import FeatureState
import TerminalUI

/// The terminal face of ``SearchModel``: turns typed commands into model calls and draws with ``SearchView``.
@MainActor
final class SearchScreen: TerminalScreen {
    let title = "Search"
    let commands = [
        CommandHelp("search <words>", "find products (keeps filters)"),
        CommandHelp("category <row|id|name|all>", "filter by category"),
        CommandHelp("price <min|any> <max|any>", "filter by price, e.g. price 10 49.99"),
        CommandHelp("sort <relevance|price-asc|price-desc|rating>", "order the results"),
        CommandHelp("clear", "remove filters and sort"),
        CommandHelp("more", "show the next page"),
        CommandHelp("open <row>", "see a product"),
        CommandHelp("recent <n>", "run a recent search again"),
        CommandHelp("forget", "clear recent searches"),
        CommandHelp("retry", "repeat what failed"),
    ]

    // No state of its own: everything that changes, the opening words' refusal included, is the model's.
    private let model: SearchModel

    init(model: SearchModel) {
        self.model = model
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

    func handle(_ command: Command) async -> CommandOutcome {
        model.dismissInitialQueryRefusal()
        do {
            switch command.name {
            case "search", "s", "find":
                try await attempt(await model.search(text: command.arguments.joined(separator: " ")), for: command)
            case "category":
                // Names may be several words: `category Home & Living`.
                let selector = command.arguments.joined(separator: " ")
                guard !selector.isEmpty else {
                    return .rejected("category needs a row number, an id, a name, or all")
                }
                try await attempt(await model.chooseCategory(id: categoryID(for: selector)), for: command)
            case "price":
                let (minimum, maximum) = try Self.priceBounds(command.arguments)
                try await attempt(await model.choosePriceRange(minimum: minimum, maximum: maximum), for: command)
            case "sort":
                guard command.arguments.count == 1, let sort = SearchSort(commandWord: command.arguments[0]) else {
                    let words = SearchSort.allCases.map(\.commandWord).joined(separator: ", ")
                    return .rejected("sort needs one of: \(words)")
                }
                await model.chooseSort(sort)
            case "clear":
                try command.requireNoArguments()
                await model.clearFilters()
            case "more":
                try command.requireNoArguments()
                try await attempt(await model.loadMore(), for: command)
            case "open":
                let row = try command.onlyPositiveNumber("row number")
                try await attempt(model.open(row: row), for: command)
            case "recent":
                let number = try command.onlyPositiveNumber("row number")
                try await attempt(await model.rerunRecentSearch(number: number), for: command)
            case "forget":
                try command.requireNoArguments()
                try await attempt(model.clearRecentSearches(), for: command)
            case "retry":
                try command.requireNoArguments()
                try await attempt(await model.retry(), for: command)
            default:
                return .unrecognized
            }
            return .rerender
        } catch {
            return .rejected(error.message)
        }
    }

    /// The category `selector` names: `all` (none), a row of the loaded list, an ID or a name. Text that names
    /// none is passed on as an ID, for the model to refuse in the terms of what is loaded.
    private func categoryID(for selector: String) -> String? {
        if selector.lowercased() == "all" { return nil }
        let categories = model.state.categories.value ?? []
        let byRow = Int(selector).flatMap { row in row >= 1 && row <= categories.count ? categories[row - 1] : nil }
        let byName = categories.first { $0.id == selector || $0.name.lowercased() == selector.lowercased() }
        return (byRow ?? byName)?.id ?? selector
    }

    /// One of the model's intents, as ``attempt(_:for:)`` carries it out.
    private typealias Intent = () async throws(SearchRefusal) -> Void

    /// Carries out one of the model's intents; a refusal becomes the line the terminal shows for `command`.
    private func attempt(_ intent: @autoclosure Intent, for command: Command) async throws(CommandRejection) {
        do { try await intent() } catch { throw CommandRejection(error.message(refusing: command.name)) }
    }

    private static func priceBounds(_ arguments: [String]) throws(CommandRejection) -> (Int?, Int?) {
        if arguments == ["any"] { return (nil, nil) }
        guard arguments.count == 2 else {
            throw CommandRejection("price needs a lowest and a highest price, for example: price 10 49.99 (or any)")
        }
        let bounds = try arguments.map { (text: String) throws(CommandRejection) -> Int? in
            if text.lowercased() == "any" { return nil }
            guard let minorUnits = MoneyFormat.minorUnits(parsing: text, currencyCode: PriceRange.currencyCode) else {
                throw CommandRejection("'\(text)' is not a price; write it like 49.99, or any")
            }
            return minorUnits
        }
        return (bounds[0], bounds[1])
    }
}
