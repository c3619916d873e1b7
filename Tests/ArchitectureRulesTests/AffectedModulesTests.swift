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
            #expect(affected.testCommand == "swift test")
        }
    }

    @Test func filesOutsideEveryTargetAffectNothing() {
        let affected = AffectedModules(changedFiles: ["README.md", ".ci/run"], report: FixturePackage.clean().check())
        #expect(affected.affected == [])
        #expect(affected.rendered(since: "HEAD~1").hasSuffix("\nno test target is affected: nothing to run\n"))
    }
}
