import ExecutableTesting
import Foundation
import Persistence
import Testing

/// The built `shop` executable driven by piped scripts, as a user (or a CI job) would drive it.
@Suite struct ShopEndToEndTests {
    static let fixedTime = ["--fixed-time", "2026-11-29T12:00:00Z"]

    /// The text printed from the first line that starts a screen titled `title` after `marker` was seen.
    private func screens(_ title: String, in output: String) -> [String] {
        output.components(separatedBy: "\n== ").dropFirst().filter { $0.hasPrefix(title + " ") }
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shop-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theWholePurchaseFlowThenProfileShowsTheOrder() async throws {
        let shop = try BuiltExecutable(named: "shop")
        let run = try await shop.run(
            ["--in-memory"] + Self.fixedTime,
            input: [
                "search kettle", "open 1", "add", "cart", "note Happy birthday, Ada!", "place",
                "login ada@example.com lovelace-1815", "address 1", "place", "4242 4242 4242 4242", "12/40", "123",
                "back", "profile",
            ])
        #expect(run.status == 0, "\(run.standardError)")
        let output = run.standardOutput

        // loginRequired presents login; after logging in, checkout is back with the cart and the note intact.
        let checkouts = screens("Checkout", in: output)
        let afterLogin = try #require(checkouts.first { $0.contains("Choose one with address") })
        #expect(afterLogin.contains("Your cart (1 item)"))
        #expect(afterLogin.contains("Happy birthday, Ada!"))
        #expect(screens("Profile", in: output).first?.contains("Log in") == true)

        // Checkout shows its own confirmation, with what was ordered; `back` then returns to the product.
        let confirmation = try #require(checkouts.first { $0.contains(" placed: ") })
        let orderID = try #require(confirmation.firstMatch(of: /Order (o-\d+) placed/)?.1)
        #expect(confirmation.contains("Kettle"))
        #expect(confirmation.contains("Your cart is empty."))
        let afterOrder = output.components(separatedBy: "Order \(orderID) placed").last ?? ""
        let nextTitle = afterOrder.components(separatedBy: "\n== ").dropFirst().first ?? ""
        #expect(nextTitle.hasPrefix("Product "), "back after the confirmation returns to the product")

        // The profile lists the order, and the cart is empty.
        let profile = try #require(screens("Profile", in: output).last)
        #expect(profile.contains(String(orderID)))
        #expect(profile.contains("cart 0"))
    }

    @Test func checkoutsNoticeAboutTheCartItKeptIsShownAndTheOrderCrossesOnce() async throws {
        // The order's reply is lost; a second kettle is added while it is in doubt; retry settles it.
        let run = try await BuiltExecutable(named: "shop").run(
            ["--in-memory", "--drop-order-responses", "1", "--log-requests"] + Self.fixedTime,
            input: [
                "profile", "login ada@example.com lovelace-1815", "home", "search kettle", "open 1", "add", "cart",
                "address 1", "place", "4242 4242 4242 4242", "12/40", "123", "home", "search kettle", "open 2", "add",
                "cart", "retry",
            ])
        #expect(run.status == 0, "\(run.standardError)")
        let confirmation = try #require(screens("Checkout", in: run.standardOutput).last)
        #expect(confirmation.contains("Order o-000001 placed: 1 item, USD 405.99. Thank you!"))
        #expect(confirmation.contains("Your order is placed and its items left the cart. What you added while it was"))
        #expect(confirmation.contains("Your cart (1 item)"))
        // From the first try on: the try whose reply was lost, the retry, and no GET of the order.
        let orderRequests = run.standardError.split(separator: "\n").filter { $0.contains("/v1/orders") }
            .drop { !$0.hasPrefix("http: POST") }
        #expect(Array(orderRequests) == ["http: POST /v1/orders -> no answer", "http: POST /v1/orders -> 201"])
    }

    @Test func aRestartKeepsTheCartTheSessionAndTheOrders() async throws {
        let shop = try BuiltExecutable(named: "shop")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dataDirectory = ["--data-dir", directory.path] + Self.fixedTime

        let first = try await shop.run(
            dataDirectory,
            input: ["search kettle", "open 2", "qty 2", "add", "profile", "login grace@example.com cobol-1906"])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(screens("Profile", in: first.standardOutput).last?.contains("Grace Hopper") == true)

        let second = try await shop.run(
            dataDirectory, input: ["cart", "address 1", "place", "4242 4242 4242 4242", "12/40", "123", "quit"])
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.contains("== Search") && second.standardOutput.contains("cart 2 =="))
        let order = try #require(second.standardOutput.firstMatch(of: /Order (o-\d+)/)?.1)

        let third = try await shop.run(dataDirectory, input: ["profile"])
        let profile = try #require(screens("Profile", in: third.standardOutput).last)
        #expect(profile.contains("Grace Hopper"), "the session survived two restarts")
        #expect(profile.contains(String(order)), "the order survived a restart")
        #expect(profile.contains("cart 0"))

        // Every session closed its database, so the main file alone (a backup that copied only it) holds it all.
        let files = FileManager.default
        let database = directory.appendingPathComponent("shop.sqlite").path
        #expect(!files.fileExists(atPath: database + "-wal"), "the last close moved the log into the main file")
        let copy = try temporaryDirectory()
        defer { try? files.removeItem(at: copy) }
        let mainFileAlone = copy.appendingPathComponent("shop.sqlite").path
        try files.copyItem(atPath: database, toPath: mainFileAlone)
        let backup = try Database(.file(path: mainFileAlone))
        let tables = try backup.read { connection in
            try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'").map { try $0.string("name") }
        }
        #expect(tables.contains("backend_orders") && tables.contains("cart_lines"), "\(tables)")
        let orders = try backup.read { connection in
            try #require(try connection.queryOne("SELECT count(*) AS n FROM backend_orders")).int("n")
        }
        #expect(orders == 1)
    }

    @Test func theSessionAtRestIsOwnerOnlyWhateverTheDataDirectory() async throws {
        let shop = try BuiltExecutable(named: "shop")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = FileManager.default
        func mode(_ path: String) throws -> Int? {
            (try files.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
        }
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)

        let run = try await shop.run(
            ["--data-dir", directory.path] + Self.fixedTime, input: ["profile", "login ada@example.com lovelace-1815"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardError.split(separator: "\n").first
                == "shop: data directory \(directory.path) was readable by other users (mode 0755); it is now owner-only (0700)"
        )
        #expect(try mode(directory.path) == 0o700)
        let stored = try files.contentsOfDirectory(atPath: directory.path)
        #expect(stored.contains("shop.sqlite"))
        for name in stored {
            #expect(try mode(directory.appendingPathComponent(name).path) == 0o600, "\(name)")
        }

        try files.setAttributes([.posixPermissions: 0o777], ofItemAtPath: directory.path)
        let refused = try await shop.run(["--data-dir", directory.path] + Self.fixedTime, input: ["profile"])
        #expect(refused.status == 64)
        #expect(
            refused.standardError.hasPrefix(
                "shop: cannot use data directory \(directory.path): other users can write to it (mode 0777)"))
        #expect(refused.standardOutput.isEmpty, "refused before any screen")
    }

    @Test func loginAsksForThePasswordOnTheNextLineAndShowsItNowhere() async throws {
        let run = try await BuiltExecutable(named: "shop").run(
            ["--in-memory", "--analytics"] + Self.fixedTime,
            input: [
                "search kettle", "open 1", "add", "cart", "place", "login ada@example.com", "lovelace-1815", "help",
            ])
        #expect(run.status == 0, "\(run.standardError)")
        // The password line answered the prompt: checkout is back, logged in, and the line never ran as a command.
        let last = try #require(screens("Checkout", in: run.standardOutput).last)
        #expect(last.contains("Choose one with address"))
        #expect(!run.standardOutput.contains("unknown command"))
        #expect(run.standardError.contains("analytics: logged_in"))
        for stream in [run.standardOutput, run.standardError] {
            #expect(!stream.contains("lovelace-1815"), "the password was shown:\n\(stream)")
        }
        // Profile's `help` says which form shows the password.
        let profileHelp = try await BuiltExecutable(named: "shop").run(
            ["--in-memory"] + Self.fixedTime, input: ["profile", "help"])
        #expect(
            profileHelp.lines.contains {
                $0.hasPrefix("  login <email> [password]") && $0.contains("hidden")
                    && $0.hasSuffix("typed here, it shows")
            })
    }

    @Test func aLostOrderResponseThenRetryPlacesExactlyOneOrder() async throws {
        let shop = try BuiltExecutable(named: "shop")
        let run = try await shop.run(
            ["--in-memory", "--drop-order-responses", "1"] + Self.fixedTime,
            input: [
                "profile", "login ada@example.com lovelace-1815", "home", "search kettle", "open 1", "add", "cart",
                "address 1", "place", "4242 4242 4242 4242", "12/40", "123", "place", "profile",
            ])
        #expect(run.status == 0, "\(run.standardError)")
        let profile = try #require(screens("Profile", in: run.standardOutput).last)
        let orderRows = profile.split(separator: "\n").filter { $0.contains("o-0") }
        #expect(orderRows.count == 1, "exactly one order after a lost response and a retry:\n\(profile)")
    }

    @Test func backStepsOutOfAnOrderBeforeLeavingProfile() async throws {
        let run = try await BuiltExecutable(named: "shop").run(
            ["--in-memory"] + Self.fixedTime,
            input: [
                "profile", "login ada@example.com lovelace-1815", "cart", "home", "search kettle", "open 1", "add",
                "cart", "address 1", "place", "4242 4242 4242 4242", "12/40", "123", "profile", "order 1", "back",
                "back",
            ])
        #expect(run.status == 0, "\(run.standardError)")
        let screens = Array(run.standardOutput.components(separatedBy: "\n== ").suffix(4))
        // The profile list, an order opened from it (a place of the app's stack), `back`: the list again, `back`:
        // leave Profile for the screen under it (the checkout with its confirmation).
        #expect(screens[0].hasPrefix("Profile ") && screens[0].contains("\nOrders\n"))
        #expect(screens[1].hasPrefix("Profile ") && screens[1].contains("\nOrder o-000001\n"))
        #expect(screens[2].hasPrefix("Profile ") && screens[2].contains("\nOrders\n"))
        #expect(screens[3].hasPrefix("Checkout ") && screens[3].contains("Order o-000001 placed"))
        #expect(run.standardOutput.contains("order o-000001") == false, "no prompt noise")
    }

    @Test func routeChangesAndPlacedOrdersAreTrackedWithoutPersonalData() async throws {
        let run = try await BuiltExecutable(named: "shop").run(
            ["--in-memory", "--analytics"] + Self.fixedTime,
            input: [
                "search kettle", "open 1", "add", "cart", "place", "login ada@example.com lovelace-1815", "open 1",
                "cart", "address 1", "place", "4242 4242 4242 4242", "12/40", "123",
            ])
        #expect(run.status == 0, "\(run.standardError)")
        let routes = run.standardError.split(separator: "\n").filter { $0.hasPrefix("analytics: route_changed ") }
        #expect(
            routes.map { $0.dropFirst("analytics: route_changed ".count) } == [
                "from=start to=home", "from=home to=product", "from=product to=checkout", "from=checkout to=login",
                "from=login to=checkout", "from=checkout to=product", "from=product to=checkout",
            ])
        // One event per fact: analytics' listener records the confirmed order once; Checkout does not track it.
        let orders = run.standardError.split(separator: "\n").filter { $0.contains("order_id=o-000001") }
        #expect(orders == ["analytics: order_placed currency=USD item_count=1 order_id=o-000001 total_minor=40599"])
        for personal in ["ada@example.com", "lovelace", "Ada", "Lovelace"] {
            #expect(!run.standardError.contains(personal), "\(personal) reached analytics")
        }
    }

    @Test func unknownCommandsAreExplainedAndTheSessionGoesOn() async throws {
        let run = try await BuiltExecutable(named: "shop").run(
            ["--in-memory"] + Self.fixedTime, input: ["fly", "back", "cart"])
        #expect(run.status == 0)
        #expect(run.lines.contains("! unknown command 'fly'; type help for the list"))
        #expect(run.lines.contains("! already at home"))
        #expect(run.standardOutput.contains("== Checkout"))
        #expect(!run.standardOutput.contains("home [cart"), "no prompt noise when input is piped")
    }

    @Test func aServerThatIsDownGivesReadableFailuresNotACrash() async throws {
        // --api-url swaps the embedded backend for the URLSession client; nothing listens on port 9 here.
        let run = try await BuiltExecutable(named: "shop").run(
            ["--in-memory", "--api-url", "http://127.0.0.1:9"] + Self.fixedTime, input: ["search tea", "retry"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Could not load categories: could not reach the server"))
        #expect(run.standardOutput.contains("Could not load results: could not reach the server"))
    }

    @Test func badFlagsExitWithUsageStatus() async throws {
        let shop = try BuiltExecutable(named: "shop")
        let bad = try await shop.run(["--colour"])
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("unknown option '--colour'"))
        let conflicting = try await shop.run(["--in-memory", "--data-dir", "/tmp/x"])
        #expect(conflicting.status == 64)
        let help = try await shop.run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("--data-dir <dir>"))
    }
}
