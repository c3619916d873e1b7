import Analytics
import FeatureState
import Foundation
import Networking
import NetworkingTesting
import Persistence
import TerminalUI
import Testing
import UserSession

@testable import ProfileFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct LoginTests {
    @Test func loginStoresTheTokenForEveryoneToReadLoadsTheProfileAndEmitsLoggedIn() async throws {
        let harness = try ProfileHarness()
        await harness.model.appear()
        #expect(harness.model.state.session == .loggedOut)
        #expect(await harness.storedToken() == nil)

        harness.expectLogin()
        harness.expectCustomer(token: ProfileJSON.issuedToken)
        harness.expectOrders(
            token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000002")])))
        try await harness.model.logIn(email: "ada@example.com", password: "lovelace-1815")

        #expect(await harness.storedToken() == ProfileJSON.issuedToken)
        let stored = try #require(try UserSessionStore(database: harness.database).current, "kept on disk")
        #expect(stored.customerID == "c-0001")
        #expect(stored.signedInAt == harness.clock.now)
        #expect(harness.model.state.session == .loggedIn(customerID: "c-0001"))
        #expect(harness.model.state.login == .idle)
        #expect(harness.model.state.profile.value?.name == "Ada Lovelace")
        #expect(harness.model.state.orders.value?.value.orders.map(\.orderID) == ["o-000002"])
        #expect(harness.outputs == [.loggedIn])
        #expect(harness.tracker.names == ["logged_in"])
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func wrongPasswordShowsWhyAndStoresNothing() async throws {
        let harness = try ProfileHarness()
        harness.expectLogin(
            password: "guess",
            reply: .error(status: 401, code: "invalid_credentials", message: "the email or password is wrong"))
        try await harness.model.logIn(email: "ada@example.com", password: "guess")

        #expect(harness.model.state.login == .failed(.wrongCredentials))
        #expect(harness.model.state.session == .loggedOut)
        #expect(await harness.storedToken() == nil)
        #expect(harness.outputs.isEmpty)
        #expect(harness.tracker.events.map(\.properties) == [["reason": "wrong_credentials"]])
        await #expect(throws: ProfileRefusal.nothingToRetry) {
            try await harness.model.retry()
        }
    }

    @Test func aLoginThatGotNoAnswerIsRetriedWithTheSameCredentials() async throws {
        let harness = try ProfileHarness()
        harness.expectLogin(reply: .failure(.timedOut))
        try await harness.model.logIn(email: "ada@example.com", password: "lovelace-1815")
        #expect(harness.model.state.login == .failed(.unreachable(.timedOut)))
        #expect(harness.outputs.isEmpty)

        harness.expectLogin()
        harness.expectCustomer(token: ProfileJSON.issuedToken)
        harness.expectOrders(token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.page([])))
        try await harness.model.retry()
        #expect(harness.model.state.session == .loggedIn(customerID: "c-0001"))
        #expect(harness.model.state.orders == .empty)
        #expect(harness.outputs == [.loggedIn])
    }

    @Test func badCredentialsAreRefusedWithoutARequestAndChangeNothing() async throws {
        let harness = try ProfileHarness()
        await harness.model.appear()
        let before = harness.model.state
        let refusals: [(String, String, ProfileRefusal)] = [
            ("", "x", .missingCredentials), ("ada@example.com", "", .missingCredentials),
            ("ada.example.com", "x", .notAnEmailAddress("ada.example.com")),
            ("ada@@example.com", "x", .notAnEmailAddress("ada@@example.com")),
            ("ada@localhost", "x", .notAnEmailAddress("ada@localhost")),
            ("@example.com", "x", .notAnEmailAddress("@example.com")),
            ("ada@example.com", String(repeating: "p", count: 129), .passwordTooLong(maximumLength: 128)),
            (String(repeating: "a", count: 250) + "@e.co", "x", .emailTooLong(maximumLength: 254)),
        ]
        for (email, password, refusal) in refusals {
            await #expect(throws: refusal) { try await harness.model.logIn(email: email, password: password) }
        }
        #expect(harness.model.state == before)
        #expect(harness.client.receivedRequests.isEmpty)
    }

    @Test func loggingInTwiceIsRefused() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        let before = harness.model.state
        await #expect(throws: ProfileRefusal.alreadyLoggedIn) {
            try await harness.model.logIn(email: "grace@example.com", password: "cobol-1906")
        }
        #expect(harness.model.state == before)
    }

    @Test func credentialsNeverPrintThePassword() throws {
        let credentials = try LoginCredentials(email: "ada@example.com", password: "lovelace-1815")
        var dumped = ""
        dump(credentials, to: &dumped)
        for text in [String(describing: credentials), "\(credentials)", String(reflecting: credentials), dumped] {
            #expect(!text.contains("lovelace-1815"))
            #expect(text.contains("ada@example.com"))
        }
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct TokenPrivacyTests {
    @Test func theSessionAndTheLoginReplyNeverPrintTheToken() throws {
        let token = ProfileJSON.issuedToken
        let session = try SignedInSession(
            token: token, customerID: "c-0001", signedInAt: .init(timeIntervalSince1970: 0))
        let reply = try APIJSON.decode(NewSessionDTO.self, from: Data(ProfileJSON.session.utf8))
        #expect(reply.token == token)
        for value in [session, reply] as [Any] {
            var dumped = ""
            dump(value, to: &dumped)
            for text in [String(describing: value), "\(value)", String(reflecting: value), dumped] {
                #expect(!text.contains(token), "\(text)")
                #expect(text.contains("c-0001"))
            }
        }
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct LogoutTests {
    @Test(arguments: OrderCacheStorage.allCases)
    func logoutTellsTheShopThenForgetsTheTokenAndTheSavedOrders(_ storage: OrderCacheStorage) async throws {
        let harness = try storage.harness()
        try await harness.loggedInModel()
        harness.expectLogout()
        try await harness.model.logOut()

        #expect(await harness.storedToken() == nil)
        #expect(try harness.orderCache.history("c-0001") == nil)
        #expect(harness.model.state == ProfileState(notice: .loggedOut))
        #expect(harness.outputs == [.loggedOut])
        #expect(harness.tracker.events(named: "logged_out").map(\.properties) == [["server_notified": "true"]])
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func aCacheThatFailsIsANoticeAndNeitherTheOrdersNorTheLogoutStop() async throws {
        let diskFull = DatabaseError.full("database or disk is full")
        let failing = ProfileDependencies.OrderCache(
            replaceHistory: { _, _, _ throws(DatabaseError) in throw diskFull },
            appendToHistory: { _, _ throws(DatabaseError) in throw diskFull },
            history: { _ throws(DatabaseError) in throw diskFull },
            saveDetail: { _, _, _ throws(DatabaseError) in throw diskFull },
            detail: { _, _ throws(DatabaseError) in throw diskFull },
            clear: { _ throws(DatabaseError) in throw diskFull })
        let harness = try ProfileHarness(orderCache: failing)
        try await harness.loggedInModel()
        #expect(harness.model.state.orders.value?.value.orders.map(\.orderID) == ["o-000002"])
        #expect(harness.model.state.storageProblem == .ordersNotSavedOffline(.full("database or disk is full")))

        harness.expectLogout()
        try await harness.model.logOut()
        #expect(await harness.storedToken() == nil)
        #expect(harness.model.state.session == .loggedOut)
        #expect(harness.model.state.storageProblem == .savedOrdersNotRemoved(.full("database or disk is full")))
        #expect(harness.outputs == [.loggedOut])
    }

    @Test func aSessionStoreThatCannotWriteKeepsItsTypedErrorInTheLoginAndTheLogout() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        harness.database.close()
        harness.expectLogout()
        await #expect(throws: ProfileRefusal.sessionNotRemoved(.storage(.closed))) { try await harness.model.logOut() }
        #expect(await harness.storedToken() == ProfileHarness.storedToken, "nobody was logged out")
        #expect(harness.model.state.session == .loggedIn(customerID: "c-0001"))

        let fresh = try ProfileHarness()
        fresh.database.close()
        fresh.expectLogin()
        try await fresh.model.logIn(email: "ada@example.com", password: "lovelace-1815")
        #expect(fresh.model.state.login == .failed(.sessionNotKept(.storage(.closed))))
        #expect(fresh.model.state.session == .loggedOut)
        #expect(await fresh.storedToken() == nil)
    }

    @Test func logoutForgetsTheTokenEvenWhenTheShopCannotBeTold() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        harness.expectLogout(reply: .failure(.transport("connection refused")))
        try await harness.model.logOut()

        #expect(await harness.storedToken() == nil)
        #expect(harness.model.state.session == .loggedOut)
        #expect(harness.model.state.notice == .loggedOutShopNotTold(.transport("connection refused")))
        #expect(harness.outputs == [.loggedOut])
        #expect(harness.tracker.events(named: "logged_out").map(\.properties) == [["server_notified": "false"]])
    }

    @Test func aSessionTheShopAlreadyEndedStillLogsOutCleanly() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        harness.expectLogout(reply: .error(status: 401, code: "unauthorized", message: "sign in first"))
        try await harness.model.logOut()
        #expect(harness.model.state.notice == .loggedOut)
        #expect(await harness.storedToken() == nil)
        #expect(harness.outputs == [.loggedOut])
    }

    @Test func logoutWhenLoggedOutIsRefused() async throws {
        let harness = try ProfileHarness()
        await harness.model.appear()
        await #expect(throws: ProfileRefusal.notLoggedIn) { try await harness.model.logOut() }
        #expect(harness.client.receivedRequests.isEmpty)
        #expect(harness.outputs.isEmpty)
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct ExpiredSessionTests {
    @Test func a401DropsTheTokenShowsTheLoginAndIgnoresTheSavedOrders() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        #expect(try harness.orderCache.history("c-0001") != nil)

        harness.expectCustomer()
        harness.expectOrders(reply: .error(status: 401, code: "unauthorized", message: "sign in first"))
        try await harness.model.refresh()

        #expect(await harness.storedToken() == nil)
        #expect(harness.model.state == ProfileState(notice: .sessionEnded))
        #expect(harness.outputs == [.loggedOut])
        #expect(harness.tracker.names.contains("session_expired"))
    }

    @Test func aSessionEndedOnAnOrderReopensItAfterTheNextLogin() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        harness.expectOrder("o-000002", reply: .error(status: 401, code: "unauthorized", message: "sign in first"))
        try await harness.openOrderRoute(row: 1)
        #expect(harness.model.state.session == .loggedOut)
        #expect(harness.model.state.openOrder == nil)

        harness.expectLogin()
        harness.expectCustomer(token: ProfileJSON.issuedToken)
        harness.expectOrder("o-000002", token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.order("o-000002")))
        try await harness.model.logIn(email: "ada@example.com", password: "lovelace-1815")
        #expect(harness.model.state.openOrder?.detail.value?.value.orderID == "o-000002")
        #expect(harness.outputs == [.orderSelected(orderID: "o-000002"), .loggedOut, .loggedIn])
    }

    @Test func appearFollowsTheStoredSessionWrittenByAnotherScreen() async throws {
        let harness = try ProfileHarness()
        await harness.model.appear()
        #expect(harness.model.state.session == .loggedOut)

        try harness.storeSession()
        harness.expectCustomer()
        harness.expectOrders(reply: .ok(ProfileJSON.page([])))
        await harness.model.appear()
        #expect(harness.model.state.session == .loggedIn(customerID: "c-0001"))

        try harness.session.signOut()
        await harness.model.appear()
        #expect(harness.model.state == ProfileState())
        #expect(harness.outputs.isEmpty)
    }
}
