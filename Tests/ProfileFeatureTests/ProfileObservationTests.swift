import NetworkingTesting
import Observation
import TerminalUI
import Testing

@testable import ProfileFeature

/// The model is `@Observable`: loading the overview is heard by what draws the state; a refused command is not.
@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct ProfileObservationTests {
    @Test func theOverviewIsObservedAndARefusedCommandIsNot() async throws {
        let harness = try ProfileHarness()
        let (loads, heardLoad) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = ProfileView.lines(for: harness.model.state, in: .plain)
        } onChange: {
            heardLoad.yield()
        }
        try await harness.loggedInModel()
        heardLoad.finish()
        var heard = 0
        for await _ in loads { heard += 1 }
        #expect(heard == 1)

        let (refusals, heardRefusal) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = ProfileView.lines(for: harness.model.state, in: .plain)
        } onChange: {
            heardRefusal.yield()
        }
        #expect(throws: ProfileRefusal.noOrderOpen) {
            try harness.model.openLine(row: 1)
        }
        heardRefusal.finish()
        for await _ in refusals { heard += 1 }
        #expect(heard == 1)
    }
}
