import FeatureState
import Foundation
import Networking
import Persistence
import Testing

@testable import ProfileFeature

/// ProfileModel's pieces, each on its own, over the harness's fakes (the model is not involved).
@MainActor
@Suite(.verifiesHTTPExpectations) struct ProfilePiecesTests {
    let harness: ProfileHarness

    init() throws {
        harness = try ProfileHarness()
    }

    private var api: ProfileAPI { ProfileAPI(client: harness.authenticatingClient) }
    private var offline: OfflineOrders {
        let clock = harness.clock
        return OfflineOrders(cache: harness.orderCache, now: { clock.now })
    }
    private var ada: LoginCredentials {
        get throws { try LoginCredentials(email: "ada@example.com", password: "lovelace-1815") }
    }

    private func loginFlow() -> LoginFlow {
        let clock = harness.clock
        return LoginFlow(api: api, sessions: harness.session, tracker: harness.tracker, now: { clock.now })
    }

    // MARK: LoginFlow

    @Test func aLoginKeepsTheSessionItOpens() async throws {
        let flow = loginFlow()
        harness.expectLogin()
        #expect(await flow.logIn(try ada) == .signedIn(customerID: "c-0001"))
        #expect(await harness.storedToken() == ProfileJSON.issuedToken)
        #expect(!flow.canRetry)
    }

    @Test func onlyALoginThatGotNoAnswerIsKeptForRetry() async throws {
        let flow = loginFlow()
        harness.expectLogin(reply: .error(status: 401, code: "invalid_credentials", message: "wrong"))
        #expect(await flow.logIn(try ada) == .failed(.wrongCredentials))
        #expect(!flow.canRetry)
        #expect(await flow.retry() == nil)

        harness.expectLogin(reply: .error(status: 503, code: "unavailable", message: "down"))
        guard case .failed(.unreachable) = await flow.logIn(try ada) else {
            Issue.record("a 503 should be unreachable")
            return
        }
        #expect(flow.canRetry)
        harness.expectLogin()
        #expect(await flow.retry() == .signedIn(customerID: "c-0001"))
        #expect(!flow.canRetry)
        #expect(
            harness.tracker.events(named: "login_failed").map { $0.properties["reason"] } == [
                "wrong_credentials", "unreachable",
            ])
    }

    @Test func aLoginAttemptGivesTheStateToShow() async throws {
        let flow = loginFlow()
        var asking = ProfileState(isAskingForLogin: true)
        asking.login = .inProgress
        harness.expectLogin(reply: .error(status: 401, code: "invalid_credentials", message: "wrong"))
        let refused = await flow.attempt(try ada, from: asking)
        #expect(refused.login == .failed(.wrongCredentials))
        #expect(refused.isAskingForLogin, "the rest of the state is kept")
        #expect(await flow.attempt(nil, from: asking).login == .idle, "nothing to send again")

        harness.expectLogin()
        let signedIn = await flow.attempt(try ada, from: asking)
        #expect(signedIn == ProfileState(session: .loggedIn(customerID: "c-0001")))
        #expect(harness.tracker.names == ["login_failed", "logged_in"])
    }

    // MARK: CustomerLoader

    @Test func theCustomerLoadsFailsOrEndsTheSession() async throws {
        let customer = CustomerLoader(api: api)
        try harness.storeSession()
        harness.expectCustomer()
        guard case .shown(.loaded(let profile), .unchanged) = await customer.profile() else {
            Issue.record("expected the profile")
            return
        }
        #expect(profile.name == "Ada Lovelace")
        harness.expectCustomer(.failure(.timedOut))
        #expect(await customer.profile() == .shown(.failed(.timedOut), .unchanged))
        harness.expectCustomer(.error(status: 401, code: "unauthorized", message: "expired"))
        #expect(await customer.profile() == .sessionEnded)
    }

    // MARK: SessionEnding

    @Test func loggingOutForgetsTheSessionAndTheSavedOrdersEvenWhenTheShopIsNotTold() async throws {
        try harness.storeSession()
        _ = offline.keepFirstPage(OrderPage(orders: [], nextCursor: nil), of: "c-0001")
        let ending = SessionEnding(api: api, sessions: harness.session, offline: offline, tracker: harness.tracker)
        harness.expectLogout(reply: .failure(.transport("offline")))
        let state = try await ending.logOut("c-0001")
        #expect(state.notice == .loggedOutShopNotTold(.transport("offline")))
        #expect(state.session == .loggedOut)
        #expect(harness.session.current == nil)
        #expect(offline.history(of: "c-0001").saved == nil)
        #expect(harness.tracker.events(named: "logged_out").map { $0.properties["server_notified"] } == ["false"])
    }

    @Test func anExpiredSessionIsForgottenAndALoginStillAskedFor() throws {
        try harness.storeSession()
        let ending = SessionEnding(api: api, sessions: harness.session, offline: offline, tracker: harness.tracker)
        let state = ending.expire(askingForLogin: true)
        #expect(state.notice == .sessionEnded)
        #expect(state.isAskingForLogin)
        #expect(harness.session.current == nil)
        #expect(harness.tracker.names == ["session_expired"])
    }

    // MARK: OrderHistoryPages and OrderDetailLoader

    @Test func theHistoryFallsBackOnTheSavedCopyOnlyWhenTheShopCannotBeReached() async throws {
        try harness.storeSession()
        let pages = OrderHistoryPages(api: api, offline: offline, tracker: harness.tracker)
        harness.expectOrders(reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000002")], nextCursor: "c2")))
        guard case .shown(.loaded(let first), .set(nil)) = await pages.firstPage(of: "c-0001") else {
            Issue.record("the first page should load and be saved")
            return
        }
        #expect(first.value.orders.map(\.orderID) == ["o-000002"])

        harness.expectOrders(cursor: "c2", reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000001")])))
        let next = await pages.nextPage(after: "c2", of: first, customerID: "c-0001")
        guard case .shown(.success(let grown), .set(nil)) = next else {
            Issue.record("the next page should be appended, got \(next)")
            return
        }
        #expect(grown.value.orders.map(\.orderID) == ["o-000002", "o-000001"])

        harness.expectOrders(reply: .error(status: 503, code: "unavailable", message: "down"))
        guard case .shown(.loaded(let saved), .unchanged) = await pages.firstPage(of: "c-0001") else {
            Issue.record("the saved copy should be shown")
            return
        }
        #expect(saved.value.orders.map(\.orderID) == ["o-000002", "o-000001"])
        #expect(saved.isStale)

        harness.expectOrders(reply: .error(status: 400, code: "bad_request", message: "no"))
        guard case .shown(.failed, .unchanged) = await pages.firstPage(of: "c-0001") else {
            Issue.record("a refusal is not a reason to show the saved copy")
            return
        }
        harness.expectOrders(reply: .error(status: 401, code: "unauthorized", message: "expired"))
        #expect(await pages.firstPage(of: "c-0001") == .sessionEnded)
    }

    @Test func anOrderIsSavedAndShownFromTheCopyWhenTheShopCannotBeReached() async throws {
        try harness.storeSession()
        let loader = OrderDetailLoader(api: api, offline: offline, tracker: harness.tracker)
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        guard case .shown(.loaded(let fresh), .set(nil)) = await loader.detail(of: "o-000002", customerID: "c-0001")
        else {
            Issue.record("the order should load and be saved")
            return
        }
        #expect(!fresh.isStale)
        harness.expectOrder("o-000002", reply: .failure(.timedOut))
        guard case .shown(.loaded(let saved), .unchanged) = await loader.detail(of: "o-000002", customerID: "c-0001")
        else {
            Issue.record("the saved copy should be shown")
            return
        }
        #expect(saved.isStale)
        #expect(saved.value == fresh.value)
        #expect(harness.tracker.events(named: "order_opened").map { $0.properties["from_cache"] } == ["false", "true"])
    }

    // MARK: OfflineOrders

    @Test func aCopyThatCannotBeWrittenOrReadIsAProblemToShowNotAStop() {
        let full = DatabaseError.full("disk full")
        let broken = ProfileDependencies.OrderCache(
            replaceHistory: { _, _, _ throws(DatabaseError) in throw full },
            appendToHistory: { _, _ throws(DatabaseError) in throw full },
            history: { _ throws(DatabaseError) in throw full },
            saveDetail: { _, _, _ throws(DatabaseError) in throw full },
            detail: { _, _ throws(DatabaseError) in throw full },
            clear: { _ throws(DatabaseError) in throw full })
        let offline = OfflineOrders(cache: broken, now: { Date(timeIntervalSince1970: 0) })
        let page = OrderPage(orders: [], nextCursor: nil)
        #expect(offline.keepFirstPage(page, of: "c-0001") == .set(.ordersNotSavedOffline(full)))
        #expect(offline.keepNextPage(page, of: "c-0001") == .set(.ordersNotSavedOffline(full)))
        #expect(offline.history(of: "c-0001").update == .set(.savedOrdersNotRead(full)))
        #expect(offline.detail("o-000001", of: "c-0001").update == .set(.savedOrderNotRead(full)))
        #expect(offline.forget("c-0001") == .savedOrdersNotRemoved(full))
    }
}
