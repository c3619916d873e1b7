import Foundation
import Testing

/// Ownership decided file by file, as GitHub decides who reviews a change. The Journal app's sources are in two
/// synchronized folders, Journal/ (owned by `/Journal/`) and Shared/ (owned by `*.swift`); JournalKit's files are
/// owned by `*.swift` except those in Export/, which a later line without owners leaves unowned.
@Suite(.timeLimit(.minutes(5))) struct OwnedFoldersTests {
    /// One finding, at the CODEOWNERS line that leaves Export/ unowned; no finding for what `*.swift` owns.
    @Test func everySourceFileIsOwnedByTheLastLineMatchingIt() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("OwnedFoldersApp"))
        #expect(status == 1)
        #expect(
            output == """
                .github/CODEOWNERS:6:1: error: JournalKit (foundation, package JournalKit) at Packages/JournalKit/Sources/JournalKit/Export/ is left unowned by the pattern "Packages/JournalKit/Sources/JournalKit/Export/" [codeowners]
                note: give that line an owner, or add "/Packages/JournalKit/Sources/JournalKit/Export/ @<team>" after it
                errors by rule: codeowners 1
                architecture check: 2 modules, 1 edge, 1 error (T s)

                """)
    }

    /// `--explain` names each folder of a target whose sources lie in several.
    @Test func explainNamesEachFolder() async throws {
        let run = try await CheckTool.run([
            "--package-dir", CheckTool.fixture("OwnedFoldersApp"), "--explain", "Journal",
        ])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("  kind:        application target at Journal/ and Shared/\n"))
    }

    /// Without CODEOWNERS, a repository whose configuration asks for owners gets one error that points at the line
    /// asking (a file that exists), not at a root Package.swift the repository does not have.
    @Test func aMissingFileThatTheConfigurationAsksForPointsAtTheConfiguration() async throws {
        let copy = try CheckTool.copy("OwnedFoldersApp")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.removeItem(atPath: copy + "/.github/CODEOWNERS")
        try CheckTool.write("{\n  \"rules\": {\"codeowners\": true}\n}\n", to: copy + "/architecture.json")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(
            output == """
                architecture.json:2:1: error: no CODEOWNERS file (looked for .github/CODEOWNERS, CODEOWNERS, docs/CODEOWNERS), and architecture.json asks for owners [codeowners]
                note: create .github/CODEOWNERS with a line per module directory, e.g. "/Sources/Networking/ @your-org/platform-team", or turn the rule off with "rules": {"codeowners": false} in architecture.json
                errors by rule: codeowners 1
                architecture check: 2 modules, 1 edge, 1 error (T s)

                """)
        let sarif = try await CheckTool.run(["--package-dir", copy, "--format", "sarif"])
        #expect(sarif.standardOutput.contains("\"uri\" : \"architecture.json\""))
        #expect(!sarif.standardOutput.contains("Package.swift"))
    }
}
