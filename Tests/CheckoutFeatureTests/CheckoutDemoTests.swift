import ExecutableTesting
import Testing

/// CheckoutDemo, built and run as a user would: flags, a piped script, what it prints and how it exits.
@Suite struct CheckoutDemoTests {
    @Test func aScriptedSessionAppliesACouponAndPlacesOneOrder() async throws {
        let demo = try BuiltExecutable(named: "CheckoutDemo")
        let run = try await demo.run(
            ["--cart", "p-0004:2,p-0006:1"],
            input: [
                "coupon BIG50", "coupon save10", "note Happy birthday, Grace! 🎂", "open 2", "place", "address 1",
                "place", "4000 0000 0000 0002", "12/40", "123", "place", "4242 4242 4242 4242", "12/40", "123", "quit",
                "place",
            ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.lines.contains { $0.contains("Fjällby Professional Mixing Bowls") && $0.hasSuffix("USD 91.98") })
        #expect(run.standardOutput.contains("Prices locked for "))
        #expect(run.lines.contains("! BIG50 needs a subtotal of USD 300.00; this cart is USD 98.93"))
        #expect(run.lines.contains { $0.hasPrefix("Discount (SAVE10)") && $0.hasSuffix("-USD 9.89") })
        #expect(run.lines.contains("Gift note: “Happy birthday, Grace! 🎂” (24/200)"))
        #expect(run.lines.contains("! choose a shipping address first, for example: address 1"))
        // The declined card placed nothing and kept the cart; the approved one paid the total once.
        #expect(run.lines.contains("  Declined: the card's bank said no; nothing was charged"))
        #expect(run.lines.contains("  Authorized: USD 89.04 on visa •••• 4242 (auth-000001)"))
        #expect(!run.standardOutput.contains("4242 4242") && !run.standardOutput.contains("0000 0002"))
        let outputs = run.lines.filter { $0.hasPrefix("output: ") }
        #expect(
            outputs == [
                #"output: productSelected(productID: "p-0006")"#,
                #"output: orderPlaced(orderID: "o-000001", itemCount: 3, total: FeatureState.Money(minorUnits: 8904, currencyCode: "USD"))"#,
            ])
        #expect(run.lines.contains("Order o-000001 placed: 3 items, USD 89.04. Thank you!"))
        #expect(run.lines.last { !$0.isEmpty } == "Your cart is empty.")
        #expect(!run.standardOutput.contains("checkout>"), "piped input must not print prompts")
    }

    @Test func aLostResponseIsRetriedWithoutOrderingTwice() async throws {
        let run = try await BuiltExecutable(named: "CheckoutDemo").run(
            ["--drop-order-responses", "1"],
            input: ["address 1", "place", "4242424242424242", "12/40", "123", "note changed", "place", "retry"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("No answer while placing the order"))
        // The lost attempt was placed: a changed order must not start a second one before it is settled.
        #expect(run.lines.contains("! your last order got no answer and may be placed; type retry to settle it first"))
        // The backend numbers orders: a second order would be o-000002.
        let outputs = run.lines.filter { $0.hasPrefix("output: ") }
        #expect(outputs.count == 1)
        #expect(outputs.first?.hasPrefix(#"output: orderPlaced(orderID: "o-000001", "#) == true)
    }

    @Test func signedOutPlacingAsksForLoginAndAnEmptyCartSaysSo() async throws {
        let demo = try BuiltExecutable(named: "CheckoutDemo")
        let signedOut = try await demo.run(["--logged-out"], input: ["place"])
        #expect(signedOut.status == 0, "\(signedOut.standardError)")
        #expect(signedOut.standardOutput.contains("You need to log in"))
        #expect(signedOut.lines.filter { $0.hasPrefix("output: ") } == ["output: loginRequired"])

        let empty = try await demo.run(["--cart", ""], input: ["place"])
        #expect(empty.status == 0)
        #expect(empty.lines.contains("Your cart is empty."))
        #expect(empty.lines.contains("! your cart is empty, so there is nothing to order"))
    }

    @Test func helpAndBadFlags() async throws {
        let demo = try BuiltExecutable(named: "CheckoutDemo")
        let help = try await demo.run(["--help"])
        #expect(help.status == 0)
        for flag in ["--cart <id[:variant]:qty,...>", "--logged-out", "--drop-order-responses <n>", "--latency-ms <n>"]
        {
            #expect(help.standardOutput.contains(flag))
        }

        let cases: [([String], String)] = [
            (["--drop-order-responses", "many"], "--drop-order-responses needs a whole number"),
            (["--logged-in", "--logged-out"], "choose one of --logged-in and --logged-out"),
            (["--cart", "p-0001:x"], "--cart entries look like"),
            (["--coupon", "SAVE10"], "unknown option '--coupon'"),
        ]
        for (arguments, message) in cases {
            let run = try await demo.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.standardError.contains(message), "\(run.standardError)")
        }
    }
}
