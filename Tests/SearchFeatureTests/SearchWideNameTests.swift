import NetworkingTesting
import TerminalUI
import Testing

@testable import SearchFeature

/// Product names in Japanese, with emoji or with combining accents line up in the results like Latin ones.
@MainActor
@Suite(.verifiesHTTPExpectations) struct SearchWideNameTests {
    @Test func japaneseEmojiAndAccentedNamesLineUpInTheResults() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        harness.expectSearch(
            query: "kettle",
            reply: .ok(
                SearchJSON.page([
                    SearchJSON.summary("p-1", name: "電気ケトル 1.7L", amount: 4_980),
                    SearchJSON.summary("p-2", name: "Copper Kettle", amount: 149_990),
                    SearchJSON.summary("p-3", name: "Tea 🍵 kettle", amount: 2_500),
                    SearchJSON.summary("p-4", name: "Cafe\\u0301 kettle", amount: 3_000),
                ])))
        let screen = SearchEntry.makeScreen(
            dependencies: SearchDependencies(
                httpClient: harness.client, tracker: harness.tracker, recentSearches: harness.recentSearches,
                now: { [clock = harness.clock] in clock.now }),
            initialQuery: "kettle", onOutput: { _ in })
        await screen.appear()
        let lines = screen.render(in: .plain).map(\.plainText)
        let rows = try #require(lines.firstIndex { $0.hasPrefix("#") }).advanced(by: 2)
        #expect(
            Array(lines[rows..<(rows + 4)]) == [
                "1  電気ケトル 1.7L    4.3★     USD 49.80",
                "2  Copper Kettle      4.3★  USD 1,499.90",
                "3  Tea 🍵 kettle      4.3★     USD 25.00",
                "4  Cafe\u{301} kettle        4.3★     USD 30.00",
            ])
        // Each row is as wide on screen as the others: the rating and price columns start at one column.
        #expect(lines[rows..<(rows + 4)].map { displayWidth(of: $0) } == [40, 40, 40, 40])
    }
}
