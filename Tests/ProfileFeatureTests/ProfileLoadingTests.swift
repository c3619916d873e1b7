import Foundation
import Networking
import NetworkingTesting
import TerminalUI
import Testing

@testable import ProfileFeature

/// The in-flight states: each request is held by a gate while the test looks at the state and its rendering.
@MainActor
@Suite(.verifiesHTTPExpectations, .timeLimit(.minutes(5))) struct ProfileLoadingTests {
    @Test func loginThenProfileThenOrdersEachShowWhileTheirRequestIsInFlight() async throws {
        let harness = try ProfileHarness()
        let gate = GatedHTTPClient(wrapping: harness.authenticatingClient)
        var held = gate.arrivals.makeAsyncIterator()
        let model = harness.makeModel(client: gate)
        harness.expectLogin()
        harness.expectCustomer(token: ProfileJSON.issuedToken)
        harness.expectOrders(
            token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000002")])))

        let login = Task { try await model.logIn(email: "ada@example.com", password: "lovelace-1815") }
        let loginRequest = try #require(await held.next())
        #expect(model.state.login == .inProgress)
        #expect(ProfileView.lines(for: model.state, in: .plain).map(\.plainText).contains("Logging in…"))
        loginRequest.resume()

        let profileRequest = try #require(await held.next())
        #expect(model.state.session == .loggedIn(customerID: "c-0001"))
        #expect(model.state.profile == .loading)
        #expect(ProfileView.lines(for: model.state, in: .plain).map(\.plainText).contains("Loading your profile…"))
        profileRequest.resume()

        let ordersRequest = try #require(await held.next())
        #expect(model.state.profile.value?.name == "Ada Lovelace")
        #expect(model.state.orders == .loading)
        #expect(ProfileView.lines(for: model.state, in: .plain).map(\.plainText).contains("Loading your orders…"))
        ordersRequest.resume()
        try await login.value
        #expect(model.state.orders.value?.value.orders.map(\.orderID) == ["o-000002"])
    }

    @Test func theNextPageAndAnOrderShowWhileTheirRequestIsInFlight() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        let gate = GatedHTTPClient(wrapping: harness.authenticatingClient)
        var held = gate.arrivals.makeAsyncIterator()
        let model = harness.makeModel(client: gate)
        harness.expectCustomer()
        harness.expectOrders(reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000009")], nextCursor: "c1")))
        let appearing = Task { await model.appear() }
        try #require(await held.next()).resume()
        try #require(await held.next()).resume()
        await appearing.value

        harness.expectOrders(cursor: "c1", reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000008")])))
        let more = Task { try await model.loadMore() }
        let moreRequest = try #require(await held.next())
        #expect(model.state.isLoadingMore)
        let lines = ProfileView.lines(for: model.state, in: .plain).map(\.plainText)
        #expect(lines.contains("Loading more…"))
        #expect(lines.contains { $0.hasPrefix("1  o-000009") }, "the rows already shown stay")
        moreRequest.resume()
        try await more.value
        #expect(!model.state.isLoadingMore)

        // The order on row 2 is the host's to show: on a screen of its own, started at the order.
        try model.openOrder(row: 2)
        #expect(harness.outputs.last == .orderSelected(orderID: "o-000008"))
        let orderScreen = harness.makeModel(client: gate)
        harness.expectOrder("o-000008", reply: .ok(ProfileJSON.order("o-000008")))
        let opening = Task { await orderScreen.start(at: .order(orderID: "o-000008")) }
        let orderRequest = try #require(await held.next())
        #expect(orderScreen.state.openOrder == OpenOrder(orderID: "o-000008", detail: .loading))
        #expect(ProfileView.lines(for: orderScreen.state, in: .plain).map(\.plainText).contains("Loading the order…"))
        orderRequest.resume()
        await opening.value
        #expect(orderScreen.state.openOrder?.detail.value?.value.orderID == "o-000008")
    }
}
