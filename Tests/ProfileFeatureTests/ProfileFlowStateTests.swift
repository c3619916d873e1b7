import NetworkingTesting
import Testing

@testable import ProfileFeature

/// What the screen used to keep for itself now lives in the model, so any UI reads the same facts: whether the
/// first destination was shown, where the open order came from, and the email of a login awaiting its password.
@MainActor
@Suite(.verifiesHTTPExpectations) struct ProfileFlowStateTests {
    @Test func onlyTheFirstAppearanceStartsAtTheDestination() async throws {
        let harness = try ProfileHarness()
        #expect(!harness.model.hasStarted)
        await harness.model.start(at: .login)
        #expect(harness.model.hasStarted)
    }

    @Test func anOrderOpenedFromTheHistoryLeadsBackToItButTheStartingOrderDoesNot() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        await harness.model.start(at: .order(orderID: "o-000002"))
        #expect(!harness.model.openOrderCameFromHistory, "the screen started here: back leaves it")

        harness.expectOrder("o-000003", reply: .ok(ProfileJSON.order("o-000003")))
        try await harness.model.openOrder(id: "o-000003")
        #expect(harness.model.openOrderCameFromHistory)
    }

    @Test func aRefusedOpenLeavesWhereTheOrderCameFrom() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        await harness.model.start(at: .order(orderID: "o-000002"))
        await #expect(throws: ProfileRefusal.malformedOrderID("o/1")) { try await harness.model.openOrder(id: "o/1") }
        #expect(!harness.model.openOrderCameFromHistory)
    }

    @Test func theEmailAwaitingItsPasswordIsHandedBackOnce() throws {
        let harness = try ProfileHarness()
        #expect(harness.model.takeEmailAwaitingPassword() == nil)
        harness.model.awaitPassword(forEmail: "ada@example.com")
        #expect(harness.model.emailAwaitingPassword == "ada@example.com")
        #expect(harness.model.takeEmailAwaitingPassword() == "ada@example.com")
        #expect(harness.model.takeEmailAwaitingPassword() == nil)
    }
}
