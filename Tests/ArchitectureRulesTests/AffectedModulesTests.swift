import ArchitectureRules
import Testing

/// Changed files -> modules -> everything that depends on them -> the test command.
struct AffectedModulesTests {
    @Test func aChangeAffectsItsModuleAndEveryDependent() {
        let report = FixturePackage.clean().check()
        let affected = AffectedModules(
            changedFiles: ["Sources/CartStore/CartStore.swift", "README.md"], report: report)
        #expect(affected.changed == ["CartStore"])
        #expect(affected.affected == ["CartStore", "CheckoutDemo", "CheckoutFeature", "CheckoutFeatureTests", "Shop"])
        #expect(affected.testTargets == ["CheckoutFeatureTests"])
        #expect(
            affected.rendered(since: "main") == """
                changed since main: CartStore
                affected modules (5): CartStore, CheckoutDemo, CheckoutFeature, CheckoutFeatureTests, Shop
                affected test targets (1): CheckoutFeatureTests
                swift test --filter '^(CheckoutFeatureTests)\\.'

                """)
    }

    @Test func theManifestOrTheConfigurationAffectsEverything() {
        let report = FixturePackage.clean().check()
        for file in ["Package.swift", "architecture.json"] {
            let affected = AffectedModules(changedFiles: [file], report: report)
            #expect(affected.everythingBecause == file)
            #expect(affected.affected.count == 15)
            #expect(affected.testCommands == ["swift test"])
        }
    }

    @Test func filesOutsideEveryTargetAffectNothing() {
        let affected = AffectedModules(changedFiles: ["README.md", ".ci/run"], report: FixturePackage.clean().check())
        #expect(affected.affected == [])
        #expect(affected.rendered(since: "HEAD~1").hasSuffix("\nno test target is affected: nothing to run\n"))
    }
}

/// `--affected` in an app repository: which command runs which test target.
struct AffectedCommandsTests {
    /// A repository: a package at `Packages/Kit` with a test target named the way Swift rewrites, the root package
    /// with its own, and an Xcode app with unit, UI and snapshot test bundles.
    static func report() -> ArchitectureReport {
        let kit = TargetOrigin(name: "Kit", directory: "Packages/Kit", manifest: "Packages/Kit/Package.swift")
        let root = TargetOrigin(name: "Root", directory: "", manifest: "Package.swift")
        let project = TargetOrigin(name: "Sail.xcodeproj", directory: "", manifest: "Sail.xcodeproj")
        let graph = PackageGraph(targets: [
            PackageTarget(name: "Charts", kind: .regular, path: "Packages/Kit/Sources/Charts", origin: kit),
            PackageTarget(
                name: "Charts-Tests", kind: .test, path: "Packages/Kit/Tests/Charts-Tests", dependencies: ["Charts"],
                origin: kit),
            PackageTarget(name: "Tides", kind: .regular, path: "Sources/Tides", dependencies: ["Charts"], origin: root),
            PackageTarget(
                name: "TidesTests", kind: .test, path: "Tests/TidesTests", dependencies: ["Tides"], origin: root),
            PackageTarget(
                name: "Sail", kind: .executable, path: "Sail", dependencies: ["Tides"], origin: project,
                productType: .application),
            PackageTarget(
                name: "SailTests", kind: .test, path: "SailTests", dependencies: ["Sail"], origin: project,
                productType: .unitTests),
            PackageTarget(
                name: "SailUITests", kind: .test, path: "SailUITests", dependencies: ["Sail"], origin: project,
                productType: .uiTests),
            PackageTarget(
                name: "Sail Snapshots", kind: .test, path: "Snapshots", dependencies: ["Sail"], origin: project,
                productType: .unitTests),
        ])
        return ArchitectureCheck.run(graph, files: .inMemory([:]))
    }

    @Test func eachPackageAndEachSchemeGetsItsCommand() {
        let schemes = [
            XcodeScheme(name: "Sail UI", container: "Sail.xcworkspace", testTargets: ["SailUITests"]),
            XcodeScheme(name: "Sail", container: "Sail.xcworkspace", testTargets: ["SailTests", "SailUITests"]),
        ]
        let affected = AffectedModules(
            changedFiles: ["Packages/Kit/Sources/Charts/Chart.swift"], report: Self.report(), schemes: schemes)
        #expect(
            affected.testCommands == [
                "swift test --filter '^(TidesTests)\\.'",
                "swift test --package-path Packages/Kit --filter '^(Charts_Tests)\\.'",
                "xcodebuild test -workspace Sail.xcworkspace -scheme Sail -only-testing:SailTests "
                    + "-only-testing:SailUITests",
                "# Xcode test targets of Sail.xcodeproj that no shared scheme runs: Sail Snapshots (run them with "
                    + "xcodebuild test -scheme <scheme> -only-testing:<target>, or share a scheme that tests them)",
            ])
        let everything = AffectedModules(
            changedFiles: ["architecture.json"], report: Self.report(),
            schemes: [XcodeScheme(name: "Sail UI", container: "Sail.xcodeproj", testTargets: ["Sail Snapshots"])])
        #expect(
            Array(everything.testCommands.prefix(3)) == [
                "swift test", "swift test --package-path Packages/Kit",
                "xcodebuild test -project Sail.xcodeproj -scheme 'Sail UI' -only-testing:'Sail Snapshots'",
            ])
    }

    /// A test plan with a target turned off.
    static let fullTestPlan = """
        {"testTargets": [{"target": {"containerPath": "container:Sail.xcodeproj", "name": "SailTests"}},
        {"enabled": false, "target": {"name": "SailUITests"}}, {"target": {"name": "SailSnapshots"}}], "version": 1}
        """

    /// A scheme's test action: its testables that are not skipped, or its default test plan's enabled targets. The
    /// app the test action expands macros of and the targets it gathers coverage for are not test targets.
    @Test func whatASharedSchemeRuns() {
        let testables = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme version = "1.7">
               <BuildAction><BuildActionEntries><BuildActionEntry buildForTesting = "YES">
                  <BuildableReference BlueprintName = "Sail" BuildableName = "Sail.app"></BuildableReference>
               </BuildActionEntry></BuildActionEntries></BuildAction>
               <TestAction buildConfiguration = "Debug" codeCoverageEnabled = "YES">
                  <MacroExpansion>
                     <BuildableReference BlueprintName = "Sail" BuildableName = "Sail.app"></BuildableReference>
                  </MacroExpansion>
                  <CodeCoverageTargets>
                     <BuildableReference BlueprintName = "SailKit" BuildableName = "SailKit.framework">
                     </BuildableReference>
                  </CodeCoverageTargets>
                  <Testables>
                     <TestableReference skipped = "NO">
                        <BuildableReference BlueprintName = "SailTests" ReferencedContainer = "container:Sail.xcodeproj">
                        </BuildableReference>
                     </TestableReference>
                     <TestableReference skipped = "YES">
                        <BuildableReference BlueprintName = "SailSlowTests"></BuildableReference>
                     </TestableReference>
                     <TestableReference>
                        <BuildableReference BlueprintName = "Sail &amp; Sea Tests"></BuildableReference>
                     </TestableReference>
                  </Testables>
               </TestAction>
            </Scheme>
            """
        let files = XcodeProject.Files(
            read: { path in
                switch path {
                case "App/Sail.xcodeproj/xcshareddata/xcschemes/Sail.xcscheme": Array(testables.utf8)
                case "App/Sail.xcodeproj/xcshareddata/xcschemes/Nightly.xcscheme":
                    Array(
                        """
                        <Scheme><TestAction>
                          <TestPlans>
                            <TestPlanReference reference = "container:Plans/Quick.xctestplan"></TestPlanReference>
                            <TestPlanReference reference = "container:Plans/Full.xctestplan" default = "YES">
                            </TestPlanReference>
                          </TestPlans>
                        </TestAction></Scheme>
                        """.utf8)
                case "App/Plans/Full.xctestplan": Array(Self.fullTestPlan.utf8)
                default: nil
                }
            },
            list: { directory in
                directory == "App/Sail.xcodeproj/xcshareddata/xcschemes"
                    ? ["Nightly.xcscheme", "Sail.xcscheme", "notes.txt"] : []
            })
        #expect(
            XcodeScheme.shared(in: "App/Sail.xcodeproj", container: "App/Sail.xcworkspace", files: files) == [
                XcodeScheme(
                    name: "Nightly", container: "App/Sail.xcworkspace", testTargets: ["SailTests", "SailSnapshots"]),
                XcodeScheme(
                    name: "Sail", container: "App/Sail.xcworkspace", testTargets: ["SailTests", "Sail & Sea Tests"]),
            ])
    }
}
