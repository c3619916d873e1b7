import ExecutableTesting
import Foundation
import Testing

/// The packages `swift package init` makes check clean but for the category of their remote package: the macro
/// template's imports of swift-syntax's modules (`SwiftSyntax`, `SwiftSyntaxBuilder`, `SwiftSyntaxMacros`) are
/// brought by the products it declares, though swift-syntax is not resolved (the check resolves nothing, and runs
/// offline).
@Suite(.timeLimit(.minutes(5))) struct PackageTemplateTests {
    /// Runs `swift package init --type <type> --name <name>` in a new temporary folder, with a CODEOWNERS file as a
    /// team's repository has; the caller removes the folder.
    private func initialised(_ type: String, name: String, codeOwners: Bool = true) async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("template-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "init", "--type", type, "--name", name]
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let status = try await onThreadOfItsOwn {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        try #require(status == 0, "swift package init --type \(type) failed")
        if codeOwners { try CheckTool.write("* @example/maintainers\n", to: directory.path + "/CODEOWNERS") }
        return directory.path
    }

    @Test func theMacroTemplate() async throws {
        let package = try await initialised("macro", name: "Stringify")
        defer { try? FileManager.default.removeItem(atPath: package) }
        let (status, output) = try await CheckTool.check(package)
        #expect(status == 1)
        #expect(
            output.hasPrefix(
                """
                error: remote package swift-syntax (https://github.com/swiftlang/swift-syntax.git) has no category; used by StringifyMacros, StringifyTests [uncategorised]
                note: add {"package": "swift-syntax", "category": "sdk"} to "packages" in architecture.json ("utility" instead of "sdk" for a small, stable helper that any module may use)
                errors by rule: uncategorised 1
                architecture check: 4 modules, 1 remote package, 5 edges, 1 error (T s)

                """))
    }

    @Test func theToolTemplate() async throws {
        let package = try await initialised("tool", name: "Greet")
        defer { try? FileManager.default.removeItem(atPath: package) }
        let (status, output) = try await CheckTool.check(package)
        #expect(status == 1)
        #expect(output.hasPrefix("error: remote package swift-argument-parser ("))
        #expect(output.contains("errors by rule: uncategorised 1\n"))
    }

    @Test func theBuildToolPluginTemplate() async throws {
        let package = try await initialised("build-tool-plugin", name: "Generate")
        defer { try? FileManager.default.removeItem(atPath: package) }
        let (status, output) = try await CheckTool.check(package)
        #expect(status == 0)
        #expect(output.hasPrefix("architecture check: 1 module, 0 edges, 0 errors (T s)\n"))
    }

    /// A package just made, with no CODEOWNERS and no configuration, has chosen no owners yet: no error, and the run
    /// (when not `--quiet`) says in a note that owners were not checked and how to ask for them.
    @Test func aNewPackageWithoutCodeownersChecksClean() async throws {
        let package = try await initialised("library", name: "Shapes", codeOwners: false)
        defer { try? FileManager.default.removeItem(atPath: package) }
        let (status, output) = try await CheckTool.check(package)
        #expect(status == 0)
        #expect(output == "architecture check: 2 modules, 1 edge, 0 errors (T s)\n")
        let full = try await CheckTool.run(["--package-dir", package])
        #expect(full.status == 0)
        #expect(
            full.standardOutput.contains(
                "note: no CODEOWNERS file (looked for .github/CODEOWNERS, CODEOWNERS, docs/CODEOWNERS), so module "
                    + "owners are not checked; create .github/CODEOWNERS with a line per module directory, e.g. "
                    + "\"/Sources/Networking/ @your-org/platform-team\", or ask for owners with \"rules\": "
                    + "{\"codeowners\": true} in architecture.json\n"))
    }
}
