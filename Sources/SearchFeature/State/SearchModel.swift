import Analytics
import FeatureState
import Foundation
import Networking
import Observation

/// Search's state machine: every command becomes a method that validates its input, changes ``state``,
/// performs the request it needs and reports outputs. It knows nothing of the terminal; it is `@Observable`, so
/// whatever draws ``state`` (the terminal screen, a SwiftUI view) hears its changes.
@MainActor
@Observable
final class SearchModel {
    private(set) var state = SearchState()
    @ObservationIgnored private let api: SearchAPI
    @ObservationIgnored private let recents: RecentSearchStore
    @ObservationIgnored private let tracker: any AnalyticsTracker
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private let onOutput: @MainActor (SearchOutput) -> Void

    init(
        api: SearchAPI, recents: RecentSearchStore, tracker: any AnalyticsTracker, now: @escaping @Sendable () -> Date,
        onOutput: @escaping @MainActor (SearchOutput) -> Void
    ) {
        self.api = api
        self.recents = recents
        self.tracker = tracker
        self.now = now
        self.onOutput = onOutput
    }

    /// Loads categories (once they have loaded they are kept) and the recent searches.
    func appear() async {
        if state.categories.value == nil && !state.categories.isLoading {
            await loadCategories()
        }
        refreshRecentSearches()
    }

    /// Searches for `text` with the current filters.
    func search(text: String) async throws(CommandRejection) {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard words.count <= SearchCriteria.maximumTextLength else {
            throw CommandRejection("a search can be at most \(SearchCriteria.maximumTextLength) characters long")
        }
        var criteria = state.criteria
        criteria.text = words
        guard criteria.canRun else {
            throw CommandRejection("search needs words or a category, for example: search kettle")
        }
        await run(criteria)
    }

    /// Filters by a category chosen by its row number, id or name; `all` removes the filter.
    func chooseCategory(_ selector: String) async throws(CommandRejection) {
        var criteria = state.criteria
        if selector.lowercased() == "all" {
            criteria.categoryID = nil
        } else {
            guard let categories = state.categories.value else {
                throw CommandRejection("categories are not loaded yet; type retry")
            }
            let byRow = Int(selector).flatMap { row in row >= 1 && row <= categories.count ? categories[row - 1] : nil }
            let byName = categories.first { $0.id == selector || $0.name.lowercased() == selector.lowercased() }
            guard let category = byRow ?? byName else {
                throw CommandRejection(
                    "no category '\(selector)'; use a row number 1-\(categories.count), an id, a name, or all")
            }
            criteria.categoryID = category.id
        }
        try await applyFilters(criteria)
    }

    /// Limits results to prices between `minimum` and `maximum` minor units; `nil` leaves that side open.
    func choosePriceRange(minimum: Int?, maximum: Int?) async throws(CommandRejection) {
        let allowed = PriceRange.allowedBounds
        for bound in [minimum, maximum].compactMap(\.self) where !allowed.contains(bound) {
            let highest = PriceRange.formatted(allowed.upperBound)
            throw CommandRejection("a price must be from 0 to \(highest), not \(PriceRange.formatted(bound))")
        }
        if let minimum, let maximum, minimum > maximum {
            throw CommandRejection("the lowest price must not be above the highest")
        }
        var criteria = state.criteria
        criteria.priceRange = PriceRange(minimum: minimum, maximum: maximum)
        try await applyFilters(criteria)
    }

    /// Orders results by `sort`.
    func chooseSort(_ sort: SearchSort) async throws(CommandRejection) {
        var criteria = state.criteria
        criteria.sort = sort
        try await applyFilters(criteria)
    }

    /// Removes every filter and the sort, keeping the words.
    func clearFilters() async throws(CommandRejection) {
        try await applyFilters(SearchCriteria(text: state.criteria.text))
    }

    /// Appends the next page of results.
    func loadMore() async throws(CommandRejection) {
        guard let list = state.results.value else { throw CommandRejection("there are no results yet; search first") }
        guard let cursor = list.nextCursor else { throw CommandRejection("that was the last page of results") }
        guard !state.isLoadingMore else { throw CommandRejection("the next page is already loading") }
        state.isLoadingMore = true
        state.moreFailure = nil
        defer { state.isLoadingMore = false }
        do {
            let page = try await api.search(list.criteria, cursor: cursor)
            var grown = list
            grown.offers += page.offers
            grown.total = page.total
            grown.nextCursor = page.nextCursor
            state.results = .loaded(grown)
        } catch {
            state.moreFailure = error.description
        }
    }

    /// Opens the result on `row` (counting from 1): tells the host which product was chosen.
    func open(row: Int) throws(CommandRejection) {
        guard let list = state.results.value else {
            throw CommandRejection("there are no results to open; search first")
        }
        guard row >= 1, row <= list.offers.count else {
            throw CommandRejection("no row \(row); choose a row from 1 to \(list.offers.count)")
        }
        let offer = list.offers[row - 1]
        tracker.track("search_result_opened", ["product_id": offer.productID, "position": String(row)])
        onOutput(.productSelected(productID: offer.productID))
    }

    /// Runs the recent search numbered `number` (counting from 1) again.
    func rerunRecentSearch(number: Int) async throws(CommandRejection) {
        guard number >= 1, number <= state.recentSearches.count else {
            throw CommandRejection(
                state.recentSearches.isEmpty
                    ? "there are no recent searches yet"
                    : "no recent search \(number); choose 1 to \(state.recentSearches.count)")
        }
        await run(state.recentSearches[number - 1].criteria)
    }

    /// Forgets all recent searches.
    func clearRecentSearches() throws(CommandRejection) {
        do {
            try recents.clear()
        } catch {
            throw CommandRejection("recent searches could not be cleared: \(error)")
        }
        refreshRecentSearches()
    }

    /// Repeats every step whose last attempt failed: categories, the search, the next page.
    func retry() async throws(CommandRejection) {
        let failedSearch = state.results.canRetry
        let failedNextPage = state.moreFailure != nil
        guard state.categories.canRetry || failedSearch || failedNextPage else {
            throw CommandRejection("nothing failed, so there is nothing to retry")
        }
        if state.categories.canRetry { await loadCategories() }
        if failedSearch { await run(state.criteria) }
        if failedNextPage { try await loadMore() }
    }

    // MARK: - Steps

    /// Filters apply at once when there is something to search (words or a category: choosing a category on
    /// the landing screen browses it); otherwise they wait for the next search, and the screen goes back to its
    /// landing page rather than keep showing results the filters no longer describe.
    private func applyFilters(_ criteria: SearchCriteria) async throws(CommandRejection) {
        if criteria.canRun {
            await run(criteria)
        } else {
            state.criteria = criteria
            state.results = .idle
            state.moreFailure = nil
        }
    }

    private func loadCategories() async {
        state.categories = .loading
        do {
            let categories = try await api.categories()
            state.categories = categories.isEmpty ? .empty("The shop has no categories yet.") : .loaded(categories)
        } catch {
            state.categories = .failed(error.description)
        }
    }

    private func run(_ criteria: SearchCriteria) async {
        state.criteria = criteria
        state.results = .loading
        state.moreFailure = nil
        do {
            let page = try await api.search(criteria, cursor: nil)
            if page.offers.isEmpty {
                state.results = .empty("No products match. Try fewer words, another category or a wider price range.")
            } else {
                state.results = .loaded(
                    ResultList(criteria: criteria, offers: page.offers, total: page.total, nextCursor: page.nextCursor))
            }
            tracker.track(
                "search_performed",
                [
                    "sort": criteria.sort.rawValue, "has_category": String(criteria.categoryID != nil),
                    "has_price_range": String(!criteria.priceRange.isUnbounded), "result_count": String(page.total),
                ])
            remember(criteria)
        } catch {
            state.results = .failed(error.description)
        }
    }

    private func remember(_ criteria: SearchCriteria) {
        do {
            try recents.record(criteria, at: now())
        } catch {
            state.recentSearchesProblem = "recent searches could not be saved: \(error)"
            return
        }
        refreshRecentSearches()
    }

    private func refreshRecentSearches() {
        do {
            state.recentSearches = try recents.list(at: now())
            state.recentSearchesProblem = nil
        } catch {
            state.recentSearchesProblem = "recent searches could not be read: \(error)"
        }
    }

}
