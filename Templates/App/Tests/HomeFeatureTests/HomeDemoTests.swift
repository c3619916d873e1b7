import ExecutableTesting
import Testing

/// HomeDemo, built and run as a user would: a piped script, what it prints and how it exits.
@Suite struct HomeDemoTests {
    @Test func aScriptedSessionListsOpensAndPrintsTheOutput() async throws {
        let demo = try BuiltExecutable(named: "HomeDemo")
        let run = try await demo.run(input: ["open 1", "open 999", "quit", "open 2"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.lines.contains { $0.wholeMatch(of: /! no row 999; choose a row from 1 to \d+/) != nil })
        let outputs = run.lines.filter { $0.hasPrefix("output: ") }
        #expect(outputs.count == 1, "nothing after quit runs")
        #expect(outputs.first?.wholeMatch(of: /output: itemSelected\(itemID: "[^"]+"\)/) != nil)
        #expect(!run.standardOutput.contains("home>"), "piped input must not print prompts")
    }

    @Test func aServerFailureOffersRetryAndBadFlagsExit64() async throws {
        let demo = try BuiltExecutable(named: "HomeDemo")
        let run = try await demo.run(["--fail-next", "1"], input: ["retry"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Could not load items: simulated server failure"))
        #expect(run.standardOutput.contains("Type open <row> to choose one."))

        let bad = try await demo.run(["--colour"])
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("unknown option '--colour'"))
    }
}
