import ExecutableTesting
import Foundation
import Testing

/// The tool's command line: exit statuses, the baseline round trip, --update-readme, --explain, --affected.
@Suite(.timeLimit(.minutes(5))) struct CommandLineTests {
    @Test func aMalformedConfigurationExitsTwoWithTheLine() async throws {
        let package = try CheckTool.copy("ShopShaped")
        defer { try? FileManager.default.removeItem(atPath: package) }
        let configuration = "\(package)/architecture.json"
        try CheckTool.write("{\n  \"feature\": {\"demo\": null},\n}\n", to: configuration)
        var run = try await CheckTool.run(["--package-dir", package])
        #expect(run.status == 2)
        #expect(run.standardError == "architecture.json:3:1: error: not valid JSON: a trailing comma\n")
        #expect(run.standardOutput == "")

        try CheckTool.write(
            "{\n  \"rules\": {\"codeowners\": false},\n  \"hostOnlyModules\": {}\n}\n", to: configuration)
        run = try await CheckTool.run(["--package-dir", package])
        #expect(run.status == 2)
        #expect(
            run.standardError == "architecture.json:3:3: error: unknown key \"hostOnlyModules\" in the configuration; "
                + "known keys: categories, modules, hostOnly, testSupport, platformModules, packages, linkOnly, "
                + "onlyThrough, layers, feature, featureLayers, rules, baseline\n")

        try CheckTool.write("{\"modules\": {\"CartStore\": \"core\"}}\n", to: configuration)
        run = try await CheckTool.run(["--package-dir", package])
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "architecture.json:1:27: error: unknown category \"core\" in \"modules\".CartStore; use "
                + "one of app, feature, foundation, tool, test, sdk, utility\n")
    }

    /// The manifest breaks by a type mismatch, not a misspelt name: for a misspelt name the compiler searches for a
    /// correction, which takes about 7 CPU seconds here.
    @Test func aManifestThatDoesNotCompileExitsTwoWithSwiftPMsMessage() async throws {
        let package = try CheckTool.copy("ShopShaped")
        defer { try? FileManager.default.removeItem(atPath: package) }
        try CheckTool.edit(
            "\(package)/Package.swift", replacing: "name: \"ShopShaped\",", with: "name: 42,")
        let run = try await CheckTool.run(["--package-dir", package])
        #expect(run.status == 2)
        #expect(run.standardError.contains("swift package dump-package failed with status 1:"))
        #expect(run.standardError.contains("cannot convert value of type 'Int' to expected argument type 'String'"))
        #expect(run.standardOutput == "")
    }

    /// `--write-configuration` starts a configuration and never touches one: with a configuration in use, or a file
    /// of that name, it exits 2 and writes nothing; where the conventions give everything a category it says so.
    @Test func writingAConfigurationNeverReplacesOne() async throws {
        let copy = try CheckTool.copy("XcodeAppPackages")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        var run = try await CheckTool.run(["--package-dir", copy, "--write-configuration", "starting.json"])
        #expect(run.status == 2)
        #expect(
            run.standardError == "error: architecture.json is already the configuration; --write-configuration starts "
                + "one where there is none\nnote: the uncategorised errors name each entry to add to it\n")
        #expect(!FileManager.default.fileExists(atPath: copy + "/starting.json"))

        try FileManager.default.removeItem(atPath: copy + "/architecture.json")
        try CheckTool.write("{\"baseline\": \"debt.txt\"}\n", to: copy + "/starting.json")
        run = try await CheckTool.run(["--package-dir", copy, "--write-configuration", "starting.json"])
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix("error: starting.json exists; --write-configuration never overwrites a file\n"))
        #expect(
            try String(contentsOfFile: copy + "/starting.json", encoding: .utf8) == "{\"baseline\": \"debt.txt\"}\n")

        let plain = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: plain) }
        try CheckTool.write(
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Plain\", "
                + "targets: [.target(name: \"Core\")])\n", to: plain + "/Package.swift")
        try CheckTool.write("public struct Clock {}\n", to: plain + "/Sources/Core/Clock.swift")
        run = try await CheckTool.run(["--package-dir", plain, "--write-configuration", "architecture.json"])
        #expect(run.status == 0)
        #expect(
            run.standardOutput == "every module and package has a category under the conventions: nothing to write "
                + "to architecture.json\n")
        #expect(!FileManager.default.fileExists(atPath: plain + "/architecture.json"))
    }

    /// A file that the plugin's graph lists and the package lacks means the graph is older than the files: exit 2,
    /// unlike a file an Xcode project lists, which a script may generate later.
    @Test func aGraphListingAMissingFileIsStale() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stale-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try CheckTool.write(
            #"{"targets": [{"name": "Core", "kind": "regular", "path": "Sources/Core", "dependencies": [], "#
                + #""products": [], "sources": ["Sources/Core/Gone.swift"], "embeds": []}], "packages": []}"#,
            to: directory + "/graph.json")
        let run = try await CheckTool.run(["--package-dir", directory, "--graph", directory + "/graph.json"])
        #expect(run.status == 2)
        #expect(run.standardError == "error: cannot read Sources/Core/Gone.swift; is the graph stale?\n")
    }

    @Test func aBadCommandLineExitsTwo() async throws {
        let run = try await CheckTool.run(["--frobnicate"])
        #expect(run.status == 2)
        #expect(run.standardError == "error: unknown argument --frobnicate\nrun with --help for usage\n")
    }

    /// `--explain <rule>` says what the rule asks and why, and where this run breaks it, as a linter's rule
    /// reference does; a rule this run does not break says so.
    @Test func explainingARuleGivesItsHelpAndThisRunsFindings() async throws {
        let app = CheckTool.fixture("XcodeAppPackages")
        let broken = try await CheckTool.run(["--package-dir", app, "--explain", "unused-dependency"])
        #expect(broken.status == 0)
        #expect(
            broken.lines.filter { !$0.isEmpty } == [
                "unused-dependency: Every declared dependency is imported by the target that declares it.",
                "  A dependency nothing imports costs rebuilds and draws a false edge. Remove it, or list it under "
                    + "\"linkOnly\" when it is needed only to link. A dependency the target sees through another "
                    + "module's @_exported import, or that re-exports a module the target imports, is used.",
                "  this run: 1 finding in 1 module: CartFeature 1",
            ])
        let kept = try await CheckTool.run(["--package-dir", app, "--explain", "acyclic"])
        #expect(kept.lines.filter { !$0.isEmpty }.last == "  this run: no finding")
    }

    @Test func explainingAnUnknownModuleExitsTwoAndListsTheModules() async throws {
        let unknown = try await CheckTool.run([
            "--package-dir", CheckTool.fixture("ShopShaped"), "--explain", "CartStor",
        ])
        #expect(unknown.status == 2)
        #expect(
            unknown.standardError.hasPrefix(
                "error: no module or rule named CartStor; modules: CartStore, CartStoreTests, "
                    + "CheckoutFeature, CheckoutFeatureTests, Networking, NetworkingTests, ProductFeature, "
                    + "ProductFeatureTests, ProfileFeature, ProfileFeatureTests, SearchFeature, SearchFeatureTests, "
                    + "Shop, ShopTests; rules: uncategorised, "))
        #expect(unknown.standardError.contains(", unused-dependency, "))
        let known = try await CheckTool.run([
            "--package-dir", CheckTool.fixture("ShopShaped"), "--explain", "CartStore",
        ])
        #expect(known.status == 0)
        #expect(
            known.lines.prefix(3) == [
                "CartStore (foundation)", "  kind:        regular target at Sources/CartStore/",
                "  layer:       2 (longest path from the app roots)",
            ])
        #expect(
            known.standardOutput.contains(
                "  deleting it breaks (7): CartStoreTests, CheckoutFeature, CheckoutFeatureTests, ProductFeature, ProductFeatureTests, Shop, ShopTests\n"
            ))
    }

    @Test func updateReadmeRewritesOnlyItsBlock() async throws {
        let package = try CheckTool.copy("ShopShaped")
        defer { try? FileManager.default.removeItem(atPath: package) }
        let readme = "\(package)/README.md"
        let before = try String(contentsOfFile: readme, encoding: .utf8)
        let run = try await CheckTool.run(["--package-dir", package, "--update-readme"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "README.md: updated the module graph\n")
        let after = try String(contentsOfFile: readme, encoding: .utf8)
        let begin = "<!-- architecture-graph:begin -->\n"
        let end = "<!-- architecture-graph:end -->\n"
        func outside(_ text: String) -> [Substring] {
            let head = text.components(separatedBy: begin)[0]
            let tail = text.components(separatedBy: end)[1]
            return [Substring(head), Substring(tail)]
        }
        #expect(outside(after) == outside(before))
        let block = after.components(separatedBy: begin)[1].components(separatedBy: end)[0]
        #expect(block.hasPrefix("```mermaid\ngraph TD\n    Shop[\"Shop<br/>app · layer 0\"]\n"))
        #expect(block.contains("    ProductFeature --> CartStore\n"))
        #expect(block.hasSuffix("```\n"))
        let again = try await CheckTool.run(["--package-dir", package, "--update-readme"])
        #expect(again.standardOutput == "README.md: the module graph is up to date\n")
        let checked = try await CheckTool.run(["--package-dir", package, "--quiet", "--check-readme"])
        #expect(checked.status == 0)
    }

    /// The issue's round trip, on disk: write the baseline, pass; add a feature -> feature edge and only it fails;
    /// fix a recorded violation and the stale entry fails until the baseline is rewritten.
    @Test func baselineRoundTrip() async throws {
        let package = try CheckTool.copy("LegacyLayers")
        defer { try? FileManager.default.removeItem(atPath: package) }
        try FileManager.default.removeItem(atPath: "\(package)/architecture-baseline.txt")
        var run = try await CheckTool.run(["--package-dir", package, "--quiet"])
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix("architecture-baseline.txt: error: cannot read the baseline; write it with"))

        run = try await CheckTool.run(["--package-dir", package, "--write-baseline", "architecture-baseline.txt"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "architecture-baseline.txt: recorded 3 known violations\n")
        var (status, output) = try await CheckTool.check(package)
        #expect(status == 0)
        #expect(
            output
                == "architecture check: 8 modules, 14 edges, 0 errors, 3 known violations left in the baseline (T s)\n")

        // The team extracts two features; one reaches into the other.
        try CheckTool.edit(
            "\(package)/Package.swift",
            replacing: "        .executableTarget(name: \"ShopApp\", dependencies: [\"Views\"]),",
            with: """
                        .target(name: "SearchFeature", dependencies: ["Models"]),
                        .target(name: "CheckoutFeature", dependencies: ["SearchFeature", "Models"]),
                        .executableTarget(name: "ShopApp", dependencies: ["Views", "SearchFeature", "CheckoutFeature"]),
                """)
        try CheckTool.write("import Models\n", to: "\(package)/Sources/SearchFeature/Search.swift")
        try CheckTool.write(
            "import Models\nimport SearchFeature\n", to: "\(package)/Sources/CheckoutFeature/Checkout.swift")
        try CheckTool.write(
            "import CheckoutFeature\nimport SearchFeature\n", to: "\(package)/Sources/ShopApp/Routes.swift")
        (status, output) = try await CheckTool.check(package)
        #expect(status == 1)
        #expect(
            output == """
                error: CheckoutFeature (feature) -> SearchFeature (feature): a feature cannot depend on a feature [feature-isolation]
                note: remove "SearchFeature" from the dependencies of CheckoutFeature in Package.swift; let CheckoutFeature tell the app through its output and the app route it to SearchFeature, or move the shared code into a foundation module
                errors by rule: feature-isolation 1
                architecture check: 10 modules, 19 edges, 1 error, 3 known violations left in the baseline (T s)

                """)

        // The edge goes; then the undeclared Networking import is fixed, and its entry is stale.
        try CheckTool.edit(
            "\(package)/Package.swift", replacing: "dependencies: [\"SearchFeature\", \"Models\"]",
            with: "dependencies: [\"Models\"]")
        try CheckTool.write("import Models\n", to: "\(package)/Sources/CheckoutFeature/Checkout.swift")
        try CheckTool.edit(
            "\(package)/Package.swift", replacing: "dependencies: [\"Repositories\", \"Models\", \"Utils\"]",
            with: "dependencies: [\"Repositories\", \"Networking\", \"Models\", \"Utils\"]")
        (status, output) = try await CheckTool.check(package)
        #expect(status == 1)
        #expect(
            output == """
                architecture-baseline.txt:5:1: error: the baseline entry "undeclared-import Sources/ViewModels/CheckoutViewModel.swift imports Networking" no longer occurs [stale-baseline]
                note: the debt is paid: delete line 5 of architecture-baseline.txt (or rewrite the file with --write-baseline architecture-baseline.txt), so the violation cannot come back unnoticed
                errors by rule: stale-baseline 1
                architecture check: 10 modules, 19 edges, 1 error, 2 known violations left in the baseline (T s)

                """)
        run = try await CheckTool.run(["--package-dir", package, "--write-baseline", "architecture-baseline.txt"])
        #expect(run.standardOutput == "architecture-baseline.txt: recorded 2 known violations\n")
        (status, output) = try await CheckTool.check(package)
        #expect(status == 0)
        #expect(
            output
                == "architecture check: 10 modules, 19 edges, 0 errors, 2 known violations left in the baseline (T s)\n"
        )
    }

    /// `--affected` on a scratch git repository shaped like ShopKit.
    @Test func aChangeInCartStoreAffectsItsDependentsTestsOnly() async throws {
        let package = try CheckTool.copy("ShopShaped")
        defer { try? FileManager.default.removeItem(atPath: package) }
        try await CheckTool.commitAll(package)

        // One committed change and one uncommitted, both in CartStore; README changes affect nothing.
        try CheckTool.write("import Foundation\n", to: "\(package)/Sources/CartStore/CartLimits.swift")
        try await CheckTool.git(package, "add", "-A")
        try await CheckTool.git(package, "commit", "-q", "-m", "limits")
        try CheckTool.edit(
            "\(package)/Sources/CartStore/CartStore.swift", replacing: "Sendable", with: "Sendable, Equatable")
        try CheckTool.edit("\(package)/README.md", replacing: "stays as it is", with: "stays put")
        var run = try await CheckTool.run(["--package-dir", package, "--affected", "start"])
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "changed since start: CartStore",
                "affected modules (8): CartStore, CartStoreTests, CheckoutFeature, CheckoutFeatureTests, ProductFeature, "
                    + "ProductFeatureTests, Shop, ShopTests",
                "affected test targets (4): CartStoreTests, CheckoutFeatureTests, ProductFeatureTests, ShopTests",
                "swift test --filter '^(CartStoreTests|CheckoutFeatureTests|ProductFeatureTests|ShopTests)\\.'", "",
            ])
        #expect(!run.standardOutput.contains("Search"))
        #expect(!run.standardOutput.contains("Profile"))

        // A new file counts even before it is added; the manifest affects everything.
        try CheckTool.write("import Networking\n", to: "\(package)/Sources/ProfileFeature/Orders.swift")
        run = try await CheckTool.run(["--package-dir", package, "--affected", "HEAD"])
        #expect(run.lines.first == "changed since HEAD: CartStore, ProfileFeature")
        try CheckTool.edit("\(package)/Package.swift", replacing: "name: \"ShopShaped\"", with: "name: \"ShopShaped2\"")
        run = try await CheckTool.run(["--package-dir", package, "--affected", "HEAD"])
        #expect(
            run.lines == [
                "Package.swift changed since HEAD: every module is affected", run.lines[1], run.lines[2], "swift test",
                "",
            ])
        #expect(
            run.lines[2]
                == "affected test targets (7): CartStoreTests, CheckoutFeatureTests, NetworkingTests, ProductFeatureTests, ProfileFeatureTests, SearchFeatureTests, ShopTests"
        )

        let bad = try await CheckTool.run(["--package-dir", package, "--affected", "no-such-revision"])
        #expect(bad.status == 2)
        #expect(bad.standardError.hasPrefix("error: git diff failed with status 128: "))
    }
}
