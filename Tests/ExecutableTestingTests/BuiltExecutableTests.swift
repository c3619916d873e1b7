import ExecutableTesting
import Testing

@Suite struct BuiltExecutableTests {
    /// The app, a product of this package. It is the composition root, so deleting a feature never removes it
    /// (a feature's demo would take these tests down with it).
    private func shop() throws -> BuiltExecutable { try BuiltExecutable(named: "shop") }

    @Test func aMissingProductSaysHowToBuildIt() {
        #expect {
            _ = try BuiltExecutable(named: "NoSuchProduct")
        } throws: { error in
            "\(error)".contains("swift build --build-tests")
        }
    }

    @Test func runsABuiltProductWithArgumentsInputAndExitStatus() async throws {
        let refused = try await shop().run(["--no-such-flag"], input: ["ignored"])
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("--no-such-flag"))
        #expect(refused.standardOutput.isEmpty)

        let session = try await shop().run(["--in-memory"], input: ["help", "quit"])
        #expect(session.status == 0)
        #expect(session.lines.contains { $0.hasPrefix("== ") }, "the first screen was drawn")
        #expect(session.lines.contains { $0.hasPrefix("  quit ") }, "the scripted help command was read")
    }

    @Test func aProcessThatExitsWithoutReadingItsInputLeavesTheCallerRunning() async throws {
        // Far more than a pipe buffers, so writing is still under way when the process exits on its usage error.
        // Without SIGPIPE ignored, the write to the closed pipe would kill the whole test process.
        let script = Array(repeating: String(repeating: "x", count: 99), count: 5_000)
        let run = try await shop().run(["--no-such-flag"], input: script)
        #expect(run.status == 64)
        #expect(run.standardError.contains("--no-such-flag"))
    }
}
