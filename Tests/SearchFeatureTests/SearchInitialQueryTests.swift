import NetworkingTesting
import Testing

@testable import SearchFeature

/// The words Search is opened with are the model's, not the screen's: searched for once, as it first appears, and
/// a refusal of them kept in the state for any view to show until the user moves on.
@MainActor
@Suite(.verifiesHTTPExpectations) struct SearchInitialQueryTests {
    @Test func refusedOpeningWordsAreKeptInTheStateUntilDismissed() async throws {
        let harness = SearchHarness()
        let model = harness.makeModel(initialQuery: String(repeating: "k", count: 101))
        harness.expectCategories()
        await model.appear()
        #expect(model.state.initialQueryRefusal == .textTooLong(maximum: 100))
        #expect(model.state.results == .idle)

        model.dismissInitialQueryRefusal()
        #expect(model.state.initialQueryRefusal == nil)
    }

    @Test func theOpeningWordsAreSearchedForOnlyOnTheFirstAppearance() async throws {
        let harness = SearchHarness()
        let model = harness.makeModel(initialQuery: "kettle")
        harness.expectCategories()
        harness.expectSearch(query: "kettle", reply: .ok(SearchJSON.page([])))
        await model.appear()
        #expect(model.state.criteria.text == "kettle")
        await model.appear()  // no second search: the harness's client would record an unexpected request
        #expect(model.state.initialQueryRefusal == nil)
    }
}
