import Analytics
import FeatureState
import OrderConfirmations
import TerminalUI
import Testing

@testable import shop

/// The placed order travels once: `POST /v1/orders` answers with the whole order, Checkout shows it, the app
/// publishes it, and Profile's history and analytics react without asking the shop for that order again.
@MainActor
@Suite struct OrderConfirmationPathTests {
    static let login = "login ada@example.com lovelace-1815"
    static let buyKettle = [
        "search kettle", "open 1", "add", "cart", "address 1", "place", "4242 4242 4242 4242", "12/40", "123",
    ]

    /// The requests the embedded backend received after the first `POST /v1/orders`, that one included.
    private func requestsFromPlacing(_ container: AppContainer) async throws -> [String] {
        let log = try #require(await container.backend?.server.requestLog)
        let placing = try #require(log.firstIndex(of: "POST /v1/orders"))
        return Array(log[placing...])
    }

    @Test func placingSendsOneRequestForTheOrderAndCheckoutShowsWhatItSaid() async throws {
        let (navigator, recorder, container) = try await runScriptedShopKeepingContainer(
            ["profile", Self.login, "home"] + Self.buyKettle)
        #expect(navigator.routes == [.home, .product(productID: "p-0135"), .checkout])
        let requests = try await requestsFromPlacing(container)
        #expect(requests.filter { $0.hasSuffix("/v1/orders") || $0.contains("/v1/orders/") } == ["POST /v1/orders"])
        let confirmation = recorder.text.components(separatedBy: "\n== ").last ?? ""
        #expect(confirmation.contains("Order o-000001 placed: 1 item, USD 405.99. Thank you!"))
        #expect(confirmation.contains("Ordered"), "the lines the shop's reply listed")
        #expect(confirmation.contains("Your cart is empty."))
    }

    @Test func aCoveredProfileHearsTheConfirmationAndReloadsTheListNotTheOrder() async throws {
        // Profile is on the stack, under the checkout, when the order is placed; `profile` brings it back.
        let (navigator, recorder, container) = try await runScriptedShopKeepingContainer(
            ["search kettle", "open 1", "add", "profile", Self.login, "cart", "address 1", "place"]
                + ["4242 4242 4242 4242", "12/40", "123", "profile"])
        #expect(navigator.routes == [.home, .product(productID: "p-0135"), .profile])
        let requests = try await requestsFromPlacing(container)
        #expect(requests.filter { $0.contains("/v1/orders") } == ["POST /v1/orders", "GET /v1/orders"])
        let profile = recorder.text.components(separatedBy: "\n== ").last ?? ""
        #expect(profile.hasPrefix("Profile ") && profile.contains("o-000001"))
    }

    @Test func withoutAConfirmationProfileAppearsAgainWithoutAskingTheShop() async throws {
        let (_, _, container) = try await runScriptedShopKeepingContainer(
            ["profile", Self.login, "cart", "profile"])
        let log = try #require(await container.backend?.server.requestLog)
        #expect(log.filter { $0 == "GET /v1/orders" }.count == 1, "\(log)")
    }

    @Test func analyticsRecordsAConversionForEachConfirmedOrderByListening() async {
        let source = OrderConfirmationSource()
        let tracker = RecordingTracker()
        let recorder = ConversionRecorder(listening: source.listener, tracker: tracker)
        source.publish(
            ConfirmedOrder(orderID: "o-000007", itemCount: 7, total: Money(minorUnits: 12_345, currencyCode: "USD")))
        source.publish(
            ConfirmedOrder(orderID: "o-000008", itemCount: 1, total: Money(minorUnits: 500, currencyCode: "EUR")))
        // The source finishes after both: the recorder's loop takes them and returns, so awaiting it is the order.
        source.finish()
        await recorder.record()
        #expect(
            tracker.events(named: "order_placed").map(\.properties) == [
                ["order_id": "o-000007", "item_count": "7", "total_minor": "12345", "currency": "USD"],
                ["order_id": "o-000008", "item_count": "1", "total_minor": "500", "currency": "EUR"],
            ])
    }
}
