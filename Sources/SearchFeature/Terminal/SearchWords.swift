/// The words the search terminal shows for what the model refuses: one line per refusal, saying what was wrong
/// and what to type instead; and the words for the orders. A SwiftUI view would say the same things its own way.
extension SearchRefusal {
    /// The one-line message for this refusal of the command named `command` (no results read differently
    /// depending on what was asked: nothing to open, or no page to follow).
    func message(refusing command: String) -> String {
        switch self {
        case .textTooLong(let maximum): "a search can be at most \(maximum) characters long"
        case .nothingToSearchFor: "search needs words or a category, for example: search kettle"
        case .categoriesNotLoaded: "categories are not loaded yet; type retry"
        case .noSuchCategory(let id, let count):
            "no category '\(id)'; use a row number 1-\(count), an id, a name, or all"
        case .priceOutOfBounds(let price, let highest):
            "a price must be from 0 to \(PriceRange.formatted(highest)), not \(PriceRange.formatted(price))"
        case .lowestPriceAboveHighest: "the lowest price must not be above the highest"
        case .noResults where command == "open": "there are no results to open; search first"
        case .noResults: "there are no results yet; search first"
        case .noMorePages: "that was the last page of results"
        case .alreadyLoadingMore: "the next page is already loading"
        case .noSuchRow(let row, let count): "no row \(row); choose a row from 1 to \(count)"
        case .noSuchRecentSearch(_, count: 0): "there are no recent searches yet"
        case .noSuchRecentSearch(let number, let count): "no recent search \(number); choose 1 to \(count)"
        case .recentSearchesNotCleared(let error): "recent searches could not be cleared: \(error.description)"
        case .nothingToRetry: "nothing failed, so there is nothing to retry"
        }
    }
}

extension SearchSort {
    /// The word a person types for this order, and the screen shows.
    var commandWord: String {
        switch self {
        case .relevance: "relevance"
        case .priceAscending: "price-asc"
        case .priceDescending: "price-desc"
        case .rating: "rating"
        }
    }

    /// The order a typed word names, or nil when it names none.
    init?(commandWord: String) {
        guard let sort = SearchSort.allCases.first(where: { $0.commandWord == commandWord.lowercased() }) else {
            return nil
        }
        self = sort
    }
}

extension RecentSearchesProblem {
    /// The problem as the terminal shows it.
    var message: String {
        switch self {
        case .notSaved(let error): "recent searches could not be saved: \(error.description)"
        case .notRead(let error): "recent searches could not be read: \(error.description)"
        }
    }
}

extension Offer {
    /// The rating as `4.3★`, or `unrated` when nobody has rated it.
    var ratingText: String {
        ratingCount == 0 ? "unrated" : "\(ratingTenths / 10).\(ratingTenths % 10)★"
    }
}
