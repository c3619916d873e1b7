import ArchitectureRules
import Testing

/// Manifest-level rules on the fixture package: each violation kind and its exact message.
struct DependencyRuleTests {
    @Test func theCleanFixtureHasNoErrors() {
        let report = FixturePackage.clean().check()
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(report.summaryLine(seconds: 0.04) == "architecture check: 15 modules, 20 edges, 0 errors (0.04 s)")
        #expect(
            report.layers == [
                "Shop": 0, "SearchDemo": 0, "CheckoutDemo": 0, "SearchFeature": 1, "CheckoutFeature": 1,
                "EmbeddedBackend": 1, "CartStore": 2, "Networking": 2, "Persistence": 3, "CSQLite": 4,
            ])
    }

    @Test func aFeatureCannotDependOnAFeature() {
        var package = FixturePackage.clean()
        package.addDependency("SearchFeature", to: "CheckoutFeature")
        #expect(
            package.diagnostics() == [
                """
                error: CheckoutFeature (feature) -> SearchFeature (feature): a feature cannot depend on a feature [feature-isolation]
                note: remove "SearchFeature" from the dependencies of CheckoutFeature in Package.swift; let \
                CheckoutFeature tell the app through its output and the app route it to SearchFeature, or move the \
                shared code into a foundation module
                """
            ])
    }

    @Test func aFoundationModuleCannotDependOnAFeature() {
        var package = FixturePackage.clean()
        package.addDependency("SearchFeature", to: "CartStore")
        #expect(
            package.diagnostics() == [
                """
                error: CartStore (foundation) -> SearchFeature (feature): a foundation module cannot depend on a feature \
                [foundation-purity]
                note: remove "SearchFeature" from the dependencies of CartStore in Package.swift; move what CartStore needs \
                from SearchFeature down into a foundation module
                """
            ])
    }

    @Test func nothingButATestDependsOnAnApp() {
        var package = FixturePackage.clean()
        package.addDependency("SearchDemo", to: "CartStore")
        package.addDependency("SearchDemo", to: "Shop")
        package.addDependency("Shop", to: "SearchFeatureTests")
        #expect(
            package.diagnostics() == [
                """
                error: CartStore (foundation) -> SearchDemo (app): nothing may depend on an app [app-is-a-root]
                note: remove "SearchDemo" from the dependencies of CartStore in Package.swift; an app is a composition \
                root; move the code both need into a foundation module
                """,
                """
                error: Shop (app) -> SearchDemo (app): nothing may depend on an app [app-is-a-root]
                note: remove "SearchDemo" from the dependencies of Shop in Package.swift; an app is a composition root; \
                move the code both need into a foundation module
                """,
            ])
    }

    @Test func aFeatureCannotDependOnAHostOnlyModule() {
        var package = FixturePackage.clean()
        package.addDependency("EmbeddedBackend", to: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                error: SearchFeature (feature) -> EmbeddedBackend (foundation, host-only): a feature cannot depend on a \
                host-only module [host-only]
                note: remove "EmbeddedBackend" from the dependencies of SearchFeature in Package.swift; depend on \
                Networking's HTTPClient protocol and let the app inject EmbeddedBackend
                """
            ])
    }

    @Test func aFeatureCannotReachAHostOnlyModuleIndirectly() {
        var package = FixturePackage.clean()
        package.add("BackendBridge", .regular, "Sources/BackendBridge", ["EmbeddedBackend"])
        package.addDependency("BackendBridge", to: "SearchFeature")
        package.files["CODEOWNERS"]! += "/Sources/BackendBridge/ @shopkit/app\n"
        let report = package.check()
        #expect(
            report.diagnostics.map(\.rendered) == [
                """
                error: SearchFeature (feature) -> BackendBridge -> EmbeddedBackend (foundation, host-only): a feature cannot \
                depend on a host-only module, even indirectly [host-only]
                note: remove "BackendBridge" from the dependencies of SearchFeature in Package.swift, or cut BackendBridge's path \
                to EmbeddedBackend; depend on Networking's HTTPClient protocol and let the app inject EmbeddedBackend
                """
            ])
        #expect(report.violatingEdges == [Edge("SearchFeature", "BackendBridge"): .hostOnly])
    }

    @Test func toolsStayAmongToolsAndFoundation() {
        var package = FixturePackage.clean()
        package.addDependency("SearchFeature", to: "ArchitectureRules")
        package.addDependency("ArchitectureRules", to: "Shop")
        let diagnostics = package.check().diagnostics
        #expect(
            diagnostics.map(\.rendered) == [
                """
                error: ArchitectureRules (tool) -> SearchFeature (feature): a tool may depend only on tools and foundation \
                modules [tool-boundary]
                note: remove "SearchFeature" from the dependencies of ArchitectureRules in Package.swift; tools build on \
                tools and foundation modules only, and only tools and tests use a tool
                """,
                """
                error: Shop (app) -> ArchitectureRules (tool): only tools and tests may depend on a tool [tool-boundary]
                note: remove "ArchitectureRules" from the dependencies of Shop in Package.swift; tools build on tools and \
                foundation modules only, and only tools and tests use a tool
                """,
            ])
    }

    @Test func testTargetsStayIsolated() {
        var package = FixturePackage.clean()
        package.addDependency("SearchFeature", to: "CheckoutFeatureTests")
        package.addDependency("SearchFeatureTests", to: "CheckoutFeatureTests")
        package.addDependency("Shop", to: "SearchFeatureTests")
        #expect(
            package.diagnostics() == [
                """
                error: CheckoutFeatureTests (test) -> SearchFeature (feature): a feature's tests cannot depend on a \
                different feature [test-isolation]
                note: remove "SearchFeature" from the dependencies of CheckoutFeatureTests in Package.swift; a test target \
                tests its own module; share fakes through a foundation module
                """,
                """
                error: CheckoutFeatureTests (test) -> SearchFeatureTests (test): a test target cannot depend on another \
                test target [test-isolation]
                note: remove "SearchFeatureTests" from the dependencies of CheckoutFeatureTests in Package.swift; a test \
                target tests its own module; share fakes through a foundation module
                """,
            ])
    }

    @Test func onlyTestsAndToolsUseTestSupport() {
        var package = FixturePackage.clean()
        package.add("NetworkingTesting", .regular, "Sources/NetworkingTesting", ["Networking"])
        package.files["CODEOWNERS"]! += "/Sources/NetworkingTesting/ @shopkit/platform\n"
        package.addDependency("NetworkingTesting", to: "SearchFeature")
        package.addDependency("NetworkingTesting", to: "SearchFeatureTests")
        package.setSource("Fakes.swift", "import NetworkingTesting\n", in: "SearchFeatureTests")
        #expect(
            package.diagnostics() == [
                """
                error: SearchFeature (feature) -> NetworkingTesting (foundation): only tests and tools may depend on test \
                support [test-support]
                note: remove "NetworkingTesting" from the dependencies of SearchFeature in Package.swift; fakes and test \
                runners stay out of shipped code; inject the real thing through Dependencies
                """
            ])
    }

    @Test func onlyTheTestRunnerDependsOnATestTarget() {
        var package = FixturePackage.clean()
        package.addDependency("SearchFeatureTests", to: "CartStore")
        #expect(
            package.diagnostics() == [
                """
                error: CartStore (foundation) -> SearchFeatureTests (test): only the test runner may depend on a test \
                target [test-isolation]
                note: remove "SearchFeatureTests" from the dependencies of CartStore in Package.swift; a test target \
                tests its own module; share fakes through a foundation module
                """
            ])
    }

    @Test func aManifestCycleIsPrintedAsAPath() {
        var package = FixturePackage.clean()
        package.addDependency("CartStore", to: "Persistence")
        let report = package.check()
        #expect(
            report.diagnostics.map(\.rendered) == [
                """
                error: dependency cycle: CartStore -> Persistence -> CartStore [acyclic]
                note: remove one of these dependencies from Package.swift and move the code both sides need into a \
                module below them
                """
            ])
        #expect(report.violatingEdges[Edge("Persistence", "CartStore")] == .acyclic)
        #expect(report.layers["CartStore"] == nil)
    }

    @Test func targetsOutsideTheLayoutAreUncategorised() {
        var package = FixturePackage.clean()
        package.add("Generator", .executable, "Tools/Generator", files: ["main.swift": "print(1)\n"])
        #expect(
            package.diagnostics() == [
                """
                error: Generator (executable target at Tools/Generator/) has no category [uncategorised]
                note: give it one in architecture.json: "modules": {"Generator": "<category>"} (one of app, feature, \
                foundation, tool, test), or a "categories" rule that matches its path; without architecture.json the \
                conventions apply: Sources/ (foundation; feature if its name ends in Feature; app if executable), Demos/ \
                (app), Plugins/ or Benchmarks/ (tool), test targets (test)
                """,
                """
                error: Generator (uncategorised) at Tools/Generator/ has no owner in CODEOWNERS [codeowners]
                note: add a line such as "/Tools/Generator/ @<team>" to CODEOWNERS
                """,
            ])
    }

    @Test func dependenciesMustBeTargetsOfThisPackage() {
        var package = FixturePackage.clean()
        package.addDependency("Alamofire", to: "Networking")
        #expect(
            package.diagnostics() == [
                """
                error: Networking depends on Alamofire, which is not a target of this package [unknown-module]
                note: remove "Alamofire" from the dependencies of Networking in Package.swift, add Alamofire as a \
                target, or, if it is a product, write .product(name: "Alamofire", package: "<package>")
                """
            ])
    }
}
