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
