import TerminalUI

/// The terminal face of ``SearchModel``: turns typed commands into model calls and draws with ``SearchView``.
@MainActor
final class SearchScreen: TerminalScreen {
    let title = "Search"
    let commands = [
        CommandHelp("search <words>", "find products (keeps filters)"),
        CommandHelp("category <row|id|all>", "filter by category"),
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

    init(model: SearchModel, initialQuery: String?) {
        self.model = model
        self.pendingQuery = initialQuery
    }

    func appear() async {
        await model.appear()
        if let query = pendingQuery {
            pendingQuery = nil
            try? await model.search(text: query)
        }
    }

    func render(in context: RenderContext) -> [String] {
        SearchView.lines(for: model.state, in: context)
    }

    func handle(_ command: Command) async -> CommandOutcome {
        do {
            switch command.name {
            case "search", "s", "find":
                try await model.search(text: command.arguments.joined(separator: " "))
            case "category":
                guard let selector = command.argument(0) else {
                    return .rejected("category needs a row number, an id, or all")
                }
                try await model.chooseCategory(selector)
            case "price":
                let (minimum, maximum) = try Self.priceBounds(command.arguments)
                try await model.choosePriceRange(minimum: minimum, maximum: maximum)
            case "sort":
                guard let word = command.argument(0), let sort = SearchSort(commandWord: word) else {
                    let words = SearchSort.allCases.map(\.commandWord).joined(separator: ", ")
                    return .rejected("sort needs one of: \(words)")
                }
                try await model.chooseSort(sort)
            case "clear":
                try await model.clearFilters()
            case "more":
                try await model.loadMore()
            case "open":
                try model.open(row: try Self.number(command.argument(0), for: "open"))
                return .rerender
            case "recent":
                try await model.rerunRecentSearch(number: try Self.number(command.argument(0), for: "recent"))
            case "forget":
                try model.clearRecentSearches()
            case "retry":
                try await model.retry()
            default:
                return .unrecognized
            }
            return .rerender
        } catch {
            return .rejected(error.message)
        }
    }

    private static func number(_ text: String?, for command: String) throws(SearchRejection) -> Int {
        guard let text, let number = Int(text), number > 0 else {
            throw SearchRejection("\(command) needs a row number, for example: \(command) 1")
        }
        return number
    }

    private static func priceBounds(_ arguments: [String]) throws(SearchRejection) -> (Int?, Int?) {
        if arguments == ["any"] { return (nil, nil) }
        guard arguments.count == 2 else {
            throw SearchRejection("price needs a lowest and a highest price, for example: price 10 49.99 (or any)")
        }
        let bounds = try arguments.map { (text: String) throws(SearchRejection) -> Int? in
            if text.lowercased() == "any" { return nil }
            guard let minorUnits = MoneyFormat.minorUnits(parsing: text, currencyCode: "USD") else {
                throw SearchRejection("'\(text)' is not a price; write it like 49.99, or any")
            }
            return minorUnits
        }
        return (bounds[0], bounds[1])
    }
}
