import Foundation
import Testing

/// What the build-tool plugin asks of the tool: `--stamp` written only by a passing check, `--warn-known` printing the
/// baseline's violations as warnings. `.ci/check-build-plugin` runs the plugin itself in `swift build`.
@Suite(.timeLimit(.minutes(5))) struct BuildStampTests {
    /// A fresh path for a stamp in the temporary directory.
    private func stampPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString).swift").path
    }

    /// The layer-first package adopted with a baseline passes: the stamp is written, and its three known
    /// violations are printed as warnings, each with its place and fix.
    @Test func aPassingCheckWritesTheStampAndWarnsOfKnownViolations() async throws {
        let stamp = stampPath()
        defer { try? FileManager.default.removeItem(atPath: stamp) }
        let (status, output) = try await CheckTool.check(
            CheckTool.fixture("LegacyLayers"), ["--warn-known", "--stamp", stamp])
        #expect(status == 0)
        #expect(
            output == """
                Sources/ViewModels/CheckoutViewModel.swift:2:8: warning: ViewModels imports Networking, which is not one of its dependencies (known: in the baseline) [undeclared-import]
                note: Networking is reachable only through Repositories; add "Networking" to the dependencies of ViewModels in Package.swift
                Sources/Views/CheckoutView.swift:2:8: warning: Views imports Repositories, which is not one of its dependencies (known: in the baseline) [undeclared-import]
                note: Repositories is reachable only through ViewModels; add "Repositories" to the dependencies of Views in Package.swift
                warning: Models depends on Utils, but no source file of Models imports Utils (known: in the baseline) [unused-dependency]
                note: remove "Utils" from the dependencies of Models in Package.swift; if Models needs it only to link, add it to "linkOnly": {"Models": [...]} in architecture.json
                architecture check: 8 modules, 14 edges, 0 errors, 3 known violations left in the baseline (T s)

                """)
        let written = try String(contentsOfFile: stamp, encoding: .utf8)
        #expect(written.hasPrefix("// The architecture check passed"))
        // Without --warn-known the known violations are only counted.
        let (_, quiet) = try await CheckTool.check(CheckTool.fixture("LegacyLayers"))
        #expect(!quiet.contains("warning:"))
    }

    /// A failing check removes the stamp an earlier passing run left, so the build runs the check again.
    @Test func aFailingCheckRemovesTheStamp() async throws {
        let stamp = stampPath()
        defer { try? FileManager.default.removeItem(atPath: stamp) }
        try "// from an earlier run\n".write(toFile: stamp, atomically: true, encoding: .utf8)
        let (status, output) = try await CheckTool.check(CheckTool.fixture("ComposableFeatures"), ["--stamp", stamp])
        #expect(status == 1)
        #expect(output.contains("error: SearchFeature (feature) -> ProductFeature (feature): a feature cannot depend"))
        #expect(!FileManager.default.fileExists(atPath: stamp))
    }

    /// A configuration error (exit status 2) also leaves no stamp; `--stamp` with another mode is a usage error.
    @Test func noStampWithoutACheck() async throws {
        let stamp = stampPath()
        defer { try? FileManager.default.removeItem(atPath: stamp) }
        try "// from an earlier run\n".write(toFile: stamp, atomically: true, encoding: .utf8)
        let (status, _) = try await CheckTool.check(
            CheckTool.fixture("ShopShaped"), ["--config", "/dev/null/none", "--stamp", stamp])
        #expect(status == 2)
        #expect(!FileManager.default.fileExists(atPath: stamp))
        let run = try await CheckTool.run(["--explain", "Shop", "--stamp", stamp])
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "error: --stamp records a check: it cannot be combined with another mode\nrun with --help for usage\n"
        )
    }
}
