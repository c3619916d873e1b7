import Analytics
import FeatureState
import Foundation
import Networking
import NetworkingTesting
import Persistence
import Testing

@testable import SearchFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct SearchLoadingTests {
    @Test func appearLoadsCategoriesAndStartsWithNoRecentSearches() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        await harness.model.appear()
        #expect(harness.model.state.categories.value?.map(\.name) == ["Kitchen", "Garden"])
        #expect(harness.model.state.recentSearches.isEmpty)
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func failedCategoriesOfferRetryThatRecovers() async throws {
        let harness = SearchHarness()
        harness.expectCategories(.failure(.timedOut))
        await harness.model.appear()
        #expect(harness.model.state.categories == .failed(.timedOut))

        harness.expectCategories()
        try await harness.model.retry()
        #expect(harness.model.state.categories.value?.count == 2)
        await #expect(throws: SearchRefusal.nothingToRetry) {
            try await harness.model.retry()
        }
    }

    @Test func searchShowsResultsThenEmptyThenFailure() async throws {
        let harness = SearchHarness()
        harness.expectSearch(
            query: "kettle", reply: .ok(SearchJSON.page([SearchJSON.summary("p-0001", name: "Copper Kettle")])))
        try await harness.model.search(text: "  kettle ")
        let list = try #require(harness.model.state.results.value)
        #expect(list.offers.map(\.productID) == ["p-0001"])
        #expect(list.offers[0].indicativePrice == Money(minorUnits: 4_900, currencyCode: "USD"))

        harness.expectSearch(query: "zzz", reply: .ok(SearchJSON.page([])))
        try await harness.model.search(text: "zzz")
        guard case .empty = harness.model.state.results else {
            Issue.record("expected the empty state, got \(harness.model.state.results)")
            return
        }

        harness.expectSearch(query: "tea", reply: .error(status: 500, code: "internal", message: "boom"))
        try await harness.model.search(text: "tea")
        #expect(
            harness.model.state.results
                == .failed(.status(code: 500, error: APIErrorBody(code: "internal", message: "boom"))))
        harness.expectSearch(query: "tea", reply: .ok(SearchJSON.page([SearchJSON.summary("p-0002", name: "Tea")])))
        try await harness.model.retry()
        #expect(harness.model.state.results.value?.offers.count == 1)
    }

    @Test func malformedReplyFailsNamingTheField() async throws {
        let harness = SearchHarness()
        harness.expectSearch(query: "kettle", reply: .ok(#"{"items": [{"id": 7}], "nextCursor": null, "total": 1}"#))
        try await harness.model.search(text: "kettle")
        guard case .failed(.undecodable(_, let codingPath, _)) = harness.model.state.results else {
            Issue.record("expected an undecodable reply, got \(harness.model.state.results)")
            return
        }
        #expect(codingPath.contains("items.0.id"))
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct SearchCommandTests {
    @Test func pagingAppendsWithTheCursorAndStopsAtTheEnd() async throws {
        let harness = SearchHarness()
        harness.expectSearch(
            query: "mug",
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "Mug")], total: 2, nextCursor: "c1")))
        harness.expectSearch(
            query: "mug", cursor: "c1",
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-2", name: "Big Mug")], total: 2)))
        try await harness.model.search(text: "mug")
        try await harness.model.loadMore()
        #expect(harness.model.state.results.value?.offers.map(\.productID) == ["p-1", "p-2"])
        let before = harness.model.state
        await #expect(throws: SearchRefusal.noMorePages) {
            try await harness.model.loadMore()
        }
        #expect(harness.model.state == before)
    }

    @Test func failedNextPageKeepsTheRowsAndRetriesTheSamePage() async throws {
        let harness = SearchHarness()
        harness.expectSearch(
            query: "mug",
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "Mug")], total: 2, nextCursor: "c1")))
        harness.expectSearch(query: "mug", cursor: "c1", reply: .failure(.transport("connection reset")))
        harness.expectSearch(
            query: "mug", cursor: "c1",
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-2", name: "Big Mug")], total: 2)))
        try await harness.model.search(text: "mug")
        try await harness.model.loadMore()
        #expect(harness.model.state.results.value?.offers.count == 1)
        #expect(harness.model.state.moreFailure != nil)
        try await harness.model.retry()
        #expect(harness.model.state.results.value?.offers.map(\.productID) == ["p-1", "p-2"])
        #expect(harness.model.state.moreFailure == nil)
    }

    @Test func openingARowEmitsTheProductAndBadRowsChangeNothing() async throws {
        let harness = SearchHarness()
        harness.expectSearch(
            query: "mug",
            reply: .ok(
                SearchJSON.page([SearchJSON.summary("p-1", name: "Mug"), SearchJSON.summary("p-9", name: "Cup")])))
        #expect(throws: SearchRefusal.noResults) {
            try harness.model.open(row: 1)
        }
        try await harness.model.search(text: "mug")
        try harness.model.open(row: 2)
        #expect(harness.outputs == [.productSelected(productID: "p-9")])
        #expect(throws: SearchRefusal.noSuchRow(3, count: 2)) { try harness.model.open(row: 3) }
        #expect(harness.outputs.count == 1)
        #expect(harness.tracker.events.map(\.name).contains("search_result_opened"))
    }

    @Test func filtersAreSentAndRerunTheCurrentSearch() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        await harness.model.appear()
        harness.expectSearch(query: "pan", reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "Pan")])))
        try await harness.model.search(text: "pan")
        harness.expectSearch(
            query: "pan", category: "garden",
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "Pan")])))
        try await harness.model.chooseCategory(id: "garden")
        harness.expectSearch(
            query: "pan", category: "garden", minPrice: 1_000, maxPrice: 4_999,
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "Pan")])))
        try await harness.model.choosePriceRange(minimum: 1_000, maximum: 4_999)
        harness.expectSearch(
            query: "pan", category: "garden", minPrice: 1_000, maxPrice: 4_999, sort: "price_desc",
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "Pan")])))
        await harness.model.chooseSort(.priceDescending)
        #expect(harness.client.unmetExpectations.isEmpty)

        let before = harness.model.state
        await #expect(throws: SearchRefusal.noSuchCategory(id: "toys", count: 2)) {
            try await harness.model.chooseCategory(id: "toys")
        }
        await #expect(throws: SearchRefusal.lowestPriceAboveHighest) {
            try await harness.model.choosePriceRange(minimum: 9, maximum: 1)
        }
        #expect(harness.model.state == before)
    }

    @Test func aCategoryIsChosenOnlyFromTheLoadedOnes() async throws {
        let harness = SearchHarness()
        await #expect(throws: SearchRefusal.categoriesNotLoaded) {
            try await harness.model.chooseCategory(id: "kitchen")
        }
        harness.expectCategories(.error(status: 500, code: "internal_error", message: "boom"))
        await harness.model.appear()
        await #expect(throws: SearchRefusal.categoriesNotLoaded) {
            try await harness.model.chooseCategory(id: "kitchen")
        }
        #expect(harness.model.state.criteria == SearchCriteria())
        #expect(harness.client.receivedRequests.count == 1)
    }

    @Test func blankOrTooLongQueriesAreRefusedWithoutARequest() async throws {
        let harness = SearchHarness()
        await #expect(throws: SearchRefusal.nothingToSearchFor) {
            try await harness.model.search(text: "   ")
        }
        await #expect(throws: SearchRefusal.textTooLong(maximum: 100)) {
            try await harness.model.search(text: String(repeating: "a", count: 101))
        }
        #expect(harness.client.receivedRequests.isEmpty)
    }
}

/// The two stores of recent searches: the app's (Search's table) and the tests' (memory). The rules hold for both.
enum RecentSearchStorage: CaseIterable, Sendable {
    case table, memory

    func make() throws -> SearchDependencies.RecentSearches {
        switch self {
        case .table: .database(try Database(.inMemory))
        case .memory: .inMemory()
        }
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct RecentSearchTests {
    @Test(arguments: RecentSearchStorage.allCases)
    func recentSearchesAreDeduplicatedNewestFirstAndSurviveARestart(_ storage: RecentSearchStorage) async throws {
        let harness = SearchHarness(recentSearches: try storage.make())
        for text in ["kettle", "mug", "Kéttle"] {
            harness.expectSearch(query: text, reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "X")])))
            try await harness.model.search(text: text)
            harness.clock.advance(by: 60)
        }
        #expect(harness.model.state.recentSearches.map(\.criteria.text) == ["Kéttle", "mug"])

        let restarted = harness.makeModel()
        harness.expectCategories()
        await restarted.appear()
        #expect(restarted.state.recentSearches.map(\.criteria.text) == ["Kéttle", "mug"])
    }

    @Test(arguments: RecentSearchStorage.allCases)
    func atMostTwentyAreKeptAndTheyExpireAfterThirtyDays(_ storage: RecentSearchStorage) async throws {
        let harness = SearchHarness(recentSearches: try storage.make())
        for number in 1...23 {
            harness.expectSearch(query: "q\(number)", reply: .ok(SearchJSON.page([])))
            try await harness.model.search(text: "q\(number)")
            harness.clock.advance(by: 1)
        }
        let texts = harness.model.state.recentSearches.map(\.criteria.text)
        #expect(texts.count == 20)
        #expect(texts.first == "q23")
        #expect(texts.last == "q4")
        harness.clock.advance(by: 30 * 24 * 60 * 60 - 10)
        harness.expectCategories()
        await harness.model.appear()
        #expect(harness.model.state.recentSearches.count == 10)
        harness.clock.advance(by: 30)
        await harness.model.appear()
        #expect(harness.model.state.recentSearches.isEmpty)
    }

    @Test func theTableItselfKeepsTwentyNotOnlyTheListReadFromIt() async throws {
        let database = try Database(.inMemory)
        let harness = SearchHarness(recentSearches: .database(database))
        for number in 1...23 {
            harness.expectSearch(query: "q\(number)", reply: .ok(SearchJSON.page([])))
            try await harness.model.search(text: "q\(number)")
            harness.clock.advance(by: 1)
        }
        let stored = try database.read { connection in
            try connection.queryOne("SELECT COUNT(*) AS n FROM search_recent_searches")?.int("n")
        }
        #expect(stored == 20)
    }

    @Test(arguments: RecentSearchStorage.allCases)
    func aSearchExactlyThirtyDaysOldIsStillListedAndOneSecondLaterIsGone(_ storage: RecentSearchStorage) async throws {
        let harness = SearchHarness(recentSearches: try storage.make())
        harness.expectSearch(query: "kettle", reply: .ok(SearchJSON.page([])))
        try await harness.model.search(text: "kettle")
        harness.clock.advance(by: 30 * 24 * 60 * 60)
        harness.expectCategories()
        await harness.model.appear()
        #expect(harness.model.state.recentSearches.map(\.criteria.text) == ["kettle"])
        harness.clock.advance(by: 1)
        await harness.model.appear()
        #expect(harness.model.state.recentSearches.isEmpty)
    }

    @Test func aStoreThatFailsEndsInANoticeOrARefusalAndTheListStaysAsItWas() async throws {
        let diskFull = DatabaseError.full("database or disk is full")
        let kept = RecentSearch(
            criteria: SearchCriteria(text: "kettle"), searchedAt: Date(timeIntervalSince1970: 1_800_000_000))
        let harness = SearchHarness(
            recentSearches: SearchDependencies.RecentSearches(
                record: { _, _ throws(DatabaseError) in throw diskFull }, list: { _ in [kept] },
                clear: { () throws(DatabaseError) in throw diskFull }))
        harness.expectCategories()
        await harness.model.appear()
        #expect(harness.model.state.recentSearches == [kept])

        harness.expectSearch(query: "mug", reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "Mug")])))
        try await harness.model.search(text: "mug")
        #expect(harness.model.state.results.value?.offers.map(\.productID) == ["p-1"], "the search itself ran")
        #expect(harness.model.state.recentSearchesProblem == .notSaved(.full("database or disk is full")))
        #expect(harness.model.state.recentSearches == [kept])

        #expect(throws: SearchRefusal.recentSearchesNotCleared(.full("database or disk is full"))) {
            try harness.model.clearRecentSearches()
        }
        #expect(harness.model.state.recentSearches == [kept])
    }

    @Test func theTableOnAClosedDatabaseHandsTheModelItsTypedError() async throws {
        let database = try Database(.inMemory)
        let harness = SearchHarness(recentSearches: .database(database))
        harness.expectSearch(query: "kettle", reply: .ok(SearchJSON.page([])))
        try await harness.model.search(text: "kettle")
        #expect(harness.model.state.recentSearches.map(\.criteria.text) == ["kettle"])

        database.close()
        harness.expectCategories()
        await harness.model.appear()
        #expect(harness.model.state.recentSearchesProblem == .notRead(.closed))
        #expect(harness.model.state.recentSearches.map(\.criteria.text) == ["kettle"], "the list stays as it was")
        harness.expectSearch(query: "mug", reply: .ok(SearchJSON.page([])))
        try await harness.model.search(text: "mug")
        #expect(harness.model.state.recentSearchesProblem == .notSaved(.closed))
        #expect(throws: SearchRefusal.recentSearchesNotCleared(.closed)) { try harness.model.clearRecentSearches() }
    }

    @Test func aRecentSearchRunsAgainWithItsFilters() async throws {
        let harness = SearchHarness()
        harness.expectSearch(query: "pan", reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "Pan")])))
        try await harness.model.search(text: "pan")
        harness.expectSearch(
            query: "pan", sort: "rating",
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "Pan")])))
        await harness.model.chooseSort(.rating)
        harness.expectSearch(
            query: "pan", sort: "relevance",
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-1", name: "Pan")])))
        try await harness.model.rerunRecentSearch(number: 2)
        #expect(harness.model.state.criteria.sort == .relevance)
        await #expect(throws: SearchRefusal.noSuchRecentSearch(5, count: 2)) {
            try await harness.model.rerunRecentSearch(number: 5)
        }
        try harness.model.clearRecentSearches()
        #expect(harness.model.state.recentSearches.isEmpty)
    }

    @Test func searchEventsCarryNoQueryText() async throws {
        let harness = SearchHarness()
        harness.expectSearch(query: "ada lovelace", reply: .ok(SearchJSON.page([])))
        try await harness.model.search(text: "ada lovelace")
        let event = try #require(harness.tracker.events.first)
        #expect(event.name == "search_performed")
        #expect(!event.properties.values.contains { $0.contains("ada") })
        #expect(event.properties["result_count"] == "0")
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct SearchBrowsingTests {
    @Test func choosingACategoryOnTheLandingScreenBrowsesIt() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        await harness.model.appear()
        try await harness.model.choosePriceRange(minimum: nil, maximum: 2_000)
        #expect(harness.model.state.results == .idle, "a price alone is not a search: it waits")
        harness.expectSearch(
            category: "kitchen", maxPrice: 2_000,
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-7", name: "Whisk")])))
        try await harness.model.chooseCategory(id: "kitchen")
        #expect(harness.model.state.results.value?.offers.map(\.productID) == ["p-7"])
        #expect(harness.client.unmetExpectations.isEmpty)
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct SearchBadInputTests {
    /// A harness whose results list `p-1` and `p-2` for `mug`, with one recent search and the categories loaded.
    private func harnessWithResults() async throws -> SearchHarness {
        let harness = SearchHarness()
        harness.expectCategories()
        await harness.model.appear()
        harness.expectSearch(
            query: "mug",
            reply: .ok(
                SearchJSON.page([SearchJSON.summary("p-1", name: "Mug"), SearchJSON.summary("p-2", name: "Cup")])))
        try await harness.model.search(text: "mug")
        return harness
    }

    @Test func rowNumbersAtTheEdgesOfIntAreRefusedAndChangeNothing() async throws {
        let harness = try await harnessWithResults()
        let before = harness.model.state
        for row in [Int.min, -1, 0, 3, Int.max] {
            #expect(throws: SearchRefusal.noSuchRow(row, count: 2)) {
                try harness.model.open(row: row)
            }
            await #expect(throws: SearchRefusal.noSuchRecentSearch(row, count: 1)) {
                try await harness.model.rerunRecentSearch(number: row)
            }
            await #expect(throws: SearchRefusal.noSuchCategory(id: String(row), count: 2)) {
                try await harness.model.chooseCategory(id: String(row))
            }
        }
        #expect(harness.model.state == before)
        #expect(harness.outputs.isEmpty)
        #expect(harness.client.receivedRequests.count == 2)
    }

    @Test func priceBoundsOutsideTheAllowedRangeAreRefusedWithoutARequest() async throws {
        let harness = try await harnessWithResults()
        let before = harness.model.state
        let highest = PriceRange.allowedBounds.upperBound
        await #expect(throws: SearchRefusal.priceOutOfBounds(price: 100_000_000_001, highest: 100_000_000_000)) {
            try await harness.model.choosePriceRange(minimum: nil, maximum: highest + 1)
        }
        await #expect(throws: SearchRefusal.priceOutOfBounds(price: -1, highest: 100_000_000_000)) {
            try await harness.model.choosePriceRange(minimum: -1, maximum: nil)
        }
        #expect(harness.model.state == before)
        #expect(harness.client.receivedRequests.count == 2)

        harness.expectSearch(
            query: "mug", minPrice: 0, maxPrice: highest, reply: .ok(SearchJSON.page([])))
        try await harness.model.choosePriceRange(minimum: 0, maximum: highest)
        #expect(harness.model.state.criteria.priceRange == PriceRange(minimum: 0, maximum: highest))
    }

    @Test func removingTheLastThingToSearchForGoesBackToTheLandingPage() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        await harness.model.appear()
        harness.expectSearch(
            category: "kitchen",
            reply: .error(status: 500, code: "internal_error", message: "boom"))
        try await harness.model.chooseCategory(id: "kitchen")
        #expect(harness.model.state.results.canRetry)

        // Neither words nor a category are left: the failed browse is gone, and retry must not list the whole shop.
        try await harness.model.chooseCategory(id: nil)
        #expect(harness.model.state.results == .idle)
        #expect(harness.model.state.criteria == SearchCriteria())
        await #expect(throws: SearchRefusal.nothingToRetry) {
            try await harness.model.retry()
        }

        harness.expectSearch(
            category: "garden",
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-7", name: "Rake")])))
        try await harness.model.chooseCategory(id: "garden")
        #expect(harness.model.state.results.value?.offers.count == 1)
        await harness.model.clearFilters()
        #expect(harness.model.state.results == .idle, "the rake no longer matches what the filters line says")
        #expect(harness.client.unmetExpectations.isEmpty)
        #expect(harness.client.receivedRequests.count == 3)
    }

    @Test func wireShapesMapToSearchsOwnModels() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        await harness.model.appear()
        #expect(
            harness.model.state.categories.value?.first
                == ProductCategory(id: "kitchen", name: "Kitchen", productCount: 120))
        harness.expectSearch(
            query: "tin",
            reply: .ok(
                SearchJSON.page(
                    [SearchJSON.summary("p-2", name: "Tin Kettle", amount: 1_250, inStock: false, ratingCount: 0)],
                    total: 41, nextCursor: "c-1")))
        try await harness.model.search(text: "tin")
        let list = try #require(harness.model.state.results.value)
        #expect(
            list.offers == [
                Offer(
                    productID: "p-2", name: "Tin Kettle", categoryID: "kitchen",
                    indicativePrice: Money(minorUnits: 1_250, currencyCode: "USD"), ratingTenths: 0,
                    ratingCount: 0, inStock: false)
            ])
        #expect(list.total == 41)
        #expect(list.nextCursor == "c-1")
        #expect(list.criteria.text == "tin")
    }
}
