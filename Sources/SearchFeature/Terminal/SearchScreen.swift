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

    private let model: SearchModel
    private var pendingQuery: String?
    /// Why the query the screen was opened with was refused: shown under the screen until the next command.
    private var initialQueryRejection: String?

    init(model: SearchModel, initialQuery: String?) {
        self.model = model
        self.pendingQuery = initialQuery
    }

    func appear() async {
        await model.appear()
        if let query = pendingQuery {
            pendingQuery = nil
            do {
                try await model.search(text: query)
            } catch {
                initialQueryRejection = error.message
            }
        }
    }

    func render(in context: RenderContext) -> [String] {
        let rejection = initialQueryRejection.map { ScreenFrame.rejection($0, in: context) } ?? []
        return SearchView.lines(for: model.state, in: context) + rejection
    }

    func handle(_ command: Command) async -> CommandOutcome {
        initialQueryRejection = nil
        do {
            switch command.name {
            case "search", "s", "find":
                try await model.search(text: command.arguments.joined(separator: " "))
            case "category":
                // Names may be several words: `category Home & Living`.
                let selector = command.arguments.joined(separator: " ")
                guard !selector.isEmpty else {
                    return .rejected("category needs a row number, an id, a name, or all")
                }
                try await model.chooseCategory(selector)
            case "price":
                let (minimum, maximum) = try Self.priceBounds(command.arguments)
                try await model.choosePriceRange(minimum: minimum, maximum: maximum)
            case "sort":
                guard command.arguments.count == 1, let sort = SearchSort(commandWord: command.arguments[0]) else {
                    let words = SearchSort.allCases.map(\.commandWord).joined(separator: ", ")
                    return .rejected("sort needs one of: \(words)")
                }
                try await model.chooseSort(sort)
            case "clear":
                try command.requireNoArguments()
                try await model.clearFilters()
            case "more":
                try command.requireNoArguments()
                try await model.loadMore()
            case "open":
                try model.open(row: try command.onlyPositiveNumber("row number"))
            case "recent":
                try await model.rerunRecentSearch(number: try command.onlyPositiveNumber("row number"))
            case "forget":
                try command.requireNoArguments()
                try model.clearRecentSearches()
            case "retry":
                try command.requireNoArguments()
                try await model.retry()
            default:
                return .unrecognized
            }
            return .rerender
        } catch {
            return .rejected(error.message)
        }
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
