import FeatureState
import Foundation
import Networking
import Testing
import UserSession

@testable import ProfileFeature

/// The rules of `ProfileState+Rules.swift`, on plain states: what an intent may do, decided without a model.
@Suite struct ProfileRulesTests {
    static let signedIn = ProfileState.Session.loggedIn(customerID: "c-0001")

    static func history(_ ids: [String], next: String? = nil, stale: Bool = false) -> Fetched<OrderHistory> {
        let orders = ids.map {
            OrderSummary(
                orderID: $0, placedAt: Date(timeIntervalSince1970: 0), status: "placed", itemCount: 1,
                total: Money(minorUnits: 100, currencyCode: "USD"))
        }
        let freshness: Freshness = stale ? .cached(savedAt: Date(timeIntervalSince1970: 0), because: .timedOut) : .live
        return Fetched(value: OrderHistory(orders: orders, nextCursor: next), freshness: freshness)
    }

    @Test func theStateFollowsTheStoredSession() throws {
        let ada = try SignedInSession(token: "st_0123456789abcdef", customerID: "c-0001", signedInAt: Date())
        let grace = try SignedInSession(token: "st_fedcba9876543210", customerID: "c-0002", signedInAt: Date())
        var shown = ProfileState(session: Self.signedIn)
        shown.orders = .loaded(Self.history(["o-1"]))
        #expect(shown.following(ada) == shown, "the same customer: kept")
        #expect(shown.following(grace) == ProfileState(session: .loggedIn(customerID: "c-0002")))
        #expect(shown.following(nil) == ProfileState())
        #expect(ProfileState(isAskingForLogin: true).following(nil) == ProfileState(isAskingForLogin: true))
    }

    @Test func theNextPageIsAskedOnlyFromALiveHistoryWithMore() throws {
        var state = ProfileState(session: Self.signedIn)
        #expect(throws: ProfileRefusal.ordersNotLoaded) { try state.nextPageRequest() }
        state.orders = .empty
        #expect(throws: ProfileRefusal.noOrders) { try state.nextPageRequest() }
        state.orders = .loaded(Self.history(["o-1"]))
        #expect(throws: ProfileRefusal.noMorePages) { try state.nextPageRequest() }
        state.orders = .loaded(Self.history(["o-1"], next: "c1", stale: true))
        #expect(throws: ProfileRefusal.ordersAreSavedCopy) { try state.nextPageRequest() }
        state.orders = .loaded(Self.history(["o-1"], next: "c1"))
        #expect(
            try state.nextPageRequest()
                == NextPageRequest(cursor: "c1", history: Self.history(["o-1"], next: "c1"), customerID: "c-0001"))
        state.isLoadingMore = true
        #expect(throws: ProfileRefusal.nextPageLoading) { try state.nextPageRequest() }
        #expect(throws: ProfileRefusal.notLoggedIn) { try ProfileState().nextPageRequest() }
    }

    @Test func aRetryRepeatsWhatFailedAndOnlyThat() throws {
        var state = ProfileState()
        state.login = .failed(.unreachable(.timedOut))
        #expect(try state.retryPlan(loginCanRetry: true) == .login)
        #expect(throws: ProfileRefusal.nothingToRetry) { try state.retryPlan(loginCanRetry: false) }

        state = ProfileState(session: Self.signedIn)
        state.profile = .failed(.timedOut)
        state.orders = .loaded(Self.history(["o-1"]))
        state.moreFailure = .timedOut
        #expect(try state.retryPlan(loginCanRetry: false) == .overview(profile: true, firstPage: false, nextPage: true))
        state.orders = .loaded(Self.history(["o-1"], stale: true))
        #expect(
            try state.retryPlan(loginCanRetry: false) == .overview(profile: true, firstPage: true, nextPage: false),
            "the first page again replaces the next one")

        state.openOrder = OpenOrder(orderID: "o-1", detail: .failed(.timedOut))
        #expect(try state.retryPlan(loginCanRetry: false) == .order(orderID: "o-1"))
        state.openOrder = OpenOrder(orderID: "o-1", detail: .loading)
        #expect(throws: ProfileRefusal.nothingToRetry) { try state.retryPlan(loginCanRetry: false) }
    }

    @Test func theFirstPageLoadsWhenNoneIsShownOrAnOrderWasConfirmed() {
        var state = ProfileState(session: Self.signedIn)
        #expect(state.needsFirstPage(orderConfirmed: false), "idle")
        state.orders = .failed(.timedOut)
        #expect(state.needsFirstPage(orderConfirmed: false), "failed")
        state.orders = .loaded(Self.history(["o-1"]))
        #expect(!state.needsFirstPage(orderConfirmed: false))
        #expect(state.needsFirstPage(orderConfirmed: true))
        state.orders = .empty
        #expect(!state.needsFirstPage(orderConfirmed: false))
        #expect(state.needsFirstPage(orderConfirmed: true), "the first order of a customer who had none")
    }

    @Test func anOrderIsChosenByRowOrByAWellFormedIDAndALineOnlyOfTheOpenOrder() throws {
        var state = ProfileState(session: Self.signedIn)
        state.orders = .loaded(Self.history(["o-1", "o-2"]))
        #expect(try state.orderID(onRow: 2) == "o-2")
        #expect(throws: ProfileRefusal.noSuchOrderRow(3, rowCount: 2)) { try state.orderID(onRow: 3) }
        #expect(try state.orderID(typed: "o-000009") == "o-000009")
        #expect(throws: ProfileRefusal.malformedOrderID("../x")) { try state.orderID(typed: "../x") }
        #expect(throws: ProfileRefusal.notLoggedIn) { try ProfileState().orderID(onRow: 1) }
        #expect(throws: ProfileRefusal.noOrderOpen) { try state.openOrderLine(1) }
        state.openOrder = OpenOrder(orderID: "o-1")
        #expect(throws: ProfileRefusal.orderNotLoaded) { try state.openOrderLine(1) }
    }
}
