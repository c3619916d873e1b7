import FeatureState
import Networking
import TerminalUI

/// Draws ``SearchState`` as terminal lines. Pure: the same state and context always give the same lines.
enum SearchView {
    static func lines(for state: SearchState, in context: RenderContext) -> [TerminalText] {
        var lines = [TerminalText(filtersLine(state))]
        switch state.results {
        case .idle:
            lines += landing(state, in: context)
        case .loaded(let list):
            lines += results(list, state: state, in: context)
        default:
            lines += state.results.statusLines(
                loadingWhat: "results",
                whenEmpty: "No products match. Try fewer words, another category or a wider price range.",
                reason: \.description, in: context)
        }
        return lines
    }

    private static func filtersLine(_ state: SearchState) -> String {
        let criteria = state.criteria
        var parts: [String] = []
        if !criteria.text.isEmpty { parts.append("words “\(criteria.text)”") }
        if let id = criteria.categoryID { parts.append("category \(categoryName(id, state))") }
        if !criteria.priceRange.isUnbounded { parts.append("price \(describe(criteria.priceRange))") }
        parts.append("sort \(criteria.sort.commandWord)")
        return "Searching: " + parts.joined(separator: " · ")
    }

    /// The category's name when the categories have loaded, else its id.
    private static func categoryName(_ id: String, _ state: SearchState) -> String {
        state.categories.value?.first { $0.id == id }?.name ?? id
    }

    private static func describe(_ range: PriceRange) -> String {
        let low = range.minimum.map(PriceRange.formatted) ?? "any"
        let high = range.maximum.map(PriceRange.formatted) ?? "any"
        return "\(low) to \(high)"
    }

    private static func landing(_ state: SearchState, in context: RenderContext) -> [TerminalText] {
        var lines = ["", context.styled("Categories", .bold)]
        if let categories = state.categories.value {
            let rows = categories.enumerated().map { index, category in
                [String(index + 1), category.name, String(category.productCount)]
            }
            lines += Table(columns: [.init("#", .right), .init("Category"), .init("Products", .right)], rows: rows)
                .render(in: context)
        } else {
            lines += state.categories.statusLines(
                loadingWhat: "categories", whenEmpty: "The shop has no categories yet.", reason: \.description,
                in: context)
        }
        lines += ["", context.styled("Recent searches", .bold)]
        if state.recentSearches.isEmpty {
            lines.append("None yet.")
        }
        for (index, recent) in state.recentSearches.enumerated() {
            let criteria = recent.criteria
            var text = criteria.text.isEmpty ? "(category only)" : criteria.text
            if let id = criteria.categoryID { text += " in \(categoryName(id, state))" }
            if !criteria.priceRange.isUnbounded { text += ", \(describe(criteria.priceRange))" }
            if criteria.sort != .relevance { text += ", by \(criteria.sort.commandWord)" }
            lines.append("\(String(index + 1).leftPadded(to: 3))  \(text)")
        }
        if let problem = state.recentSearchesProblem { lines.append(context.styled(problem.message, .yellow)) }
        lines += ["", "Type search <words> to begin, or help for every command."]
        return lines
    }

    private static func results(_ list: ResultList, state: SearchState, in context: RenderContext) -> [TerminalText] {
        let rows = list.offers.enumerated().map { index, offer in
            [
                String(index + 1), offer.name, offer.ratingText,
                offer.inStock ? offer.indicativePrice.formatted : "sold out",
            ]
        }
        var lines: [TerminalText] = [
            "\(list.total) product\(list.total == 1 ? "" : "s"), showing \(list.offers.count). Prices are indicative."
        ]
        lines += Table(
            columns: [.init("#", .right), .init("Name"), .init("Rating", .right), .init("Price", .right)], rows: rows
        ).render(in: context)
        if state.isLoadingMore {
            lines.append(context.styled("Loading more…", .dim))
        } else if let failure = state.moreFailure {
            lines += [context.styled("Could not load more: \(failure.description)", .red), "Type retry to try again."]
        } else if list.hasMore {
            lines.append("Type more for the next page, or open <row>.")
        } else {
            lines.append("End of results. Type open <row> to see a product.")
        }
        return lines
    }
}

extension String {
    /// The string right-aligned in `width` columns.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
