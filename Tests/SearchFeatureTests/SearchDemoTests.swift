import ExecutableTesting
import Testing

/// SearchDemo, built and run as a user would: flags, a piped script, what it prints and how it exits.
@Suite struct SearchDemoTests {
    @Test func aScriptedSessionSearchesPagesAndPrintsTheOutput() async throws {
        let demo = try BuiltExecutable(named: "SearchDemo")
        let run = try await demo.run(input: [
            "search kettle", "sort price-asc", "open 1", "open 99", "quit", "search never",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Categories"))
        #expect(run.lines.contains { $0.contains("Kettlebell") && $0.contains("USD ") })
        #expect(run.lines.contains { $0.wholeMatch(of: /! no row 99; choose a row from 1 to \d+/) != nil })
        let outputs = run.lines.filter { $0.hasPrefix("output: ") }
        #expect(outputs.count == 1)
        #expect(outputs.first?.wholeMatch(of: /output: productSelected\(productID: "p-\d{4}"\)/) != nil)
        #expect(!run.standardOutput.contains("search>"), "piped input must not print prompts")
        #expect(!run.standardOutput.contains("never"), "nothing after quit runs")
    }

    @Test func endOfInputExitsCleanlyAndFailuresOfferRetry() async throws {
        let run = try await BuiltExecutable(named: "SearchDemo").run(
            ["--fail-next", "1"], input: ["retry", "search crème"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("Could not load categories: simulated server failure"))
        #expect(run.standardOutput.contains("Type retry to try again."))
        #expect(run.lines.contains { $0.contains("Kitchen") && !$0.contains("Could not") })
        #expect(run.lines.contains { $0.contains("Crème") })
    }

    @Test func helpAndBadFlags() async throws {
        let demo = try BuiltExecutable(named: "SearchDemo")
        let help = try await demo.run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("--query <words>"))
        #expect(help.standardOutput.contains("--fail-next <n>"))

        let bad = try await demo.run(["--colour"])
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("unknown option '--colour'"))
        let badValue = try await demo.run(["--fail-rate", "2"])
        #expect(badValue.status == 64)
        #expect(badValue.standardError.contains("--fail-rate needs a fraction from 0 to 1"))
    }
}
