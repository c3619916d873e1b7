import NetworkingTesting
import TerminalUI
import Testing

@testable import ProfileFeature

/// What the model keeps besides its state: whether the first destination was shown; and what it leaves to others:
/// an order opened from the history is the host's to show (no back stack inside the feature), and the email of a
/// login awaiting its password is the terminal screen's.
@MainActor
@Suite(.verifiesHTTPExpectations) struct ProfileFlowStateTests {
    @Test func onlyTheFirstAppearanceStartsAtTheDestination() async throws {
        let harness = try ProfileHarness()
        #expect(!harness.model.hasStarted)
        await harness.model.start(at: .login)
        #expect(harness.model.hasStarted)
    }

    @Test func openingAnOrderFromAnOrderScreenAsksTheHostAndLeavesTheShownOrder() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        await harness.model.start(at: .order(orderID: "o-000002"))
        try harness.model.openOrder(id: "o-000003")
        #expect(harness.outputs == [.orderSelected(orderID: "o-000003")])
        #expect(harness.model.state.openOrder?.orderID == "o-000002")
        #expect(throws: ProfileRefusal.malformedOrderID("o/1")) { try harness.model.openOrder(id: "o/1") }
        #expect(harness.outputs.count == 1)
    }

    @Test func theScreenKeepsTheEmailWhileItsPasswordIsTypedAndLogsInWithIt() async throws {
        let harness = try ProfileHarness()
        let screen = ProfileScreen(model: harness.model, startingAt: .overview)
        #expect(await screen.handleSecret("lovelace-1815") == .rejected("nothing asked for a password"))
        #expect(
            await screen.handle(Command(name: "login", arguments: ["ada@example.com"]))
                == .asksForSecret(prompt: "Password: "))
        harness.expectLogin()
        harness.expectCustomer(token: ProfileJSON.issuedToken)
        harness.expectOrders(token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.page([])))
        #expect(await screen.handleSecret("lovelace-1815") == .rerender)
        #expect(harness.model.state.session == .loggedIn(customerID: "c-0001"))
        #expect(await screen.handleSecret("again") == .rejected("nothing asked for a password"), "handed back once")
    }
}
