import Analytics
import FeatureState
import Foundation
import Networking
import Observation
import Persistence

/// Search's state machine: every user intent is a method with typed parameters that validates them, changes
/// ``state``, performs the request it needs and reports outputs, or throws a ``SearchRefusal`` and leaves the state
/// as it was. It knows nothing of the terminal; it is `@Observable`, so whatever draws ``state`` (the terminal
/// screen, a SwiftUI view) hears its changes.
@MainActor
@Observable
final class SearchModel {
    private(set) var state = SearchState()
    @ObservationIgnored private let api: SearchAPI
    @ObservationIgnored private let recents: SearchDependencies.RecentSearches
    @ObservationIgnored private let tracker: any AnalyticsTracker
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private let onOutput: @MainActor (SearchOutput) -> Void
    /// The words Search was opened with, searched for as it first appears; nil once searched (or if none).
    @ObservationIgnored private var initialQuery: String?

    init(
        api: SearchAPI, recents: SearchDependencies.RecentSearches, tracker: any AnalyticsTracker,
        now: @escaping @Sendable () -> Date,
        initialQuery: String? = nil, onOutput: @escaping @MainActor (SearchOutput) -> Void
    ) {
        self.api = api
        self.recents = recents
        self.tracker = tracker
        self.now = now
        self.initialQuery = initialQuery
        self.onOutput = onOutput
    }

    /// Loads categories (once they have loaded they are kept) and the recent searches; the first time, also
    /// searches for the words Search was opened with, keeping why they were refused in the state.
    func appear() async {
        if state.categories.value == nil && !state.categories.isLoading {
            await loadCategories()
        }
        refreshRecentSearches()
        if let query = initialQuery {
            initialQuery = nil
            do {
                try await search(text: query)
            } catch {
                state.initialQueryRefusal = error
            }
        }
    }

    /// Forgets why the opening words were refused, once the user has moved on; nothing changes when none was.
    func dismissInitialQueryRefusal() {
        guard state.initialQueryRefusal != nil else { return }
        state.initialQueryRefusal = nil
    }

    /// Searches for `text` with the current filters.
    func search(text: String) async throws(SearchRefusal) {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard words.count <= SearchCriteria.maximumTextLength else {
            throw .textTooLong(maximum: SearchCriteria.maximumTextLength)
        }
        var criteria = state.criteria
        criteria.text = words
        guard criteria.canRun else { throw .nothingToSearchFor }
        await run(criteria)
    }

    /// Filters by the loaded category with this ID; `nil` removes the filter.
    func chooseCategory(id: String?) async throws(SearchRefusal) {
        var criteria = state.criteria
        if let id {
            guard let categories = state.categories.value else { throw .categoriesNotLoaded }
            guard categories.contains(where: { $0.id == id }) else {
                throw .noSuchCategory(id: id, count: categories.count)
            }
        }
        criteria.categoryID = id
        await applyFilters(criteria)
    }

    /// Limits results to prices between `minimum` and `maximum` minor units; `nil` leaves that side open.
    func choosePriceRange(minimum: Int?, maximum: Int?) async throws(SearchRefusal) {
        let allowed = PriceRange.allowedBounds
        for bound in [minimum, maximum].compactMap(\.self) where !allowed.contains(bound) {
            throw .priceOutOfBounds(price: bound, highest: allowed.upperBound)
        }
        if let minimum, let maximum, minimum > maximum { throw .lowestPriceAboveHighest }
        var criteria = state.criteria
        criteria.priceRange = PriceRange(minimum: minimum, maximum: maximum)
        await applyFilters(criteria)
    }

    /// Orders results by `sort`.
    func chooseSort(_ sort: SearchSort) async {
        var criteria = state.criteria
        criteria.sort = sort
        await applyFilters(criteria)
    }

    /// Removes every filter and the sort, keeping the words.
    func clearFilters() async {
        await applyFilters(SearchCriteria(text: state.criteria.text))
    }

    /// Appends the next page of results.
    func loadMore() async throws(SearchRefusal) {
        guard let list = state.results.value else { throw .noResults }
        guard let cursor = list.nextCursor else { throw .noMorePages }
        guard !state.isLoadingMore else { throw .alreadyLoadingMore }
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
            state.moreFailure = error
        }
    }

    /// Opens the result on `row` (counting from 1): tells the host which product was chosen.
    func open(row: Int) throws(SearchRefusal) {
        guard let list = state.results.value else { throw .noResults }
        guard row >= 1, row <= list.offers.count else { throw .noSuchRow(row, count: list.offers.count) }
        let offer = list.offers[row - 1]
        tracker.track("search_result_opened", ["product_id": offer.productID, "position": String(row)])
        onOutput(.productSelected(productID: offer.productID))
    }

    /// Runs the recent search numbered `number` (counting from 1) again.
    func rerunRecentSearch(number: Int) async throws(SearchRefusal) {
        guard number >= 1, number <= state.recentSearches.count else {
            throw .noSuchRecentSearch(number, count: state.recentSearches.count)
        }
        await run(state.recentSearches[number - 1].criteria)
    }

    /// Forgets all recent searches.
    func clearRecentSearches() throws(SearchRefusal) {
        do throws(DatabaseError) {
            try recents.clear()
        } catch {
            throw .recentSearchesNotCleared(error)
        }
        refreshRecentSearches()
    }

    /// Repeats every step whose last attempt failed: categories, the search, the next page.
    func retry() async throws(SearchRefusal) {
        let failedSearch = state.results.canRetry
        let failedNextPage = state.moreFailure != nil
        guard state.categories.canRetry || failedSearch || failedNextPage else { throw .nothingToRetry }
        if state.categories.canRetry { await loadCategories() }
        if failedSearch { await run(state.criteria) }
        if failedNextPage { try await loadMore() }
    }

    // MARK: - Steps

    /// Filters apply at once when there is something to search (words or a category: choosing a category on
    /// the landing screen browses it); otherwise they wait for the next search, and the screen goes back to its
    /// landing page rather than keep showing results the filters no longer describe.
    private func applyFilters(_ criteria: SearchCriteria) async {
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
        do throws(NetworkError) {
            let categories = try await api.categories()
            state.categories = categories.isEmpty ? .empty : .loaded(categories)
        } catch {
            state.categories = .failed(error)
        }
    }

    private func run(_ criteria: SearchCriteria) async {
        state.criteria = criteria
        state.results = .loading
        state.moreFailure = nil
        do throws(NetworkError) {
            let page = try await api.search(criteria, cursor: nil)
            if page.offers.isEmpty {
                state.results = .empty
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
            state.results = .failed(error)
        }
    }

    private func remember(_ criteria: SearchCriteria) {
        do throws(DatabaseError) {
            try recents.record(criteria, now())
        } catch {
            state.recentSearchesProblem = .notSaved(error)
            return
        }
        refreshRecentSearches()
    }

    private func refreshRecentSearches() {
        do throws(DatabaseError) {
            state.recentSearches = try recents.list(now())
            state.recentSearchesProblem = nil
        } catch {
            state.recentSearchesProblem = .notRead(error)
        }
    }

}
