import Analytics
import FeatureState
import Networking
import NetworkingTesting
import Persistence
import TerminalUI
import Testing

@testable import SearchFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct SearchScreenTests {
    private func makeScreen(_ harness: SearchHarness, query: String? = nil) -> any TerminalScreen {
        let dependencies = SearchDependencies(
            httpClient: harness.client, tracker: harness.tracker, recentSearches: harness.recentSearches,
            now: { [clock = harness.clock] in clock.now })
        return SearchEntry.makeScreen(dependencies: dependencies, initialQuery: query) { output in
            harness.outputs.append(output)
        }
    }

    @Test func landingShowsCategoriesAndHowToBegin() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        let screen = makeScreen(harness)
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(lines.contains { $0.contains("Kitchen") && $0.hasSuffix("120") })
        #expect(lines.contains("None yet."))
    }

    @Test func initialQueryRunsOnAppearAndRowsRenderWithPrices() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        harness.expectSearch(
            query: "kettle",
            reply: .ok(
                SearchJSON.page([
                    SearchJSON.summary("p-1", name: "Copper Kettle", amount: 149_990),
                    SearchJSON.summary("p-2", name: "Tin Kettle", inStock: false, ratingCount: 0),
                ])))
        let screen = makeScreen(harness, query: "kettle")
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        #expect(lines.contains { $0.contains("Copper Kettle") && $0.hasSuffix("USD 1,499.90") })
        #expect(lines.contains { $0.contains("Tin Kettle") && $0.contains(" unrated ") && $0.hasSuffix("sold out") })
        #expect(lines.contains { $0.contains("Copper Kettle") && $0.contains("4.3★") })
        #expect(await screen.handle(Command(parsing: "open 1")!) == .rerender)
        #expect(harness.outputs == [.productSelected(productID: "p-1")])
    }

    @Test func badArgumentsAreExplainedInOneLine() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        let screen = makeScreen(harness)
        await screen.appear()
        let before = screen.render(in: .plain).map(\.plainText)
        let lines = [
            "price 10", "price 10 abc", "price 1000000001 any", "sort cheapest", "sort rating now", "open", "open -1",
            "open 1 2", "open -9223372036854775808", "category", "category -9223372036854775808",
            "category Garden Tools",
            "recent x", "recent 1 2", "more", "more 2", "clear all", "forget all", "retry now",
        ]
        for line in lines {
            let outcome = await screen.handle(Command(parsing: line)!)
            guard case .rejected(let reason) = outcome else {
                Issue.record("\(line) should be rejected, got \(outcome)")
                continue
            }
            #expect(!reason.contains("\n"))
        }
        #expect(screen.render(in: .plain).map(\.plainText) == before)
        #expect(await screen.handle(Command(parsing: "dance")!) == .unrecognized)
        #expect(harness.client.receivedRequests.count == 1)
    }

    @Test func everyRefusalIsOneLineInTheTerminalsWords() {
        let sentences: [(SearchRefusal, String)] = [
            (.textTooLong(maximum: 100), "a search can be at most 100 characters long"),
            (.nothingToSearchFor, "search needs words or a category, for example: search kettle"),
            (.categoriesNotLoaded, "categories are not loaded yet; type retry"),
            (.noSuchCategory(id: "7", count: 2), "no category '7'; use a row number 1-2, an id, a name, or all"),
            (
                .priceOutOfBounds(price: 100_000_000_001, highest: 100_000_000_000),
                "a price must be from 0 to USD 1,000,000,000.00, not USD 1,000,000,000.01"
            ),
            (.priceOutOfBounds(price: -1, highest: 100), "a price must be from 0 to USD 1.00, not -USD 0.01"),
            (.lowestPriceAboveHighest, "the lowest price must not be above the highest"),
            (.noResults, "there are no results yet; search first"),
            (.noMorePages, "that was the last page of results"),
            (.alreadyLoadingMore, "the next page is already loading"),
            (.noSuchRow(3, count: 2), "no row 3; choose a row from 1 to 2"),
            (.noSuchRecentSearch(1, count: 0), "there are no recent searches yet"),
            (.noSuchRecentSearch(5, count: 2), "no recent search 5; choose 1 to 2"),
            (
                .recentSearchesNotCleared(.full("disk full")),
                "recent searches could not be cleared: database or disk is full: disk full"
            ),
            (.recentSearchesNotCleared(.closed), "recent searches could not be cleared: database is closed"),
            (.nothingToRetry, "nothing failed, so there is nothing to retry"),
        ]
        for (refusal, sentence) in sentences {
            #expect(refusal.message(refusing: "more") == sentence)
        }
        #expect(
            SearchRefusal.noResults.message(refusing: "open") == "there are no results to open; search first")
    }

    @Test func theScreenSaysTheModelsRefusalsAndResolvesCategoriesByRowOrName() async throws {
        let harness = SearchHarness()
        let screen = makeScreen(harness)
        let early = [
            "category kitchen": "categories are not loaded yet; type retry",
            "open 1": "there are no results to open; search first",
            "more": "there are no results yet; search first",
            "recent 1": "there are no recent searches yet",
            "search   ": "search needs words or a category, for example: search kettle",
            "price 9 1": "the lowest price must not be above the highest",
            "retry": "nothing failed, so there is nothing to retry",
        ]
        for (line, sentence) in early {
            #expect(await screen.handle(Command(parsing: line)!) == .rejected(sentence), "\(line)")
        }
        harness.expectCategories()
        await screen.appear()
        #expect(
            await screen.handle(Command(parsing: "category toys")!)
                == .rejected("no category 'toys'; use a row number 1-2, an id, a name, or all"))
        harness.expectSearch(category: "garden", reply: .ok(SearchJSON.page([SearchJSON.summary("p-3", name: "Rake")])))
        #expect(await screen.handle(Command(parsing: "category 2")!) == .rerender)
        harness.expectSearch(category: "kitchen", reply: .ok(SearchJSON.page([SearchJSON.summary("p-4", name: "Pan")])))
        #expect(await screen.handle(Command(parsing: "category KITCHEN")!) == .rerender)
        #expect(
            await screen.handle(Command(parsing: "open 2")!) == .rejected("no row 2; choose a row from 1 to 1"))
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func aCategoryNameOfSeveralWordsIsOneSelector() async throws {
        let harness = SearchHarness()
        harness.expectCategories(
            .ok(#"{"items": [{"id": "home-living", "name": "Home & Living", "productCount": 3}]}"#))
        let screen = makeScreen(harness)
        await screen.appear()
        harness.expectSearch(
            category: "home-living",
            reply: .ok(SearchJSON.page([SearchJSON.summary("p-3", name: "Lamp")])))
        #expect(await screen.handle(Command(parsing: "category home & living")!) == .rerender)
        #expect(
            screen.render(in: .plain).map(\.plainText).first == "Searching: category Home & Living · sort relevance")
    }

    @Test func aRefusedInitialQueryIsExplainedUntilTheNextCommand() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        let screen = makeScreen(harness, query: String(repeating: "a", count: 101))
        await screen.appear()
        #expect(screen.render(in: .plain).map(\.plainText).last == "! a search can be at most 100 characters long")
        #expect(harness.client.receivedRequests.count == 1)
        #expect(await screen.handle(Command(parsing: "price 10 20")!) == .rerender)
        #expect(!screen.render(in: .plain).map(\.plainText).contains { $0.hasPrefix("! ") })
    }

    @Test func everyStateOfTheResultsHasItsOwnLines() throws {
        let words = SearchCriteria(text: "mug")
        func lines(_ state: SearchState) -> [String] { SearchView.lines(for: state, in: .plain).map(\.plainText) }

        #expect(lines(SearchState(criteria: words, results: .loading)).contains("Loading results…"))
        #expect(
            lines(SearchState(criteria: words, results: .empty)).contains(
                "No products match. Try fewer words, another category or a wider price range."))
        let failed = lines(SearchState(criteria: words, results: .failed(.timedOut)))
        #expect(failed.contains("Could not load results: the server did not answer in time"))
        #expect(failed.contains("Type retry to try again."))

        let offer = Offer(
            productID: "p-1", name: "Mug", categoryID: "kitchen",
            indicativePrice: Money(minorUnits: 900, currencyCode: "USD"), ratingTenths: 40, ratingCount: 2,
            inStock: true)
        let list = ResultList(criteria: words, offers: [offer], total: 30, nextCursor: "c1")
        #expect(
            lines(SearchState(criteria: words, results: .loaded(list))).last
                == "Type more for the next page, or open <row>.")
        #expect(
            lines(SearchState(criteria: words, results: .loaded(list), isLoadingMore: true)).last == "Loading more…")
        let moreFailed = lines(SearchState(criteria: words, results: .loaded(list), moreFailure: .timedOut))
        #expect(
            moreFailed.suffix(2) == [
                "Could not load more: the server did not answer in time", "Type retry to try again.",
            ])
        #expect(moreFailed.contains("30 products, showing 1. Prices are indicative."))

        #expect(lines(SearchState(categories: .loading)).contains("Loading categories…"))
        #expect(
            lines(SearchState(categories: .empty)).contains("The shop has no categories yet."))
        #expect(
            lines(SearchState(categories: .failed(.timedOut))).contains(
                "Could not load categories: the server did not answer in time"))
        let unreadable = lines(SearchState(recentSearchesProblem: .notRead(.locked("search_recent_searches"))))
        #expect(
            unreadable.contains("recent searches could not be read: database table is locked: search_recent_searches"))
        let unsaved = lines(SearchState(recentSearchesProblem: .notSaved(.full("disk full"))))
        #expect(unsaved.contains("recent searches could not be saved: database or disk is full: disk full"))
    }
}
