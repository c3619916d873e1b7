import Analytics
import FeatureState
import Foundation
import Networking
import NetworkingTesting
import Persistence
import TerminalUI
import Testing

@testable import ProfileFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct OverviewTests {
    @Test func overviewLoadsTheProfileAddressesAndOrders() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel(
            orders: ProfileJSON.page([
                ProfileJSON.summary("o-000002", itemCount: 3, total: 9_300),
                ProfileJSON.summary("o-000001", placedAt: "2027-01-02T10:00:00Z", itemCount: 1, total: 1_250),
            ]))
        let profile = try #require(harness.model.state.profile.value)
        #expect(profile.email == "ada@example.com")
        #expect(profile.addresses.map(\.label) == ["Home", "Work"])
        #expect(profile.addresses[1].lines == ["Analytical Engine Workshop", "5 Dorset Street"])
        let orders = try #require(harness.model.state.orders.value)
        #expect(!orders.isStale)
        #expect(
            orders.value.orders[1]
                == OrderSummary(
                    orderID: "o-000001", placedAt: Date(timeIntervalSince1970: 1_798_884_000), status: "placed",
                    itemCount: 1, total: Money(minorUnits: 1_250, currencyCode: "USD")))
        #expect(!orders.value.hasMore)
    }

    @Test func noOrdersIsTheEmptyState() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel(orders: ProfileJSON.page([]))
        #expect(harness.model.state.orders == .empty)
        await #expect(throws: ProfileRefusal.noOrders) { try await harness.model.loadMore() }
    }

    @Test func failuresOfferRetryThatRecovers() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectCustomer(.error(status: 500, code: "internal_error", message: "boom"))
        harness.expectOrders(reply: .error(status: 400, code: "invalid_cursor", message: "bad cursor"))
        await harness.model.appear()
        #expect(
            harness.model.state.profile
                == .failed(.status(code: 500, error: APIErrorBody(code: "internal_error", message: "boom"))))
        #expect(
            harness.model.state.orders
                == .failed(.status(code: 400, error: APIErrorBody(code: "invalid_cursor", message: "bad cursor"))))

        harness.expectCustomer()
        harness.expectOrders(reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000002")])))
        try await harness.model.retry()
        #expect(harness.model.state.profile.value != nil)
        #expect(harness.model.state.orders.value?.value.orders.count == 1)
        await #expect(throws: ProfileRefusal.nothingToRetry) {
            try await harness.model.retry()
        }
    }

    @Test func malformedRepliesFailNamingTheField() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectCustomer(.ok(#"{"id": "c-0001", "name": "Ada", "email": "ada@example.com", "addresses": [{}]}"#))
        harness.expectOrders(
            reply: .ok(#"{"items": [{"id": "o-1", "placedAt": "yesterday", "status": "placed"}], "nextCursor": null}"#))
        await harness.model.appear()
        guard case .failed(.undecodable(_, let profilePath, _)) = harness.model.state.profile,
            case .failed(.undecodable(_, let ordersPath, _)) = harness.model.state.orders
        else {
            Issue.record("expected failures, got \(harness.model.state)")
            return
        }
        #expect(profilePath.contains("addresses.0.id"))
        #expect(ordersPath.contains("items.0.placedAt"))

        harness.expectCustomer()
        harness.expectOrders(reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000002")])))
        try await harness.model.retry()
        harness.expectOrder("o-000002", reply: .ok(#"{"id": "o-000002", "lines": [{"unitPrice": {"amount": "9"}}]}"#))
        try await harness.openOrderRoute(row: 1)
        guard case .failed(.undecodable) = harness.model.state.openOrder?.detail else {
            Issue.record("expected a failed detail, got \(String(describing: harness.model.state.openOrder))")
            return
        }
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct PagingTests {
    @Test func moreAppendsWithTheCursorAndStopsAtTheEnd() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel(orders: ProfileJSON.page([ProfileJSON.summary("o-000009")], nextCursor: "c1"))
        #expect(harness.model.state.orders.value?.value.hasMore == true)
        harness.expectOrders(cursor: "c1", reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000008")])))
        try await harness.model.loadMore()
        #expect(harness.model.state.orders.value?.value.orders.map(\.orderID) == ["o-000009", "o-000008"])

        let before = harness.model.state
        await #expect(throws: ProfileRefusal.noMorePages) {
            try await harness.model.loadMore()
        }
        #expect(harness.model.state == before)
        #expect(harness.client.unmetExpectations.isEmpty)
    }

    @Test func aFailedPageKeepsTheRowsAndRetryAsksForTheSamePage() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel(orders: ProfileJSON.page([ProfileJSON.summary("o-000009")], nextCursor: "c1"))
        harness.expectOrders(cursor: "c1", reply: .failure(.transport("connection reset")))
        try await harness.model.loadMore()
        #expect(harness.model.state.orders.value?.value.orders.count == 1)
        #expect(harness.model.state.moreFailure == .transport("connection reset"))

        harness.expectOrders(cursor: "c1", reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000008")])))
        try await harness.model.retry()
        #expect(harness.model.state.orders.value?.value.orders.map(\.orderID) == ["o-000009", "o-000008"])
        #expect(harness.model.state.moreFailure == nil)
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct OrderDetailTests {
    @Test func anOrderOpensByRowOrIdWithItsChargedAmounts() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        try await harness.openOrderRoute(row: 1)
        let detail = try #require(harness.model.state.openOrder?.detail.value)
        #expect(!detail.isStale)
        let order = detail.value
        #expect(order.lines.map(\.productID) == ["p-0042", "p-0007"])
        #expect(order.lines[0].unitPrice == Money(minorUnits: 4_500, currencyCode: "USD"))
        #expect(order.lines[0].lineTotal == Money(minorUnits: 9_000, currencyCode: "USD"))
        #expect(order.lines[0].quantity == 2)
        #expect(order.subtotal.minorUnits == 10_000)
        #expect(order.discount.minorUnits == 1_000)
        #expect(order.shipping.minorUnits == 0)
        #expect(order.total.minorUnits == 9_000)
        #expect(order.couponCode == "TENOFF")
        #expect(order.shippingAddress.postcode == "SW1Y 4JH")
        #expect(order.giftNote == "Happy birthday")

        harness.expectOrder("o-000005", reply: .ok(ProfileJSON.order("o-000005", giftNote: nil)))
        try await harness.openOrderRoute(id: "o-000005")
        #expect(harness.model.state.openOrder?.detail.value?.value.giftNote == nil)
        #expect(harness.tracker.events(named: "order_opened").count == 2)
    }

    @Test func badSelectorsAreRefusedAndChangeNothing() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        let before = harness.model.state
        for row in [2, 0, -1] {
            #expect(throws: ProfileRefusal.noSuchOrderRow(row, rowCount: 1)) { try harness.model.openOrder(row: row) }
        }
        for text in ["o 1", "../admin", String(repeating: "o", count: 65)] {
            #expect(throws: ProfileRefusal.malformedOrderID(text)) { try harness.model.openOrder(id: text) }
        }
        #expect(harness.outputs.isEmpty, "no order is selected")
        #expect(throws: ProfileRefusal.noOrderOpen) {
            try harness.model.openLine(row: 1)
        }
        #expect(harness.model.state == before)
        #expect(harness.client.unmetExpectations.isEmpty)
        #expect(harness.client.receivedRequests.count == 2)
    }

    @Test func anOrderFromTheHistoryIsTheHostsToShowAndItsLineEmitsItsProduct() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        try harness.model.openOrder(row: 1)
        #expect(harness.outputs == [.orderSelected(orderID: "o-000002")])
        #expect(harness.model.state.openOrder == nil, "the overview stays; the host shows the order")
        #expect(harness.client.receivedRequests.count == 2, "nothing fetched until the order's screen starts")
        try await harness.openOrderRoute(row: 1)
        try harness.model.openLine(row: 2)
        #expect(harness.outputs.last == .productSelected(productID: "p-0007"))
        let before = harness.model.state
        #expect(throws: ProfileRefusal.noSuchLine(3, lineCount: 2)) { try harness.model.openLine(row: 3) }
        await #expect(throws: ProfileRefusal.orderIsOpen) {
            try await harness.model.loadMore()
        }
        #expect(harness.model.state == before)
        #expect(harness.outputs.count == 3)
        #expect(
            harness.tracker.events(named: "order_product_opened").map(\.properties) == [
                ["product_id": "p-0007", "position": "2"]
            ])
    }

    @Test func aMissingOrderFailsWithRetry() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        harness.expectOrder(
            "o-999999", reply: .error(status: 404, code: "order_not_found", message: "no order has the id o-999999"))
        try await harness.openOrderRoute(id: "o-999999")
        #expect(
            harness.model.state.openOrder
                == OpenOrder(
                    orderID: "o-999999",
                    detail: .failed(
                        .status(
                            code: 404,
                            error: APIErrorBody(code: "order_not_found", message: "no order has the id o-999999")))))
        harness.expectOrder("o-999999", reply: .ok(ProfileJSON.order("o-999999")))
        try await harness.model.retry()
        #expect(harness.model.state.openOrder?.detail.value?.value.orderID == "o-999999")
    }
}

/// The two offline copies of orders: the app's (Profile's tables) and the tests' (memory). The rules hold for both.
enum OrderCacheStorage: CaseIterable, Sendable {
    case tables, memory

    /// A harness whose model keeps its offline copy in this storage.
    @MainActor func harness() throws -> ProfileHarness {
        switch self {
        case .tables:
            let database = try Database(.inMemory)
            return try ProfileHarness(database: database, orderCache: .database(database))
        case .memory: return try ProfileHarness()
        }
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct OfflineCacheTests {
    @Test(arguments: OrderCacheStorage.allCases)
    func theLastHistoryIsShownMarkedStaleWhenTheShopCannotBeReachedEvenAfterARestart(
        _ storage: OrderCacheStorage
    ) async throws {
        let harness = try storage.harness()
        try await harness.loggedInModel(orders: ProfileJSON.page([ProfileJSON.summary("o-000009")], nextCursor: "c1"))
        harness.expectOrders(cursor: "c1", reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000008")])))
        try await harness.model.loadMore()
        let savedAt = harness.clock.now
        harness.clock.advance(by: 3_600)

        let restarted = harness.makeModel()
        harness.expectCustomer(.failure(.timedOut))
        harness.expectOrders(reply: .failure(.timedOut))
        await restarted.appear()
        let orders = try #require(restarted.state.orders.value)
        #expect(orders.value.orders.map(\.orderID) == ["o-000009", "o-000008"])
        #expect(orders.freshness == .cached(savedAt: savedAt, because: .timedOut))
        #expect(restarted.state.profile == .failed(NetworkError.timedOut))
        await #expect(
            throws: ProfileRefusal.ordersAreSavedCopy
        ) { try await restarted.loadMore() }

        harness.expectCustomer()
        harness.expectOrders(reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000010")])))
        try await restarted.retry()
        #expect(restarted.state.orders.value?.freshness == .live)
        #expect(restarted.state.orders.value?.value.orders.map(\.orderID) == ["o-000010"])
        #expect(harness.tracker.names.contains("order_history_from_cache"))
    }

    @Test(arguments: OrderCacheStorage.allCases)
    func aServerErrorShowsTheSavedOrderDetailMarkedStale(_ storage: OrderCacheStorage) async throws {
        let harness = try storage.harness()
        try await harness.loggedInModel()
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        try await harness.openOrderRoute(row: 1)
        let live = try #require(harness.model.state.openOrder?.detail.value?.value)
        let savedAt = harness.clock.now
        harness.clock.advance(by: 60)

        harness.expectOrder("o-000002", reply: .error(status: 503, code: "unavailable", message: "down"))
        try await harness.model.refresh()
        let stale = try #require(harness.model.state.openOrder?.detail.value)
        #expect(stale.value == live)
        #expect(
            stale.freshness
                == .cached(
                    savedAt: savedAt,
                    because: .status(code: 503, error: APIErrorBody(code: "unavailable", message: "down"))))

        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        try await harness.model.retry()
        #expect(harness.model.state.openOrder?.detail.value?.isStale == false)
    }

    @Test func aSavedOrderThatIsNotAnOrderDetailIsATypedStorageProblemAndTheFailureStays() async throws {
        let database = try Database(.inMemory)
        let harness = try ProfileHarness(database: database, orderCache: .database(database))
        try await harness.loggedInModel()
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        try await harness.openOrderRoute(row: 1)
        try database.write { connection in
            try connection.execute("UPDATE profile_order_details SET document = ?", "{\"orderID\": 42}")
        }

        let down = NetworkError.status(code: 503, error: APIErrorBody(code: "unavailable", message: "down"))
        harness.expectOrder("o-000002", reply: .error(status: 503, code: "unavailable", message: "down"))
        try await harness.model.refresh()
        #expect(harness.model.state.openOrder?.detail == .failed(down))
        #expect(
            harness.model.state.storageProblem
                == .savedOrderNotRead(
                    .typeMismatch(
                        column: "document", expected: "an order detail as JSON", actual: "a document that is not one")))
    }

    @Test func withNothingSavedAFailureIsJustAFailure() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectCustomer()
        harness.expectOrders(reply: .failure(.transport("no route to host")))
        await harness.model.appear()
        #expect(harness.model.state.orders == .failed(NetworkError.transport("no route to host")))
        harness.expectOrder("o-000002", reply: .failure(.timedOut))
        try await harness.openOrderRoute(id: "o-000002")
        #expect(harness.model.state.openOrder?.detail == .failed(NetworkError.timedOut))
    }

    @Test func clientErrorsDoNotFallBackToTheSavedCopy() async throws {
        let harness = try ProfileHarness()
        try await harness.loggedInModel()
        harness.expectCustomer()
        harness.expectOrders(reply: .error(status: 429, code: "rate_limited", message: "slow down"))
        try await harness.model.refresh()
        #expect(
            harness.model.state.orders
                == .failed(.status(code: 429, error: APIErrorBody(code: "rate_limited", message: "slow down"))))
    }

    @Test(arguments: OrderCacheStorage.allCases)
    func savedOrdersBelongToOneCustomer(_ storage: OrderCacheStorage) async throws {
        let harness = try storage.harness()
        try await harness.loggedInModel()
        try harness.storeSession(customerID: "c-0002")
        harness.expectCustomer()
        harness.expectOrders(reply: .failure(.timedOut))
        await harness.model.appear()
        #expect(harness.model.state.session == .loggedIn(customerID: "c-0002"))
        #expect(harness.model.state.orders == .failed(NetworkError.timedOut))
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct DestinationTests {
    @Test func startingOnAnOrderShowsItAndNothingElse() async throws {
        let harness = try ProfileHarness()
        try harness.storeSession()
        harness.expectOrder("o-000002", reply: .ok(ProfileJSON.order("o-000002")))
        await harness.model.start(at: .order(orderID: "o-000002"))
        #expect(harness.model.state.openOrder?.detail.value?.value.orderID == "o-000002")
        #expect(harness.model.state.profile == .idle)
        #expect(harness.model.state.orders == .idle)
        // Appearing again (back from a product opened on a line) keeps the order and asks for nothing.
        await harness.model.appear()
        #expect(harness.model.state.openOrder?.orderID == "o-000002")
        #expect(harness.client.receivedRequests.map(\.path) == ["/v1/orders/o-000002"])
    }

    @Test func startingOnAnOrderWhileLoggedOutAsksForALoginThenShowsIt() async throws {
        let harness = try ProfileHarness()
        await harness.model.start(at: .order(orderID: "o-000002"))
        #expect(harness.model.state == ProfileState(isAskingForLogin: true))
        harness.expectLogin()
        harness.expectCustomer(token: ProfileJSON.issuedToken)
        harness.expectOrder("o-000002", token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.order("o-000002")))
        try await harness.model.logIn(email: "ada@example.com", password: "lovelace-1815")
        #expect(harness.model.state.openOrder?.orderID == "o-000002")
        #expect(!harness.model.state.isAskingForLogin)
    }

    @Test func startingAtLoginAsksForOne() async throws {
        let harness = try ProfileHarness()
        await harness.model.start(at: .login)
        #expect(harness.model.state == ProfileState(isAskingForLogin: true))
    }
}

@MainActor
@Suite(.verifiesHTTPExpectations) struct AnalyticsPrivacyTests {
    @Test func eventsCarryNoEmailPasswordTokenNameOrAddress() async throws {
        let harness = try ProfileHarness()
        harness.expectLogin(
            password: "hunter2", reply: .error(status: 401, code: "invalid_credentials", message: "wrong"))
        try await harness.model.logIn(email: "ada@example.com", password: "hunter2")
        harness.expectLogin()
        harness.expectCustomer(token: ProfileJSON.issuedToken)
        harness.expectOrders(
            token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.page([ProfileJSON.summary("o-000002")])))
        try await harness.model.logIn(email: "ada@example.com", password: "lovelace-1815")
        harness.expectOrder("o-000002", token: ProfileJSON.issuedToken, reply: .ok(ProfileJSON.order("o-000002")))
        try await harness.openOrderRoute(row: 1)
        try harness.model.openLine(row: 1)
        harness.expectLogout(token: ProfileJSON.issuedToken)
        try await harness.model.logOut()

        #expect(
            harness.tracker.names == [
                "login_failed", "logged_in", "order_opened", "order_product_opened", "logged_out",
            ])
        let secrets = [
            "ada@example.com", "ada", "lovelace", "hunter2", ProfileJSON.issuedToken, "Ada Lovelace", "St James",
            "SW1Y", "Happy birthday", "c-0001",
        ]
        for event in harness.tracker.events {
            for text in event.properties.keys.sorted() + event.properties.values.sorted() {
                #expect(!secrets.contains { text.localizedCaseInsensitiveContains($0) }, "\(event.name): \(text)")
            }
        }
    }
}
