import ExecutableTesting
import Testing

@Suite struct BuiltExecutableTests {
    @Test func aMissingProductSaysHowToBuildIt() {
        #expect {
            _ = try BuiltExecutable(named: "NoSuchProduct")
        } throws: { error in
            "\(error)".contains("swift build --build-tests")
        }
    }

    @Test func runsABuiltProductWithArgumentsInputAndExitStatus() throws {
        // The search demo is a product of this package; any built executable would do.
        let demo = try BuiltExecutable(named: "SearchDemo")
        let run = try demo.run(["--no-such-flag"], input: ["ignored"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("--no-such-flag"))
        #expect(run.standardOutput.isEmpty)

        let session = try demo.run([], input: ["forget", "quit"])
        #expect(session.status == 0)
        #expect(session.lines.first == "")
        #expect(session.standardOutput.contains("== Search"))
    }
}
