import FeatureState
import Networking
import NetworkingTesting
import Testing

@testable import HomeFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct HomeModelTests {
    @Test func appearLoadsTheItemsMappedFromTheWire() async {
        let harness = HomeHarness()
        harness.expectItems()
        #expect(harness.model.state.items == .idle)
        await harness.model.appear()
        #expect(
            harness.model.state.items
                == .loaded([
                    HomeItem(id: "kitchen", name: "Kitchen", entryCount: 116),
                    HomeItem(id: "garden", name: "Garden", entryCount: 1),
                ]))
        #expect(harness.client.unmetExpectations.isEmpty)

        await harness.model.appear()  // loaded items are kept: no second request
        #expect(harness.client.receivedRequests.count == 1)
    }

    @Test func theSampleEndpointIsWhatTheFeatureReads() async {
        let harness = HomeHarness()
        harness.expectItems(.ok(HomeEntry.sampleEndpoint.json))
        await harness.model.appear()
        #expect(harness.model.state.items.value?.map(\.entryCount) == [3, 1])
        #expect(HomeEntry.sampleEndpoint.path == "/v1/home/items")
    }

    @Test func anEmptyListShowsTheEmptyState() async {
        let harness = HomeHarness()
        harness.expectItems(.ok(HomeJSON.noItems))
        await harness.model.appear()
        #expect(harness.model.state.items == .empty)
    }

    @Test func aFailureOffersRetryThatRecovers() async throws {
        let harness = HomeHarness()
        harness.expectItems(.error(status: 500, code: "internal", message: "boom"))
        await harness.model.appear()
        #expect(
            harness.model.state.items
                == .failed(.status(code: 500, error: APIErrorBody(code: "internal", message: "boom"))))

        harness.expectItems(.failure(.timedOut))
        try await harness.model.retry()
        #expect(harness.model.state.items == .failed(.timedOut))

        harness.expectItems()
        try await harness.model.retry()
        #expect(harness.model.state.items.value?.map(\.id) == ["kitchen", "garden"])
        await #expect(throws: HomeRefusal.nothingToRetry) {
            try await harness.model.retry()
        }
    }

    @Test func openingARowEmitsTheItemAndBadRowsChangeNothing() async throws {
        let harness = HomeHarness()
        #expect(throws: HomeRefusal.notLoaded) { try harness.model.open(row: 1) }

        harness.expectItems()
        await harness.model.appear()
        try harness.model.open(row: 2)
        #expect(harness.outputs == [.itemSelected(itemID: "garden")])
        #expect(harness.tracker.events.map(\.name) == ["home_item_opened"])

        let before = harness.model.state
        #expect(throws: HomeRefusal.noSuchRow(3, count: 2)) {
            try harness.model.open(row: 3)
        }
        #expect(harness.model.state == before)
        #expect(harness.outputs.count == 1)
    }
}
