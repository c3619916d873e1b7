import Analytics
import NetworkingTesting
import Persistence
import TerminalUI
import Testing

@testable import SearchFeature

@MainActor
@Suite struct SearchScreenTests {
    private func makeScreen(_ harness: SearchHarness, query: String? = nil) -> any TerminalScreen {
        let dependencies = SearchDependencies(
            httpClient: harness.client, tracker: harness.tracker, database: harness.database,
            now: { [clock = harness.clock] in clock.now })
        return SearchEntry.makeScreen(dependencies: dependencies, initialQuery: query) { output in
            harness.outputs.append(output)
        }
    }

    @Test func landingShowsCategoriesAndHowToBegin() async throws {
        let harness = try SearchHarness()
        harness.expectCategories()
        let screen = makeScreen(harness)
        await screen.appear()
        let lines = screen.render(in: .plain)
        #expect(lines.contains { $0.contains("Kitchen") && $0.hasSuffix("120") })
        #expect(lines.contains("None yet."))
    }

    @Test func initialQueryRunsOnAppearAndRowsRenderWithPrices() async throws {
        let harness = try SearchHarness()
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
        let lines = screen.render(in: .plain)
        #expect(lines.contains { $0.contains("Copper Kettle") && $0.hasSuffix("USD 1,499.90") })
        #expect(lines.contains { $0.contains("Tin Kettle") && $0.contains(" unrated ") && $0.hasSuffix("sold out") })
        #expect(lines.contains { $0.contains("Copper Kettle") && $0.contains("4.3★") })
        #expect(await screen.handle(Command(parsing: "open 1")!) == .rerender)
        #expect(harness.outputs == [.productSelected(productID: "p-1")])
    }

    @Test func badArgumentsAreExplainedInOneLine() async throws {
        let harness = try SearchHarness()
        harness.expectCategories()
        let screen = makeScreen(harness)
        await screen.appear()
        let before = screen.render(in: .plain)
        for line in ["price 10", "price 10 abc", "sort cheapest", "open", "open -1", "category", "recent x", "more"] {
            let outcome = await screen.handle(Command(parsing: line)!)
            guard case .rejected(let reason) = outcome else {
                Issue.record("\(line) should be rejected, got \(outcome)")
                continue
            }
            #expect(!reason.contains("\n"))
        }
        #expect(screen.render(in: .plain) == before)
        #expect(await screen.handle(Command(parsing: "dance")!) == .unrecognized)
        #expect(harness.client.receivedRequests.count == 1)
    }
}
