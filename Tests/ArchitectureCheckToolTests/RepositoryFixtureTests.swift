import Foundation
import Testing

/// Whole-repository mode on app repositories shaped like real ones: an Xcode app over local packages, an Xcode 16
/// project with synchronized folders, an extension and a test bundle.
@Suite(.timeLimit(.minutes(5))) struct RepositoryFixtureTests {
    /// Classic groups over four local packages: the cross-package feature edge names both packages, no sibling
    /// package is taken for a remote one, and Kingfisher, which the design system declares only for the app, is
    /// not unused.
    @Test func anXcodeAppOverFourLocalPackages() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("XcodeAppPackages"))
        #expect(status == 1)
        #expect(
            output == """
                error: CartFeature (feature, package Cart) -> CatalogFeature (feature, package Catalog): a feature cannot depend on a feature [feature-isolation]
                note: remove "CatalogFeature" from the dependencies of CartFeature in Packages/Cart/Package.swift; let CartFeature tell the app through its output and the app route it to CatalogFeature, or move the shared code into a foundation module
                error: CartFeature depends on Networking, but no source file of CartFeature imports Networking [unused-dependency]
                note: remove "Networking" from the dependencies of CartFeature in Packages/Cart/Package.swift; if CartFeature needs it only to link, add it to "linkOnly": {"CartFeature": [...]} in architecture.json
                errors by rule: feature-isolation 1, unused-dependency 1
                architecture check: 9 modules, 2 remote packages, 15 edges, 2 errors (T s)

                """)
        #expect(!output.contains("has no category"))
    }

    /// GRDB's demo project names the repository's own package `../../../../GRDB.swift`, out of the repository and
    /// back in when the checkout is named GRDB.swift. A package path that lands inside the repository, through `..`
    /// or a symbolic link, is the folder it lands in, read once: the check says what it says of the plain paths.
    @Test func aPackagePathThatLeavesTheRepositoryAndComesBackIsReadOnce() async throws {
        let copy = try CheckTool.copy("XcodeAppPackages")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let (_, plain) = try await CheckTool.check(copy)
        let folder = URL(fileURLWithPath: copy).lastPathComponent
        let project = copy + "/Storefront.xcodeproj/project.pbxproj"
        try CheckTool.edit(
            project, replacing: "relativePath = Packages/Cart;", with: "relativePath = \"../\(folder)/Packages/Cart\";")
        try FileManager.default.createSymbolicLink(
            atPath: copy + "/Vendor", withDestinationPath: copy + "/Packages")
        try CheckTool.edit(
            project, replacing: "relativePath = Packages/Catalog;", with: "relativePath = Vendor/Catalog;")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(output == plain)
        #expect(output.contains("architecture check: 9 modules, 2 remote packages, 15 edges, 2 errors"))
    }

    /// An Xcode target sees the clang modules whose module maps lie on its header search paths (sentry-cocoa's
    /// framework imports its private headers as a module from `$(SRCROOT)/Sources/…/include/**`): importing one is
    /// no undeclared import. A module map on no search path of the target's still is.
    @Test func anXcodeTargetMayImportAModuleOnItsHeaderSearchPaths() async throws {
        let copy = try CheckTool.copy("XcodeAppPackages")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try CheckTool.write(
            "module CPricing {\n    header \"pricing.h\"\n    export *\n}\n",
            to: copy + "/Storefront/Support/Pricing/include/module.modulemap")
        try CheckTool.write("int pricing_scale(void);\n", to: copy + "/Storefront/Support/Pricing/include/pricing.h")
        try CheckTool.write(
            "module CTax {\n    header \"tax.h\"\n}\n", to: copy + "/Storefront/Support/Tax/module.modulemap")
        try CheckTool.edit(
            copy + "/Storefront/Support/PriceText.swift", replacing: "import Foundation\n",
            with: "import CPricing\nimport CTax\nimport Foundation\n")
        try addStorefrontSetting(
            "HEADER_SEARCH_PATHS = (\"$(inherited)\", \"$(SRCROOT)/Storefront/Support/Pricing/**\");", in: copy)
        try makeKingfishersModulesKnown(in: copy)
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(!output.contains("imports CPricing"))
        #expect(output.contains("error: Storefront imports CTax, which is neither"))
    }

    /// Carthage's way for a test bundle or a framework: `FRAMEWORK_SEARCH_PATHS` holds `Carthage/Build/<platform>`
    /// (often for one SDK only) and the import links itself. The frameworks the Cartfile resolves are on the
    /// target's search path, built or not: importing one is no undeclared import. A module nothing resolves still is.
    @Test func anXcodeTargetMayImportACarthageFrameworkOnItsFrameworkSearchPath() async throws {
        let copy = try CheckTool.copy("XcodeAppPackages")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try CheckTool.write(
            "github \"example/TinyGraphs\" \"4.1.0\"\ngithub \"example/swift-markdown\" \"0.3.0\"\n",
            to: copy + "/Cartfile.resolved")
        try CheckTool.edit(
            copy + "/Storefront/Support/PriceText.swift", replacing: "import Foundation\n",
            with: "import Foundation\nimport Sparkline\nimport TinyGraphs\n")
        try addStorefrontSetting(
            "\"FRAMEWORK_SEARCH_PATHS[sdk=iphone*]\" = (\"$(inherited)\", \"$(SRCROOT)/Carthage/Build/iOS\");", in: copy
        )
        try makeKingfishersModulesKnown(in: copy)
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(!output.contains("imports TinyGraphs"))
        #expect(output.contains("error: Storefront imports Sparkline, which is neither"))
    }

    /// A framework a target's Frameworks phase links by a path out of the repository (a project moved a folder up
    /// from where `../Carthage/Build/iOS/Sparkline.framework` was written) is still the framework the target links:
    /// importing its module is no undeclared import. A path out of the repository to Xcode's SDK is no framework
    /// the repository links.
    @Test func aFrameworkLinkedByAPathOutOfTheRepositoryIsLinked() async throws {
        let copy = try CheckTool.copy("XcodeAppPackages")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let project = copy + "/Storefront.xcodeproj/project.pbxproj"
        let edits = [
            (
                "/* End PBXBuildFile section */",
                "\t\t5F10A00B2C4E8B1200D1A001 /* Sparkline.framework in Frameworks */ = {isa = PBXBuildFile; "
                    + "fileRef = 5F10A01A2C4E8B1200D1A001 /* Sparkline.framework */; };\n"
                    + "\t\t5F10A00C2C4E8B1200D1A001 /* Charts.framework in Frameworks */ = {isa = PBXBuildFile; "
                    + "fileRef = 5F10A01B2C4E8B1200D1A001 /* Charts.framework */; };\n/* End PBXBuildFile section */"
            ),
            (
                "/* End PBXFileReference section */",
                "\t\t5F10A01A2C4E8B1200D1A001 /* Sparkline.framework */ = {isa = PBXFileReference; "
                    + "lastKnownFileType = wrapper.framework; name = Sparkline.framework; "
                    + "path = ../Carthage/Build/iOS/Sparkline.framework; sourceTree = \"<group>\"; };\n"
                    + "\t\t5F10A01B2C4E8B1200D1A001 /* Charts.framework */ = {isa = PBXFileReference; "
                    + "lastKnownFileType = wrapper.framework; name = Charts.framework; "
                    + "path = ../../../Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/"
                    + "Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/Charts.framework; "
                    + "sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"
            ),
            (
                "5F10A00A2C4E8B1200D1A001 /* FirebaseAnalytics in Frameworks */,\n",
                "5F10A00A2C4E8B1200D1A001 /* FirebaseAnalytics in Frameworks */,\n"
                    + "5F10A00B2C4E8B1200D1A001 /* Sparkline.framework in Frameworks */,\n"
                    + "5F10A00C2C4E8B1200D1A001 /* Charts.framework in Frameworks */,\n"
            ),
        ]
        for (old, new) in edits { try CheckTool.edit(project, replacing: old, with: new) }
        try CheckTool.edit(
            copy + "/Storefront/Support/PriceText.swift", replacing: "import Foundation\n",
            with: "import Charts\nimport Foundation\nimport Sparkline\n")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(!output.contains("imports Sparkline"))
        #expect(!output.contains("framework Charts"))
        #expect(
            output.contains("error: framework Sparkline ($(BUILT_PRODUCTS_DIR)/Sparkline.framework) has no category"))
    }

    /// A module an Xcode target's Objective-C sources import (`@import DesignSystem;` in a test bundle's `.m`, as
    /// sentry-cocoa's profiler tests import their test utilities) is used: that dependency is no unused one.
    @Test func aModuleTheObjectiveCSourcesImportIsUsed() async throws {
        let copy = try CheckTool.copy("XcodeAppPackages")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try addObjectiveCProbeLinkingDesignSystem(to: copy)
        try CheckTool.write(
            "@import XCTest;\n@import DesignSystem;\n\n@interface Probe : XCTestCase\n@end\n",
            to: copy + "/StorefrontTests/Probe.m")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(!output.contains("StorefrontTests depends on DesignSystem"))
        #expect(output.contains("architecture check: 9 modules, 2 remote packages, 16 edges, 2 errors"))
    }

    /// A module a header imports (`@import DesignSystem;` in `Probe.h`) is used by the target whose Objective-C
    /// source includes that header from its folder (`#import "Probe.h"` in `Probe.m`), as an example app's model
    /// headers import the library's diffing module: that dependency is no unused one.
    @Test func aModuleTheHeaderOfAnObjectiveCSourceImportsIsUsed() async throws {
        let copy = try CheckTool.copy("XcodeAppPackages")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try addObjectiveCProbeLinkingDesignSystem(to: copy)
        try CheckTool.write(
            "@import XCTest;\n@import DesignSystem;\n\n@interface Probe : XCTestCase\n@end\n",
            to: copy + "/StorefrontTests/Probe.h")
        try CheckTool.write(
            "#import \"Probe.h\"\n\n@implementation Probe\n@end\n", to: copy + "/StorefrontTests/Probe.m")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(!output.contains("StorefrontTests depends on DesignSystem"))
        #expect(output.contains("architecture check: 9 modules, 2 remote packages, 16 edges, 2 errors"))
    }

    /// The same repository checked one package at a time, as before whole-repository mode: the feature edge is
    /// invisible and the sibling packages look remote.
    @Test func onePackageAtATimeMissesTheFeatureEdge() async throws {
        let root = CheckTool.fixture("XcodeAppPackages")
        let (status, output) = try await CheckTool.check(
            root + "/Packages/Cart", ["--single-package", "--config", root + "/architecture.json"])
        #expect(status == 1)
        #expect(!output.contains("feature-isolation"))
        #expect(output.contains("error: local package catalog ("))
        #expect(output.contains("check the whole repository (--repository at its root)"))
        #expect(!output.contains("\"category\": \"sdk\""))
    }

    /// The app drawn with its edges: to both features, the design system and the SDK it links itself.
    @Test func theAppIsDrawnWithItsEdges() async throws {
        let run = try await CheckTool.run([
            "--package-dir", CheckTool.fixture("XcodeAppPackages"), "--format", "mermaid",
        ])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("    Storefront[\"Storefront<br/>app · layer 0\"]"))
        for edge in ["CartFeature", "CatalogFeature", "DesignSystem", "firebase_ios_sdk"] {
            #expect(lines.contains("    Storefront --> \(edge)"))
        }
        #expect(lines.contains("    CartFeature ==> CatalogFeature"))
        #expect(lines.contains("    class Storefront app"))
    }

    /// The reports for CI from the same repository, each parsed: a manifest edge points at the manifest of the
    /// package that declares it, relative to the repository root.
    @Test func reportsForCIOnTheAppRepository() async throws {
        let root = CheckTool.fixture("XcodeAppPackages")
        let inRepository = "Tests/ArchitectureFixtures/XcodeAppPackages"
        let json = try await CheckTool.run(["--package-dir", root, "--format", "json"])
        #expect(json.status == 1)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["feature-isolation", "unused-dependency"])
        #expect(findings.map { $0["module"] as? String } == ["CartFeature", "CartFeature"])
        #expect((findings[0]["message"] as? String)?.contains("CatalogFeature (feature, package Catalog)") == true)

        let sarif = try await CheckTool.run(["--package-dir", root, "--format", "sarif"])
        #expect(sarif.status == 1)
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["feature-isolation", "unused-dependency"])
        let locations = try #require(results.first?["locations"] as? [[String: Any]])
        let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "\(inRepository)/Packages/Cart/Package.swift")

        let github = try await CheckTool.run(["--package-dir", root, "--format", "github"])
        #expect(github.status == 1)
        let annotations = github.standardOutput.split(separator: "\n")
        #expect(annotations.count == 2)
        #expect(annotations.allSatisfy { $0.hasPrefix("::error ") })
        #expect(annotations[0].hasPrefix("::error title=feature-isolation::CartFeature (feature, package Cart) -> "))
    }

    /// Xcode 16's synchronized folders: the app's folder minus its exceptions, the widget's folder plus the file
    /// the app's folder shares with it, the test bundle's folder. The widget imports a package it does not link.
    @Test func synchronizedFoldersAnExtensionAndATestBundle() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("XcodeSynchronizedFolders"))
        #expect(status == 1)
        #expect(
            output == """
                Journal/Shared/EntryFormatting.swift:2:8: error: JournalWidget imports JournalKit, which is not one of its dependencies [undeclared-import]
                note: add the product of package JournalKit that holds JournalKit to JournalWidget's Frameworks, Libraries, and Embedded Content in Journal.xcodeproj
                JournalWidget/JournalWidget.swift:1:8: note: JournalKit is imported here too
                errors by rule: undeclared-import 1
                architecture check: 5 modules, 4 edges, 1 error on 2 lines (T s)

                """)
        let table = try await CheckTool.run(["--package-dir", CheckTool.fixture("XcodeSynchronizedFolders")])
            .standardOutput
        #expect(table.hasPrefix("module         category    layer  deps  used by  public\n"))
        #expect(table.contains("JournalWidget  app         1      0     1        0\n"))
    }

    /// A package with a macro, a target named the Objective-C category way and a hyphenated one: the regular
    /// target on its macro implementation is right by design, imports use the module names Swift makes
    /// (`UITextView_Placeholder`, `SyncUI_macOS`), and the one real mistake is named with both spellings.
    @Test func aMacroAndNamesSwiftRewrites() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("MacroAndNames"))
        #expect(status == 1)
        #expect(
            output == """
                Sources/SyncUI-macOS/SyncStatusView.swift:3:8: error: SyncUI-macOS imports UITextView_Placeholder, which is not one of its dependencies [undeclared-import]
                note: add "UITextView+Placeholder" to the dependencies of SyncUI-macOS in Package.swift
                errors by rule: undeclared-import 1
                architecture check: 6 modules, 1 remote package, 8 edges, 1 error (T s)

                """)
    }

    /// Fixture (d), shaped like an older CocoaPods app: a workspace that lists `Pods/Pods.xcodeproj`, which is not
    /// committed; an app target `Trailhead-iOS` whose product name `Trailhead` comes from an `.xcconfig` file (its
    /// tests `@testable import Trailhead`); a widget, an intents extension and a watch app, some with spaces in their
    /// names; a package read from `Package@swift-5.9.swift` with a binary target, a platform condition, a build tool
    /// plugin, resources and a target outside `Sources/`; `@_exported`, `import struct`, `@preconcurrency` and
    /// `#if canImport` imports; a feature's own `TrailsFeatureTesting` module; a `Podfile` whose one block links the
    /// pod Kingfisher into the app, catalogued as `{"pod": "Kingfisher", ...}`. Only the four real findings are
    /// reported: a feature on a feature, the intents extension importing the pod its Podfile block does not link
    /// (the app's import of it is legal, and the fix names the Podfile), an unused dependency, a feature without
    /// tests. The unused one stays although TrailsFeature re-exports
    /// TrailsKit: MapFeature's one import of TrailsFeature is scoped to a struct TrailsFeature declares itself, so
    /// nothing of TrailsKit is visible in MapFeature, and the message says so.
    @Test func anAppWithExtensionsAndPods() async throws {
        let directory = CheckTool.fixture("AppExtensionsAndPods")
        let (status, output) = try await CheckTool.check(directory)
        #expect(status == 1)
        #expect(
            output == """
                error: MapFeature (feature, package Features) -> TrailsFeature (feature, package Features): a feature cannot depend on a feature [feature-isolation]
                note: remove "TrailsFeature" from the dependencies of MapFeature in Packages/Features/Package.swift; let MapFeature tell the app through its output and the app route it to TrailsFeature, or move the shared code into a foundation module
                TrailheadIntents/IntentHandler.swift:2:8: error: TrailheadIntents imports Kingfisher, a module of pod Kingfisher, which is not one of its dependencies [undeclared-import]
                note: add target 'TrailheadIntents' do … pod 'Kingfisher' … end to Podfile
                error: MapFeature depends on TrailsKit, but no source file of MapFeature imports TrailsKit; TrailsFeature re-exports it (Packages/Features/Sources/TrailsFeature/TrailList.swift:1), but MapFeature imports only struct TrailsFeature.TrailList, which TrailsFeature declares itself [unused-dependency]
                note: remove "TrailsKit" from the dependencies of MapFeature in Packages/Features/Package.swift; if MapFeature needs it only to link, add it to "linkOnly": {"MapFeature": [...]} in architecture.json
                error: MapFeature (feature, package Features) has no test target MapFeatureTests [feature-shape]
                note: add .testTarget(name: "MapFeatureTests", dependencies: ["MapFeature"]) to Packages/Features/Package.swift
                errors by rule: feature-isolation 1, feature-shape 1, undeclared-import 1, unused-dependency 1
                architecture check: 13 modules, 1 remote package, 1 pod, 20 edges, 4 errors (T s)

                """)
        let app = try await CheckTool.run(["--package-dir", directory, "--explain", "Trailhead"])
        #expect(app.status == 0)
        #expect(
            app.standardOutput.split(separator: "\n").prefix(6).joined(separator: "\n") == """
                Trailhead-iOS (app, project Trailhead.xcodeproj)
                  kind:        application target at Trailhead/
                  layer:       0 (longest path from the app roots)
                  depends on:  Kingfisher, MapFeature, Trailhead Watch App, Trailhead Widgets, TrailheadIntents, TrailsFeature, swift-collections
                  imports:     Collections, Combine, Foundation, Kingfisher, MapFeature, SwiftUI, TrailsFeature, UIKit, os
                  used by:     TrailheadTests, TrailheadUITests
                """)
        let widget = try await CheckTool.run(["--package-dir", directory, "--explain", "Trailhead_Widgets"])
        #expect(widget.standardOutput.contains("kind:        widget-extension target at Trailhead Widgets/\n"))
        #expect(widget.standardOutput.contains("depends on:  TrailsKit\n"))
        let pod = try await CheckTool.run(["--package-dir", directory, "--explain", "Kingfisher"])
        #expect(pod.standardOutput.hasPrefix("Kingfisher (utility)\n  kind:        pod from Podfile (a leaf)\n"))
        #expect(pod.standardOutput.contains("used by:     Trailhead-iOS\n"))
    }

    /// Fixture (e), an app over one local package whose features import an umbrella module: HarborCore re-exports
    /// Models and Networking with `@_exported import`, so BookingFeature may import Models while declaring only
    /// HarborCore, and AccountFeature's declared Networking is used through HarborCore. Persistence, which
    /// HarborCore uses without re-exporting it, is the one real finding, and the note says why. The app target
    /// HarborApp sets no product name: the project-level `.xcconfig` names its module `Harbor`, which the tests
    /// import, while the share extension and the tests override it with their own names.
    @Test func anUmbrellaModuleAndAProjectLevelConfiguration() async throws {
        let directory = CheckTool.fixture("UmbrellaModuleApp")
        let (status, output) = try await CheckTool.check(directory)
        #expect(status == 1)
        #expect(
            output == """
                Packages/HarborKit/Sources/BookingFeature/BookingScreen.swift:3:8: error: BookingFeature imports Persistence, which is not one of its dependencies [undeclared-import]
                note: Persistence is reachable only through HarborCore (HarborCore imports it without @_exported); add "Persistence" to the dependencies of BookingFeature in Packages/HarborKit/Package.swift
                errors by rule: undeclared-import 1
                architecture check: 13 modules, 17 edges, 1 error (T s)

                """)
        for (name, header) in [
            ("Harbor", "HarborApp (app, project Harbor.xcodeproj)"),
            ("HarborShare", "HarborShare (app, project Harbor.xcodeproj)"),
            ("HarborTests", "HarborTests (test, project Harbor.xcodeproj)"),
        ] {
            let run = try await CheckTool.run(["--package-dir", directory, "--explain", name])
            #expect(run.status == 0)
            #expect(run.standardOutput.hasPrefix(header + "\n"))
        }
        let core = try await CheckTool.run(["--package-dir", directory, "--explain", "HarborCore"])
        #expect(
            core.standardOutput.split(separator: "\n")[4...5].joined(separator: "\n") == """
                  imports:     Foundation, Models, Networking, Persistence
                  re-exports:  Models, Networking (its clients see them without importing them)
                """)
    }

    /// `--affected` in an app repository: the affected test targets of a package run with `swift test` in that
    /// package, the Xcode ones with `xcodebuild test` and the shared scheme that runs them, through the workspace
    /// that lists the project once there is one. Without a shared scheme, a `#` line names them as Xcode targets.
    @Test func affectedTestsInAnAppRepository() async throws {
        let copy = try CheckTool.copy("UmbrellaModuleApp")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try await CheckTool.commitAll(copy)
        try CheckTool.edit(
            copy + "/Packages/HarborKit/Sources/Models/Berth.swift", replacing: "a boat", with: "a yacht")
        let affected = [
            "affected modules (13): AccountFeature, AccountFeatureTests, BookingFeature, BookingFeatureTests, "
                + "HarborApp, HarborCore, HarborShare, HarborTests, HarborUITests, Models, ModelsTests, Networking, "
                + "Persistence",
            "affected test targets (5): AccountFeatureTests, BookingFeatureTests, HarborTests, HarborUITests, "
                + "ModelsTests",
            "swift test --package-path Packages/HarborKit --filter '^(AccountFeatureTests|BookingFeatureTests|"
                + "ModelsTests)\\.'",
        ]
        var run = try await CheckTool.run(["--package-dir", copy, "--affected", "start"])
        #expect(run.status == 0)
        #expect(
            run.lines == ["changed since start: Models"] + affected + [
                "xcodebuild test -project Harbor.xcodeproj -scheme Harbor -only-testing:HarborTests "
                    + "-only-testing:HarborUITests", "",
            ])

        try CheckTool.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Harbor.xcodeproj"></FileRef>
            </Workspace>

            """, to: copy + "/Harbor.xcworkspace/contents.xcworkspacedata")
        try await CheckTool.git(copy, "add", "Harbor.xcworkspace")
        try await CheckTool.git(copy, "commit", "-q", "-m", "workspace")
        run = try await CheckTool.run(["--package-dir", copy, "--affected", "HEAD"])
        #expect(
            run.lines.suffix(2) == [
                "xcodebuild test -workspace Harbor.xcworkspace -scheme Harbor -only-testing:HarborTests "
                    + "-only-testing:HarborUITests", "",
            ])

        try await CheckTool.git(copy, "rm", "-r", "-q", "Harbor.xcodeproj/xcshareddata")
        try await CheckTool.git(copy, "commit", "-q", "-m", "unshare the scheme")
        run = try await CheckTool.run(["--package-dir", copy, "--affected", "HEAD"])
        #expect(
            run.lines == ["changed since HEAD: Models"] + affected + [
                "# Xcode test targets of Harbor.xcodeproj that no shared scheme runs: HarborTests, HarborUITests (run "
                    + "them with xcodebuild test -scheme <scheme> -only-testing:<target>, or share a scheme that tests "
                    + "them)", "",
            ])
    }

    /// "Checking a whole app repository" in the configuration article: every command of the walkthrough, run on a
    /// copy of the fixture it names, prints what the article quotes.
    @Test func theWalkthroughPrintsWhatTheArticleQuotes() async throws {
        let article = try String(
            contentsOf: CheckTool.fixtures.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Documentation/ShopKit.docc/ConfiguringTheCheck.md"), encoding: .utf8)
        let section = try #require(article.components(separatedBy: "## Checking a whole app repository").last)
            .components(separatedBy: "\n## ")[0]
        func blocks(_ language: String) -> [String] {
            section.components(separatedBy: "```\(language)\n").dropFirst().map {
                $0.components(separatedBy: "```")[0]
            }
        }
        let outputs = blocks("text")
        let configuration = try #require(blocks("json").first)
        try #require(outputs.count == 5)

        let copy = try CheckTool.copy("XcodeAppPackages")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.removeItem(atPath: copy + "/architecture.json")
        /// The article runs at the repository root, `--package-dir .`; here the root is the copy.
        func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
            let run = try await CheckTool.run(["--package-dir", copy] + arguments)
            return (run.status, CheckTool.withoutTimings(run.standardOutput).replacingOccurrences(of: copy, with: "."))
        }
        let drawing = try await run(["--format", "mermaid"]).output.split(separator: "\n")
        for line in ["Storefront --> CartFeature", "Storefront --> CatalogFeature", "Storefront --> DesignSystem"] {
            #expect(drawing.contains(Substring("    " + line)))
        }
        #expect(drawing.contains("    CartFeature ==> CatalogFeature"))
        #expect(!drawing.contains { $0.contains("firebase") })
        let first = try await run(["--quiet"])
        #expect(first.status == 1)
        let lastThree = first.output.split(separator: "\n").suffix(3)
        #expect(lastThree.joined(separator: "\n") + "\n" == outputs[0])

        let written = try await run(["--write-configuration", "architecture.json"])
        #expect(written.status == 0)
        #expect(written.output == outputs[1])
        #expect(try String(contentsOfFile: copy + "/architecture.json", encoding: .utf8) == configuration)
        let second = try await run(["--quiet"])
        #expect(second.status == 1)
        #expect(second.output == outputs[2])

        let baseline = try await run(["--write-baseline", "architecture-baseline.txt"])
        #expect(baseline.output == outputs[3])
        // The first line inside the outer braces.
        let file = copy + "/architecture.json"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        text.insert(
            contentsOf: "\n  \"baseline\": \"architecture-baseline.txt\",", at: text.index(after: text.startIndex))
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let third = try await run(["--quiet"])
        #expect(third.status == 0)
        #expect(third.output == outputs[4])
    }

    /// What the walk takes and leaves: packages under the root and one a workspace lists beside it, never build
    /// output, package checkouts or test fixtures.
    @Test func aWorkspaceListsAPackageBesideTheRepository() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("repo-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        func package(_ directory: String, _ target: String, imports: String = "") throws {
            try CheckTool.write(
                """
                // swift-tools-version: 5.10
                import PackageDescription

                let package = Package(name: "\(target)", targets: [.target(name: "\(target)")])

                """, to: "\(base)/\(directory)/Package.swift")
            try CheckTool.write(
                imports + "public enum \(target) {}\n", to: "\(base)/\(directory)/Sources/\(target)/\(target).swift")
        }
        try package("App/Packages/Orders", "Orders")
        try package("App/Packages/Payments", "Payments", imports: "import Orders\n")
        try package("SharedKit", "SharedKit")
        try package("App/.build/checkouts/Remote", "Remote")
        try package("App/Tests/Fixtures/Sample", "Sample")
        try CheckTool.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:../SharedKit"></FileRef>
            </Workspace>

            """, to: "\(base)/App/App.xcworkspace/contents.xcworkspacedata")
        try CheckTool.write(#"{"rules": {"codeowners": false}}"#, to: "\(base)/App/architecture.json")
        let run = try await CheckTool.run(["--package-dir", base + "/App"])
        #expect(run.status == 1)
        #expect(
            CheckTool.withoutTimings(run.standardOutput) == """
                module     category    layer  deps  used by  public
                Orders     foundation  -      0     0        1
                Payments   foundation  -      0     0        1
                SharedKit  foundation  -      0     0        1

                Packages/Payments/Sources/Payments/Payments.swift:1:8: error: Payments imports Orders, which is not one of its dependencies [undeclared-import]
                note: add the product of package Orders that holds Orders to the dependencies of Payments in Packages/Payments/Package.swift: .product(name: "<product>", package: "orders"), with .package(path: "../Orders") among the package's dependencies if it is not there yet
                errors by rule: undeclared-import 1
                architecture check: 3 modules, 0 edges, 1 error (T s)

                """)
    }

    /// A CocoaPods workspace lists `Pods/Pods.xcodeproj`, which most teams do not commit: the project is
    /// generated third-party code, left out like the walk leaves out `Pods/`, present or not.
    @Test func aWorkspaceListingThePodsProjectIsReadWithoutIt() async throws {
        let copy = try CheckTool.copy("XcodeSynchronizedFolders")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let before = try await CheckTool.check(copy)
        try CheckTool.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Journal.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
            </Workspace>

            """, to: copy + "/Journal.xcworkspace/contents.xcworkspacedata")
        let withoutPods = try await CheckTool.check(copy)
        #expect(withoutPods.status == 1)
        #expect(withoutPods.output == before.output)
        try CheckTool.write("{\n", to: copy + "/Pods/Pods.xcodeproj/project.pbxproj")
        #expect(try await CheckTool.check(copy).output == before.output)
    }

    /// A module nothing in the repository provides, imported by an Xcode target of a repository without a Podfile:
    /// the fix names the project's link phase or the target's Podfile block, never a `Package.swift` line.
    @Test func anXcodeTargetImportingAModuleNothingProvides() async throws {
        let copy = try CheckTool.copy("XcodeSynchronizedFolders")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try CheckTool.edit(copy + "/Journal/JournalApp.swift", replacing: "import SwiftUI", with: "import Kingfisher")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        let expected = """
            Journal/JournalApp.swift:2:8: error: Journal imports Kingfisher, which is neither a target or package \
            product it links, nor an Apple SDK or toolchain module [undeclared-import]
            note: link the package product or framework (a Carthage one too) that provides it in Journal's \
            Frameworks, Libraries, and Embedded Content in Journal.xcodeproj, or, if it is a pod, add pod '<Pod>' to \
            Journal's target block in the Podfile
            """
        #expect(output.split(separator: "\n").prefix(2).joined(separator: "\n") == expected)
    }

    /// A file the project still lists after it was deleted: exit 2, naming the project and the target that list
    /// it, and the two ways out.
    /// A file the project lists and the disk lacks is often generated by a script or a build phase (Simplenote's
    /// credentials, SwiftGen's output): the run warns and goes on. Only the target's unused dependencies go
    /// unreported, since the missing file may import them: `RootView.swift` was the app's only import of
    /// DesignSystem.
    @Test func aSourceFileTheProjectListsIsMissing() async throws {
        let copy = try CheckTool.copy("XcodeAppPackages")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.removeItem(atPath: copy + "/Storefront/App/RootView.swift")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(
            output == """
                warning: cannot read Storefront/App/RootView.swift, which Storefront.xcodeproj lists among the \
                sources of Storefront; the check went on without it, and reports no unused dependency of that target
                note: if a script or a build phase generates it, run that before the check; else restore the file, \
                or remove its reference from the project (Xcode shows it in red)
                error: CartFeature (feature, package Cart) -> CatalogFeature (feature, package Catalog): a feature \
                cannot depend on a feature [feature-isolation]
                note: remove "CatalogFeature" from the dependencies of CartFeature in Packages/Cart/Package.swift; \
                let CartFeature tell the app through its output and the app route it to CatalogFeature, or move the \
                shared code into a foundation module
                error: CartFeature depends on Networking, but no source file of CartFeature imports Networking \
                [unused-dependency]
                note: remove "Networking" from the dependencies of CartFeature in Packages/Cart/Package.swift; if \
                CartFeature needs it only to link, add it to "linkOnly": {"CartFeature": [...]} in architecture.json
                errors by rule: feature-isolation 1, unused-dependency 1
                architecture check: 9 modules, 2 remote packages, 15 edges, 2 errors (T s)

                """)
    }

    /// Several missing files of one project are one warning, with the targets that compile any of them (brave's
    /// leftover project listed 40 files that are gone, each a warning of its own before).
    @Test func theMissingFilesOfAProjectAreOneWarning() async throws {
        let copy = try CheckTool.copy("XcodeAppPackages")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.removeItem(atPath: copy + "/Storefront/App/RootView.swift")
        try FileManager.default.removeItem(atPath: copy + "/StorefrontTests/StorefrontTests.swift")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(
            output.hasPrefix(
                """
                warning: cannot read 2 files: Storefront/App/RootView.swift and StorefrontTests/StorefrontTests.swift, \
                which Storefront.xcodeproj lists among the sources of Storefront and StorefrontTests; the check went \
                on without them, and reports no unused dependency of those targets
                note: if a script or a build phase generates them, run that before the check; else restore the \
                files, or remove their references from the project (Xcode shows them in red)
                error: CartFeature
                """))
    }

    /// `--explain` takes the name Swift gives the module, as an import spells it, as well as the target's.
    @Test func explainTakesTheSwiftModuleName() async throws {
        let directory = CheckTool.fixture("MacroAndNames")
        let byTarget = try await CheckTool.run(["--package-dir", directory, "--explain", "SyncUI-macOS"])
        let byModule = try await CheckTool.run(["--package-dir", directory, "--explain", "SyncUI_macOS"])
        #expect(byModule.status == 0)
        #expect(byModule.standardOutput.hasPrefix("SyncUI-macOS (foundation)\n"))
        #expect(byModule.standardOutput == byTarget.standardOutput)
        let unknown = try await CheckTool.run(["--package-dir", directory, "--explain", "SyncUI"])
        #expect(unknown.status == 2)
    }

    /// A Tuist repository before `tuist generate`: `Project.swift` and a `Tuist/Package.swift` of remote packages
    /// only. Nothing to check is a usage error that says which generator to run first, with or without
    /// `--single-package`, never SwiftPM's search of the parent folders.
    @Test func aDirectoryWithNothingToCheck() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tuist-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try CheckTool.write("import ProjectDescription\n", to: base + "/Project.swift")
        try CheckTool.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "App", dependencies: [.package(url: "https://example.com/a.git", from: "1.0.0")])

            """, to: base + "/Tuist/Package.swift")
        try CheckTool.write("import SwiftUI\n", to: base + "/Targets/App/Sources/App.swift")
        let expected = """
            error: found no package target or Xcode project in \(base); run tuist generate (Project.swift: Tuist's \
            spec) first, then the check again

            """
        for extra in [[], ["--single-package"]] {
            let (status, output) = try await CheckTool.check(base, extra)
            #expect(status == 2)
            #expect(output == expected)
        }
    }

    /// An XcodeGen repository before `xcodegen generate` keeps its `.xcodeproj` folder for the shared schemes and
    /// ignores the generated project.pbxproj (and a CocoaPods one its workspace): the folder is no project to read,
    /// so the run says there is nothing to check yet and names the folder, as it does for a Tuist repository,
    /// instead of stopping on a project file that a generator writes. A workspace listing it goes on without it.
    @Test func aProjectFolderWithoutItsProjectFileIsNotYetGenerated() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("xcodegen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try CheckTool.write("name: Notes\ntargets:\n  Notes:\n    type: application\n", to: base + "/project.yml")
        try CheckTool.write("<Scheme/>\n", to: base + "/Notes.xcodeproj/xcshareddata/xcschemes/Notes.xcscheme")
        try CheckTool.write(
            "platform :ios, '15.0'\n\ntarget 'Notes' do\n  pod 'Markdown'\nend\n", to: base + "/Podfile")
        try CheckTool.write("import UIKit\n", to: base + "/Notes/AppDelegate.swift")
        let (status, output) = try await CheckTool.check(base)
        #expect(status == 2)
        #expect(
            output == """
                error: found no package target or Xcode project in \(base) (Notes.xcodeproj holds no project.pbxproj, \
                as before a generator writes it); run xcodegen generate (project.yml: XcodeGen's spec) first, then \
                the check again

                """)
        try CheckTool.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Notes.xcodeproj"></FileRef>
               <FileRef location = "group:Kit"></FileRef>
            </Workspace>

            """, to: base + "/Notes.xcworkspace/contents.xcworkspacedata")
        try CheckTool.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Kit", targets: [.target(name: "Kit")])

            """, to: base + "/Kit/Package.swift")
        try CheckTool.write("import Foundation\n", to: base + "/Kit/Sources/Kit/Kit.swift")
        try CheckTool.write(#"{"rules": {"codeowners": false}}"#, to: base + "/architecture.json")
        let workspace = try await CheckTool.check(base)
        #expect(workspace.status == 0)
        #expect(
            workspace.output.contains(
                "Notes.xcworkspace/contents.xcworkspacedata:3: warning: cannot read the Xcode project at "
                    + "Notes.xcodeproj, which Notes.xcworkspace/contents.xcworkspacedata lists, because its folder "
                    + "holds no project.pbxproj"))
    }

    /// An app target mixing Swift and Objective-C uses a package product through its headers: its `.m` files
    /// include `"MQTTSession.h"` from the product's include folder, which no file of the project is. The check
    /// reads the Objective-C files' includes: a product their `#import <Module/...>` names is used, and while they
    /// include a header neither the project nor the SDK has, the products are noted as not checked, not reported.
    @Test func aMixedTargetsObjectiveCMayUseAProductThroughItsHeaders() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("mixed-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try CheckTool.write(
            """
            // !$*UTF8*$!
            { objectVersion = 56; rootObject = R; objects = {
            R = {isa = PBXProject; mainGroup = G; targets = (APP); packageReferences = (PM, PL); };
            G = {isa = PBXGroup; children = (S1, M1, H1); path = Tracker; sourceTree = "<group>"; };
            S1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
            M1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Link.m; sourceTree = "<group>"; };
            H1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.h; path = Link.h; sourceTree = "<group>"; };
            PM = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/mqtt-client.git"; };
            PL = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/confetti.git"; };
            D1 = {isa = XCSwiftPackageProductDependency; package = PM; productName = MQTTClient; };
            D2 = {isa = XCSwiftPackageProductDependency; package = PL; productName = Confetti; };
            APP = {isa = PBXNativeTarget; name = Tracker; buildPhases = (SP); packageProductDependencies = (D1, D2); productType = "com.apple.product-type.application"; };
            SP = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
            B1 = {isa = PBXBuildFile; fileRef = S1; };
            B2 = {isa = PBXBuildFile; fileRef = M1; };
            }; }

            """, to: base + "/Tracker.xcodeproj/project.pbxproj")
        try CheckTool.write("import UIKit\n", to: base + "/Tracker/AppDelegate.swift")
        try CheckTool.write("#import <Foundation/Foundation.h>\n", to: base + "/Tracker/Link.h")
        try CheckTool.write(
            "#import \"Link.h\"\n#import \"Tracker-Swift.h\"\n// #import \"Confetti.h\"\n#import \"MQTTSession.h\"\n",
            to: base + "/Tracker/Link.m")
        try CheckTool.write(
            #"{"rules": {"codeowners": false}, "packages": [{"package": "mqtt-client", "category": "sdk"}, "#
                + #"{"package": "confetti", "category": "sdk"}]}"#, to: base + "/architecture.json")
        let (status, output) = try await CheckTool.check(base)
        #expect(status == 0)
        #expect(
            output == """
                note: 2 dependencies were not checked for use, because the target's Objective-C includes headers \
                that neither its project nor the SDK provides, which they may provide: Tracker links Confetti and \
                MQTTClient and includes "MQTTSession.h" (Tracker/Link.m:4). To have them checked, include a \
                product's header through its module (#import <Module/Header.h>, or @import Module;)
                architecture check: 1 module, 2 remote packages, 2 edges, 0 errors (T s)

                """)
        try CheckTool.write(
            "#import \"Link.h\"\n#import <MQTTClient/MQTTSession.h>\n#include <UIKit/UIKit.h>\n",
            to: base + "/Tracker/Link.m")
        let (headersPlaced, placed) = try await CheckTool.check(base)
        #expect(headersPlaced == 1)
        #expect(
            placed.hasPrefix(
                """
                error: Tracker depends on product Confetti of confetti, but no source file of Tracker imports \
                Confetti [unused-dependency]
                """))
        #expect(!placed.contains("MQTTClient"))
    }

    /// A React Native app's Podfile declares its pods through `use_react_native!`, Ruby from `node_modules` that
    /// the check does not run, so no `pod` line names React; Podfile.lock has them. The pods the lock resolved that
    /// no block's pods bring are linked into the targets of the blocks that call such Ruby, so the app's
    /// `import React` is not reported as provided by nothing it links.
    @Test func podsThatRubyTheCheckDoesNotRunDeclaresComeFromTheLock() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("rn-pods-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try CheckTool.write(
            """
            // !$*UTF8*$!
            { objectVersion = 56; rootObject = R; objects = {
            R = {isa = PBXProject; mainGroup = G; targets = (APP); };
            G = {isa = PBXGroup; children = (S1); path = Courier; sourceTree = "<group>"; };
            S1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Bridge.swift; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = Courier; buildPhases = (SP); productType = "com.apple.product-type.application"; };
            SP = {isa = PBXSourcesBuildPhase; files = (B1); };
            B1 = {isa = PBXBuildFile; fileRef = S1; };
            }; }

            """, to: base + "/ios/Courier.xcodeproj/project.pbxproj")
        try CheckTool.write("{}\n", to: base + "/package.json")
        try CheckTool.write("import UIKit\nimport React.RCTBridgeModule\n", to: base + "/ios/Courier/Bridge.swift")
        try CheckTool.write(
            """
            require_relative '../node_modules/react-native/scripts/react_native_pods'
            platform :ios, '15.0'
            target 'Courier' do
              config = use_native_modules!
              use_react_native!(:path => config[:reactNativePath])
            end

            """, to: base + "/ios/Podfile")
        try CheckTool.write(
            """
            PODS:
              - React (0.74.0):
                - React-Core (= 0.74.0)
              - React-Core (0.74.0)

            DEPENDENCIES:
              - React (from `../node_modules/react-native/`)

            COCOAPODS: 1.15.2

            """, to: base + "/ios/Podfile.lock")
        try CheckTool.write(
            #"{"rules": {"codeowners": false}}"#,
            to: base + "/architecture.json")
        let (status, output) = try await CheckTool.check(base)
        #expect(status == 0)
        #expect(output == "architecture check: 1 module, 2 pods, 2 edges, 0 errors (T s)\n")
    }

    /// An XcodeGen (or Tuist) repository commits the spec and the local packages, not the project: the packages are
    /// checked, and a warning says that the targets the spec would generate are not, instead of a run that looks
    /// like it checked the whole app. A model file named `Project.swift` is no Tuist spec; a generated project beside
    /// the spec is read, and no warning is given.
    @Test func aProjectSpecWithoutItsGeneratedProjectIsNamed() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try CheckTool.write("name: Atlas\ntargets:\n  Atlas:\n    type: application\n", to: base + "/project.yml")
        try CheckTool.write("import ProjectDescription\n", to: base + "/Widgets/Project.swift")
        try CheckTool.write("import ProjectDescription\n", to: base + "/Gadgets/Project.swift")
        try CheckTool.write("struct Project {}\n", to: base + "/Atlas/Models/Project.swift")
        try CheckTool.write("import Routing\n", to: base + "/Atlas/AtlasApp.swift")
        try CheckTool.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Routing", targets: [.target(name: "Routing")])

            """, to: base + "/Packages/Routing/Package.swift")
        try CheckTool.write("import Foundation\n", to: base + "/Packages/Routing/Sources/Routing/Route.swift")
        try CheckTool.write(#"{"rules": {"codeowners": false}}"#, to: base + "/architecture.json")
        let (status, output) = try await CheckTool.check(base)
        #expect(status == 0)
        #expect(
            output == """
                warning: project.yml is XcodeGen's spec of a project that is not generated here, so the targets it \
                would hold are not checked
                note: run xcodegen generate before the check to have them checked
                warning: Gadgets/Project.swift and Widgets/Project.swift are Tuist's specs of projects that are not \
                generated here, so the targets they would hold are not checked
                note: run tuist generate before the check to have them checked
                architecture check: 1 module, 0 edges, 0 errors (T s)

                """)
    }

    /// A React Native or Flutter repository keeps its app in `ios/` and has no `Package.swift` at its root: the
    /// root is checked as a repository, `node_modules` left out.
    @Test func anAppProjectInASubfolderOfTheRoot() async throws {
        let copy = try CheckTool.copy("XcodeSynchronizedFolders")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rn-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: copy, toPath: root + "/ios")
        try CheckTool.write("{}\n", to: root + "/package.json")
        try CheckTool.write("import Nothing\n", to: root + "/node_modules/some-module/ios/Module.swift")
        try CheckTool.write(#"{"rules": {"codeowners": false}}"#, to: root + "/architecture.json")
        let (status, output) = try await CheckTool.check(root)
        #expect(status == 1)
        #expect(
            output == """
                ios/Journal/Shared/EntryFormatting.swift:2:8: error: JournalWidget imports JournalKit, which is not one of its dependencies [undeclared-import]
                note: add the product of package JournalKit that holds JournalKit to JournalWidget's Frameworks, Libraries, and Embedded Content in ios/Journal.xcodeproj
                ios/JournalWidget/JournalWidget.swift:1:8: note: JournalKit is imported here too
                errors by rule: undeclared-import 1
                architecture check: 5 modules, 4 edges, 1 error on 2 lines (T s)

                """)
    }

    /// A project file broken by a merge is a configuration error naming the file and line.
    @Test func aBrokenProjectFileExitsTwoWithItsLine() async throws {
        let copy = try CheckTool.copy("XcodeSynchronizedFolders")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try CheckTool.edit(
            copy + "/Journal.xcodeproj/project.pbxproj", replacing: "/* Begin PBXProject section */",
            with: "<<<<<<< HEAD\n/* Begin PBXProject section */")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 2)
        #expect(
            output
                == "Journal.xcodeproj/project.pbxproj:233:1: error: not a valid project file: a merge conflict "
                + "marker (<<<<<<<); open the project in Xcode and save it again, or resolve the merge conflict in it\n"
        )
    }

    /// Adds `StorefrontTests/Probe.m` to the test bundle's sources and links the DesignSystem product into it, in the
    /// copy's Xcode project: the Objective-C source the caller writes decides whether DesignSystem is used.
    private func addObjectiveCProbeLinkingDesignSystem(to copy: String) throws {
        let project = copy + "/Storefront.xcodeproj/project.pbxproj"
        let edits = [
            (
                "/* End PBXBuildFile section */",
                "\t\t5F10A00B2C4E8B1200D1A001 /* Probe.m in Sources */ = {isa = PBXBuildFile; "
                    + "fileRef = 5F10A01A2C4E8B1200D1A001 /* Probe.m */; };\n"
                    + "\t\t5F10A00C2C4E8B1200D1A001 /* DesignSystem in Frameworks */ = {isa = PBXBuildFile; "
                    + "productRef = 5F10A0732C4E8B1200D1A001 /* DesignSystem */; };\n/* End PBXBuildFile section */"
            ),
            (
                "/* End PBXFileReference section */",
                "\t\t5F10A01A2C4E8B1200D1A001 /* Probe.m */ = {isa = PBXFileReference; "
                    + "lastKnownFileType = sourcecode.c.objc; path = Probe.m; sourceTree = \"<group>\"; };\n"
                    + "/* End PBXFileReference section */"
            ),
            (
                "5F10A0152C4E8B1200D1A001 /* StorefrontTests.swift */,\n",
                "5F10A0152C4E8B1200D1A001 /* StorefrontTests.swift */,\n5F10A01A2C4E8B1200D1A001 /* Probe.m */,\n"
            ),
            (
                "5F10A0052C4E8B1200D1A001 /* StorefrontTests.swift in Sources */,\n",
                "5F10A0052C4E8B1200D1A001 /* StorefrontTests.swift in Sources */,\n"
                    + "5F10A00B2C4E8B1200D1A001 /* Probe.m in Sources */,\n"
            ),
            (
                "5F10A0222C4E8B1200D1A001 /* Frameworks */ = {\n\t\t\tisa = PBXFrameworksBuildPhase;\n"
                    + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n",
                "5F10A0222C4E8B1200D1A001 /* Frameworks */ = {\n\t\t\tisa = PBXFrameworksBuildPhase;\n"
                    + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
                    + "5F10A00C2C4E8B1200D1A001 /* DesignSystem in Frameworks */,\n"
            ),
        ]
        for (old, new) in edits { try CheckTool.edit(project, replacing: old, with: new) }
    }

    /// Adds one build setting line, as Xcode writes it, to the Storefront target's settings in the copy's project.
    private func addStorefrontSetting(_ line: String, in copy: String) throws {
        try CheckTool.edit(
            copy + "/Storefront.xcodeproj/project.pbxproj",
            replacing: "PRODUCT_BUNDLE_IDENTIFIER = \"com.example.storefront\";",
            with: line + "\nPRODUCT_BUNDLE_IDENTIFIER = \"com.example.storefront\";")
    }

    /// Writes Kingfisher's modules into the copy's configuration, so that every remote product's modules are known
    /// and an import nothing provides is reported rather than noted.
    private func makeKingfishersModulesKnown(in copy: String) throws {
        try CheckTool.edit(
            copy + "/architecture.json", replacing: "\"category\": \"utility\"}",
            with: "\"category\": \"utility\", \"products\": {\"Kingfisher\": [\"Kingfisher\"]}}")
    }
}
