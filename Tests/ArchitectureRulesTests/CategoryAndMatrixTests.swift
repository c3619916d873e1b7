import ArchitectureRules
import Testing

/// The conventions that give each target its category without a configuration file, and the matrix.
struct CategoryAndMatrixTests {
    private func category(_ kind: TargetKind, _ path: String, name: String = "Module") -> ModuleCategory? {
        ArchitectureConfiguration.conventions.category(of: PackageTarget(name: name, kind: kind, path: path))
    }

    @Test func categoriesFollowKindPathAndName() {
        #expect(category(.test, "Tests/NetworkingTests") == .test)
        #expect(category(.test, "Sources/Odd") == .test)
        #expect(category(.plugin, "Plugins/CheckArchitecture") == .tool)
        #expect(category(.plugin, "Elsewhere/Plugin") == .tool)
        #expect(category(.regular, "Plugins/ArchitectureRules") == .tool)
        #expect(category(.executable, "Benchmarks/ShopBenchmarks") == .tool)
        #expect(category(.regular, "Sources/SearchFeature", name: "SearchFeature") == .feature)
        #expect(category(.executable, "Sources/Shop", name: "Shop") == .app)
        #expect(category(.executable, "Demos/SearchDemo", name: "SearchDemo") == .app)
        #expect(category(.system, "Sources/CSQLite", name: "CSQLite") == .foundation)
        #expect(category(.regular, "./Sources/Networking/", name: "Networking") == .foundation)
        #expect(category(.system, "Sources/CSQLiteFeature", name: "CSQLiteFeature") == .foundation)
    }

    @Test func targetsOutsideTheLayoutHaveNoCategory() {
        #expect(category(.regular, "Demos/Shared") == nil)
        #expect(category(.executable, "Tools/Generator") == nil)
        #expect(category(.regular, "SourcesExtra/Networking") == nil)
    }

    @Test func theMatrixAllowsExactlyTheDocumentedEdges() {
        let allowed: Set<String> = [
            "app>feature", "app>foundation", "app>sdk", "app>utility", "feature>foundation", "feature>utility",
            "foundation>foundation", "foundation>utility", "tool>tool", "tool>foundation", "tool>utility",
            "test>app", "test>feature", "test>foundation", "test>sdk", "test>utility", "test>tool",
        ]
        let firstParty: [ModuleCategory] = [.app, .feature, .foundation, .tool, .test]
        for from in firstParty {
            for to in ModuleCategory.allCases {
                let violation = ModuleRules.edgeViolation(from: "A", from, to: "B", to)
                #expect((violation == nil) == allowed.contains("\(from)>\(to)"), "\(from) -> \(to)")
            }
        }
        for remote in [ModuleCategory.sdk, .utility] {
            for to in ModuleCategory.allCases {
                #expect(ModuleRules.edgeViolation(from: "A", remote, to: "B", to) == nil, "a leaf: \(remote) -> \(to)")
            }
        }
    }

    @Test func eachForbiddenCellNamesItsRule() {
        func rule(
            _ from: ModuleCategory, _ to: ModuleCategory, _ fromName: String = "A", _ toName: String = "B",
            testing feature: String? = nil
        ) -> RuleID? {
            ModuleRules.edgeViolation(from: fromName, from, to: toName, to, testedFeature: feature)?.rule
        }
        #expect(rule(.feature, .feature) == .featureIsolation)
        #expect(rule(.foundation, .feature) == .foundationPurity)
        #expect(rule(.feature, .app) == .appIsARoot)
        #expect(rule(.app, .app) == .appIsARoot)
        #expect(rule(.tool, .app) == .appIsARoot)
        #expect(rule(.feature, .foundation, "SearchFeature", "EmbeddedBackend") == .hostOnly)
        #expect(rule(.feature, .foundation, "SearchFeature", "DemoHost") == .hostOnly)
        #expect(rule(.app, .foundation, "SearchDemo", "DemoHost") == nil)
        #expect(rule(.feature, .foundation, "SearchFeature", "NetworkingTesting") == .testSupport)
        #expect(rule(.app, .foundation, "Shop", "ExecutableTesting") == .testSupport)
        #expect(rule(.foundation, .foundation, "DemoHost", "NetworkingTesting") == .testSupport)
        #expect(rule(.test, .foundation, "SearchFeatureTests", "NetworkingTesting") == nil)
        #expect(rule(.tool, .foundation, "ShopBenchmarks", "ExecutableTesting") == nil)
        #expect(rule(.app, .foundation, "Shop", "EmbeddedBackend") == nil)
        #expect(rule(.foundation, .foundation, "Networking", "EmbeddedBackend") == nil)
        #expect(rule(.tool, .feature) == .toolBoundary)
        #expect(rule(.app, .tool) == .toolBoundary)
        #expect(rule(.test, .test) == .testIsolation)
        #expect(rule(.feature, .test) == .testIsolation)
        #expect(
            rule(.test, .feature, "CheckoutFeatureTests", "ProfileFeature", testing: "CheckoutFeature")
                == .testIsolation)
        #expect(rule(.test, .feature, "CheckoutFeatureTests", "CheckoutFeature", testing: "CheckoutFeature") == nil)
        #expect(rule(.feature, .sdk) == .sdkBoundary)
        #expect(rule(.foundation, .sdk) == .sdkBoundary)
        #expect(rule(.tool, .sdk) == .sdkBoundary)
        #expect(rule(.test, .feature, "ShopTests", "ProfileFeature") == nil)
    }

    /// An Xcode target whose sources lie in two folders at the root is placed by both folders (as `--explain` says),
    /// not at `/`; a target whose folder is the root itself is at `./`.
    @Test func anUncategorisedTargetIsPlacedByTheFoldersOfItsSources() {
        var package = FixturePackage.clean()
        package.targets += [
            PackageTarget(
                name: "Kit", kind: .regular, path: "", sources: ["Kit/Kit.swift", "SMC/SMC.swift"],
                productType: .framework),
            PackageTarget(name: "Tool", kind: .executable, path: "", sources: ["main.swift"]),
        ]
        package.files.merge(["Kit/Kit.swift": "import Foundation\n", "SMC/SMC.swift": "", "main.swift": ""]) { $1 }
        let messages = package.check().diagnostics.filter { $0.rule == .uncategorised }.map(\.message)
        #expect(
            messages == [
                "Kit (framework target at Kit/ and SMC/) has no category",
                "Tool (executable target at ./) has no category",
            ])
    }

    /// A plugin depends on the executable it runs (swift-format's "Format Source Code" on `swift-format`, an app by
    /// the conventions): the executable is built for the plugin, never linked, so the edge breaks no rule. A library
    /// on the same executable still does.
    @Test func aPluginOnTheExecutableItRunsBreaksNoRule() {
        var package = FixturePackage.clean()
        package.add("FormatSourceCode", .plugin, "Plugins/FormatSourceCode", ["Shop"], files: ["Plugin.swift": ""])
        #expect(package.check().diagnostics.map(\.rendered) == [])
        package.addDependency("Shop", to: "Networking")
        #expect(package.check().diagnostics.map(\.rule).contains(.appIsARoot))
    }
}
