import TerminalUI
import Testing

@testable import shop

/// Every Output case of every feature, reached the way a user reaches it: typed commands on the running app,
/// then the stack it leaves. `AppRouterTests` checks the table; these check that each route is reachable.
@MainActor
@Suite struct OutputRoutesTests {
    static let kettle = AppRoute.product(productID: "p-0135")
    static let login = "login ada@example.com lovelace-1815"
    /// Logged in, one kettle bought: checkout shows its confirmation.
    static let placedOrder = [
        "profile", login, "home", "search kettle", "open 1", "add", "cart", "address 1", "place", "4242 4242 4242 4242",
        "12/40", "123",
    ]

    /// The screens the transcript drew, each from its `== Title` line on.
    private func screens(_ recorder: TranscriptRecorder) -> [String] {
        recorder.text.components(separatedBy: "\n== ").dropFirst().map { $0 }
    }

    @Test func searchProductSelectedOpensTheProduct() async throws {
        let (navigator, _) = try await runScriptedShop(["search kettle", "open 1"])
        #expect(navigator.routes == [.home, Self.kettle])
    }

    @Test func productProductSelectedOpensTheRelatedProduct() async throws {
        let (navigator, _) = try await runScriptedShop(["search kettle", "open 1", "related 1"])
        #expect(navigator.routes == [.home, Self.kettle, .product(productID: "p-0415")])
    }

    @Test func productCartRequestedIsTheProductScreensOwnCart() async throws {
        // From a product opened out of checkout, the product's `cart` returns to that checkout.
        let (navigator, recorder) = try await runScriptedShop([
            "search kettle", "open 1", "add", "cart", "open 1", "cart now", "cart",
        ])
        #expect(navigator.routes == [.home, Self.kettle, .checkout])
        // The product screen, not the global command, read `cart now`: only it refuses arguments.
        #expect(recorder.lines.contains("! cart takes no arguments"))
        #expect(screens(recorder).last?.hasPrefix("Checkout ") == true)
    }

    @Test func checkoutOrderPlacedStaysOnCheckoutsConfirmation() async throws {
        let (navigator, recorder) = try await runScriptedShop(Self.placedOrder)
        #expect(navigator.routes == [.home, Self.kettle, .checkout])
        let confirmation = try #require(screens(recorder).last)
        #expect(confirmation.hasPrefix("Checkout "))
        #expect(confirmation.contains("Order o-000001 placed: 1 item, USD 405.99. Thank you!"))
    }

    @Test func checkoutLoginRequiredPresentsLogin() async throws {
        let (navigator, _) = try await runScriptedShop(["search kettle", "open 1", "add", "cart", "place"])
        #expect(navigator.routes == [.home, Self.kettle, .checkout, .login])
    }

    @Test func checkoutProductSelectedOpensTheCartLinesProduct() async throws {
        let (navigator, _) = try await runScriptedShop(["search kettle", "open 1", "add", "cart", "open 1"])
        #expect(navigator.routes == [.home, Self.kettle, .checkout, Self.kettle])
    }

    @Test func profileLoggedInResumesTheScreenThatAsked() async throws {
        let (navigator, recorder) = try await runScriptedShop([
            "search kettle", "open 1", "add", "cart", "place", Self.login,
        ])
        #expect(navigator.routes == [.home, Self.kettle, .checkout])
        #expect(screens(recorder).last?.hasPrefix("Checkout ") == true)
    }

    @Test func profileLoggedOutStaysOnProfile() async throws {
        let (navigator, recorder) = try await runScriptedShop(["profile", Self.login, "logout"])
        #expect(navigator.routes == [.home, .profile])
        #expect(screens(recorder).last?.contains("\nLogged out.\nYou are not logged in.") == true)
    }

    @Test func profileOrderSelectedPushesTheOrderAndBackPopsIt() async throws {
        let (inside, insideRecorder) = try await runScriptedShop(Self.placedOrder + ["profile", "order 1"])
        #expect(inside.routes == [.home, Self.kettle, .checkout, .profile, .order(orderID: "o-000001")])
        #expect(screens(insideRecorder).last?.contains("Order o-000001") == true)
        let (left, leftRecorder) = try await runScriptedShop(Self.placedOrder + ["profile", "order 1", "back"])
        #expect(left.routes == [.home, Self.kettle, .checkout, .profile])
        #expect(screens(leftRecorder).last?.contains("\nOrders\n") == true, "back from the order: the list")
    }

    @Test func profileProductSelectedOpensTheOrderLinesProduct() async throws {
        let (navigator, _) = try await runScriptedShop(Self.placedOrder + ["profile", "order 1", "open 1"])
        #expect(
            navigator.routes == [.home, Self.kettle, .checkout, .profile, .order(orderID: "o-000001"), Self.kettle])
    }
}
