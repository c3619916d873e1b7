import ExecutableTesting
import Testing

/// ProductDemo, built and run as a user would: flags, a piped script, what it prints and how it exits.
@Suite struct ProductDemoTests {
    @Test func aScriptedSessionAddsToTheCartAndPrintsEveryOutput() async throws {
        let demo = try BuiltExecutable(named: "ProductDemo")
        let run = try await demo.run(
            ["--product", "p-0001", "--cart", "p-0500:2"],
            input: ["variant 2", "qty 2", "add", "cart", "related 1", "qty 500", "quit", "add"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.lines.contains { $0.hasPrefix("Added 2 × ") && $0.hasSuffix(" to the cart. Type cart to see it.") })
        #expect(run.lines.contains { $0.hasPrefix("›2 ") && $0.hasSuffix(", 2 in your cart") })
        let outputs = run.lines.filter { $0.hasPrefix("output: ") }
        #expect(outputs.count == 2)
        #expect(outputs.first == "output: cartRequested")
        #expect(outputs.last?.wholeMatch(of: /output: productSelected\(productID: "p-\d{4}"\)/) != nil)
        #expect(run.lines.contains("! the quantity must be a whole number from 1 to 99"))
        #expect(!run.standardOutput.contains("product>"), "piped input must not print prompts")
        #expect(!run.lines.contains { $0.hasSuffix(", 4 in your cart") }, "nothing after quit runs")
    }

    @Test func anUnknownProductAndAFailedLoadAreShownAndEndOfInputExitsCleanly() async throws {
        let demo = try BuiltExecutable(named: "ProductDemo")
        let missing = try await demo.run(["--product", "p-9999"], input: ["add", "cart"])
        #expect(missing.status == 0)
        #expect(missing.standardOutput.contains("The shop has no product p-9999"))
        #expect(missing.lines.contains("! there is no product here to choose or add"))
        #expect(missing.lines.contains("output: cartRequested"))

        let failing = try await demo.run(["--fail-next", "1"], input: ["retry"])
        #expect(failing.status == 0)
        #expect(failing.standardOutput.contains("Could not load product p-0001: simulated server failure"))
        #expect(failing.lines.contains("Type retry to try again."))
        #expect(failing.lines.contains("Related products"), "retry loads the product")
    }

    @Test func helpAndBadFlags() async throws {
        let demo = try BuiltExecutable(named: "ProductDemo")
        let help = try await demo.run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("--product <id>"))
        #expect(help.standardOutput.contains("--cart <id[:variant]:qty,...>"))
        #expect(help.standardOutput.contains("--latency-ms <n>"))

        let unknown = try await demo.run(["--colour"])
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("unknown option '--colour'"))
        let badCart = try await demo.run(["--cart", "p-0001:lots"])
        #expect(badCart.status == 64)
        #expect(badCart.standardError.contains("--cart entries look like"))
    }
}
