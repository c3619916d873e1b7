import NetworkingTesting
import Observation
import Testing

@testable import SearchFeature

/// The model is `@Observable`: a search's results are heard by what draws the state; a refused command is not.
@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct SearchObservationTests {
    @Test func resultsAreObservedAndARefusedCommandIsNot() async throws {
        let harness = SearchHarness()
        harness.expectCategories()
        await harness.model.appear()

        let (refusals, heardRefusal) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = SearchView.lines(for: harness.model.state, in: .plain)
        } onChange: {
            heardRefusal.yield()
        }
        #expect(throws: SearchRefusal.noResults) {
            try harness.model.open(row: 1)
        }
        heardRefusal.finish()
        var heard = 0
        for await _ in refusals { heard += 1 }
        #expect(heard == 0)

        let (results, heardResults) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = SearchView.lines(for: harness.model.state, in: .plain)
        } onChange: {
            heardResults.yield()
        }
        harness.expectSearch(query: "zzz", reply: .ok(SearchJSON.page([])))
        try await harness.model.search(text: "zzz")
        heardResults.finish()
        for await _ in results { heard += 1 }
        #expect(heard == 1)
    }
}
