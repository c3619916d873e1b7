import ExecutableTesting
import Foundation
import Testing

/// ProfileDemo, built and run as a user would: flags, a piped script, what it prints and how it exits.
@Suite struct ProfileDemoTests {
    private static let password = "lovelace-1815"

    @Test func aLoggedInSessionPagesAsksForAnOrderThenLogsOut() async throws {
        let run = try await BuiltExecutable(named: "ProfileDemo").run(
            ["--logged-in", "--orders", "12"],
            input: ["more", "order 1", "back", "logout", "more", "quit", "logout"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.lines.contains("demo: placed 12 orders for ada@example.com"))
        #expect(run.lines.contains("Ada Lovelace"))
        #expect(run.lines.contains { $0.hasPrefix("1  Home") })
        #expect(run.lines.contains { $0.hasPrefix("12  o-000001") && $0.contains("USD ") })
        // The order is the host's to show (the app pushes it on its stack); back is the host's too.
        #expect(run.lines.contains("! unknown command 'back'; type help for the list"))
        #expect(run.lines.contains("Logged out."))
        #expect(run.lines.contains("! log in first: login <email>"))
        let outputs = run.lines.filter { $0.hasPrefix("output: ") }
        #expect(outputs == ["output: loggedIn", #"output: orderSelected(orderID: "o-000012")"#, "output: loggedOut"])
        #expect(!run.standardOutput.contains(Self.password), "the password is never printed")
        #expect(!run.standardOutput.contains("st_"), "the session token is never printed")
        #expect(!run.standardOutput.contains("profile>"), "piped input must not print prompts")
        #expect(run.lines.filter { $0 == "output: loggedOut" }.count == 1, "nothing after quit runs")
    }

    @Test func anOrderScreenShowsTheOrderAndOpensTheProductOnALine() async throws {
        let run = try await BuiltExecutable(named: "ProfileDemo").run(
            ["--logged-in", "--orders", "12", "--order", "o-000012"], input: ["open 2", "open 9"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.lines.contains("Order o-000012"))
        #expect(
            run.lines.contains { $0.hasPrefix("Discount ") && $0.contains(" -USD ") && $0.hasSuffix("(coupon SAVE10)") }
        )
        #expect(run.lines.contains("Gift note: “Happy birthday, from the demo”"))
        #expect(run.lines.contains("! no line 9; choose a line from 1 to 2"))
        let outputs = run.lines.filter { $0.hasPrefix("output: ") }
        #expect(outputs.count == 2, "\(outputs)")
        #expect(outputs.last?.wholeMatch(of: /output: productSelected\(productID: "p-\d{4}"\)/) != nil)
    }

    @Test func logoutWithTheShopUnreachableStillLogsOutOnTheDevice() async throws {
        let run = try await BuiltExecutable(named: "ProfileDemo").run(
            ["--logged-in", "--drop-next", "2"], input: ["logout", "refresh"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.lines.contains("Logged out on this device."))
        #expect(run.lines.contains { $0.hasPrefix("The shop could not be told, so the session ends when it expires") })
        #expect(run.lines.filter { $0.hasPrefix("output: ") } == ["output: loggedIn", "output: loggedOut"])
        #expect(run.lines.contains("! log in first: login <email>"))
    }

    @Test func anUnreachableShopShowsTheSavedOrdersUntilRetry() async throws {
        let run = try await BuiltExecutable(named: "ProfileDemo").run(
            ["--logged-in", "--orders", "2", "--fail-next", "2"], input: ["refresh", "retry"])
        #expect(run.status == 0, "\(run.standardError)")
        let staleAt = try #require(run.lines.firstIndex { $0.hasPrefix("Possibly out of date (saved ") })
        #expect(run.lines[staleAt + 1].hasPrefix("The shop could not be asked: simulated server failure"))
        #expect(run.lines[staleAt...].contains { $0.hasPrefix("1  o-000002") })
        // Shown fresh first, then the saved copy after the failed refresh, then fresh again after retry.
        #expect(run.lines.filter { $0.hasPrefix("Possibly out of date") }.count == 1)
        #expect(run.lines.filter { $0.hasPrefix("1  o-000002") }.count == 3)
    }

    @Test func loggingInByHandAndStartingOnAnOrder() async throws {
        let demo = try BuiltExecutable(named: "ProfileDemo")
        let run = try await demo.run(
            ["--orders", "1", "--order", "o-000001"],
            input: ["login ada@example.com wrong-password", "log in ada@example.com \(Self.password)"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.lines.contains("Log in to continue."))
        #expect(run.lines.contains("! email or password is wrong"))
        #expect(run.lines.contains("Order o-000001"))
        #expect(run.lines.filter { $0.hasPrefix("output: ") } == ["output: loggedIn"])
        #expect(!run.standardOutput.contains(Self.password))
        #expect(!run.standardOutput.contains("wrong-password"))
    }

    @Test func helpAndBadFlags() async throws {
        let demo = try BuiltExecutable(named: "ProfileDemo")
        let help = try await demo.run(["--help"])
        #expect(help.status == 0)
        for flag in ["--logged-in", "--orders <n>", "--order <id>", "--fail-next <n>"] {
            #expect(help.standardOutput.contains(flag))
        }

        for (arguments, message) in [
            (["--orders", "many"], "--orders needs a whole number from 0 to 30"),
            (["--orders", "31"], "--orders needs a whole number from 0 to 30"),
            (["--logged-in=yes"], "--logged-in takes no value"),
            (["--colour"], "unknown option '--colour'"),
        ] {
            let bad = try await demo.run(arguments)
            #expect(bad.status == 64, "\(arguments)")
            #expect(bad.standardError.contains(message), "\(bad.standardError)")
            #expect(bad.standardOutput.isEmpty)
        }
    }
}
