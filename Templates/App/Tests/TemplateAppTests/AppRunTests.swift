import ExecutableTesting
import Testing

/// The built app, run as a user would: a piped script, what it prints and how it exits.
@Suite struct AppRunTests {
    @Test func homeListsItsSampleItemsAndOpeningOneRoutesItsOutput() async throws {
        let app = try BuiltExecutable(named: "template-app")
        let run = try await app.run(input: ["open 1", "back", "open 9", "quit"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.lines.contains { $0.contains("First item") && $0.hasSuffix("3 entries") })
        #expect(run.lines.contains("You opened home-1."))
        #expect(run.lines.contains("! no row 9; choose a row from 1 to 2"))
    }

    @Test func anAPIURLInClearTextToAnotherMachineIsRefused() async throws {
        let app = try BuiltExecutable(named: "template-app")
        let run = try await app.run(["--api-url", "http://api.example.com"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("is plain http to another machine"))
    }
}
