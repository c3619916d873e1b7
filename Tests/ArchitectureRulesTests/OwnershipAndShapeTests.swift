import ArchitectureRules
import Foundation
import Testing

/// CODEOWNERS coverage and the shape every feature must have.
struct OwnershipAndShapeTests {
    @Test func everyNonTestTargetNeedsAnOwner() {
        var package = FixturePackage.clean()
        package.files["CODEOWNERS"] = FixturePackage.codeowners.replacingOccurrences(
            of: "/Sources/CartStore/        @shopkit/checkout\n", with: "")
        #expect(
            package.diagnostics() == [
                """
                error: CartStore (foundation) at Sources/CartStore/ has no owner in CODEOWNERS [codeowners]
                note: add a line such as "/Sources/CartStore/ @<team>" to CODEOWNERS
                """
            ])
    }

    /// woocommerce's Storage compiles Core Data classes at the repository's root besides its own folder: both
    /// places are named, the root as `./`, and the line suggested owns the first.
    @Test func aTargetWithFilesAtTheRootAndInItsFolderNamesBoth() {
        var package = FixturePackage.clean()
        package.files["CODEOWNERS"] = FixturePackage.codeowners.replacingOccurrences(
            of: "/Sources/CartStore/        @shopkit/checkout\n", with: "")
        let cartStore = package.targets.firstIndex { $0.name == "CartStore" }!
        package.targets[cartStore].path = ""
        package.targets[cartStore].sources = ["CartLine+CoreData.swift", "Sources/CartStore/CartStore.swift"]
        #expect(
            package.check().diagnostics.filter { $0.rule == .codeowners }.map(\.rendered) == [
                """
                error: CartStore (uncategorised) at ./ and Sources/ has no owner in CODEOWNERS [codeowners]
                note: add a line such as "/ @<team>" to CODEOWNERS
                """
            ])
    }

    @Test func aLaterLineWithoutOwnersLeavesATargetUnowned() {
        var package = FixturePackage.clean()
        package.files["CODEOWNERS"] = FixturePackage.codeowners + "/Sources/Shop/\n"
        #expect(
            package.diagnostics() == [
                """
                CODEOWNERS:12:1: error: Shop (app) at Sources/Shop/ is left unowned by the pattern "/Sources/Shop/" \
                [codeowners]
                note: give that line an owner, or add "/Sources/Shop/ @<team>" after it
                """
            ])
    }

    /// A package that has no CODEOWNERS and whose configuration does not ask for owners has chosen none yet: a note,
    /// not an error. One that asks for them gets one error, at the line that asks.
    @Test func aMissingCodeownersFileIsAnErrorOnlyWhenTheConfigurationAsks() {
        var package = FixturePackage.clean()
        package.files["CODEOWNERS"] = nil
        #expect(package.diagnostics() == [])
        #expect(
            package.check().notes == [
                "note: no CODEOWNERS file (looked for .github/CODEOWNERS, CODEOWNERS, docs/CODEOWNERS), so module "
                    + "owners are not checked; create .github/CODEOWNERS with a line per module directory, e.g. "
                    + "\"/Sources/Networking/ @your-org/platform-team\", or ask for owners with \"rules\": "
                    + "{\"codeowners\": true} in architecture.json"
            ])
        package.configuration.asksForCodeOwners = true
        package.files["architecture.json"] = "{\n  \"rules\": {\"codeowners\": true}\n}\n"
        #expect(
            package.diagnostics() == [
                """
                architecture.json:2:1: error: no CODEOWNERS file (looked for .github/CODEOWNERS, CODEOWNERS, \
                docs/CODEOWNERS), and architecture.json asks for owners [codeowners]
                note: create .github/CODEOWNERS with a line per module directory, e.g. \
                "/Sources/Networking/ @your-org/platform-team", or turn the rule off with "rules": \
                {"codeowners": false} in architecture.json
                """
            ])
    }

    @Test func theGithubDirectoryFileTakesPrecedence() {
        var package = FixturePackage.clean()
        package.files[".github/CODEOWNERS"] = "/Sources/ @org/a\n/Demos/ @org/a\n"
        #expect(
            package.check().diagnostics.map(\.message)
                == [
                    "ArchitectureRules (tool) at Plugins/ArchitectureRules/ has no owner in .github/CODEOWNERS",
                    "ArchitectureCheckTool (tool) at Plugins/ArchitectureCheckTool/ has no owner in .github/CODEOWNERS",
                    "CheckArchitecture (tool) at Plugins/CheckArchitecture/ has no owner in .github/CODEOWNERS",
                ].sorted())
    }

    @Test func aFeatureNeedsADemoThatDependsOnIt() {
        var package = FixturePackage.clean()
        package.remove("SearchDemo")
        package.remove("CheckoutDemo")
        package.add("CheckoutDemo", .executable, "Demos/CheckoutDemo", ["EmbeddedBackend"])
        #expect(
            package.diagnostics() == [
                """
                error: CheckoutFeature's demo CheckoutDemo does not depend on CheckoutFeature [feature-shape]
                note: add "CheckoutFeature" to the dependencies of CheckoutDemo in Package.swift
                """,
                """
                error: SearchFeature (feature) has no demo app SearchDemo [feature-shape]
                note: add .executableTarget(name: "SearchDemo", dependencies: ["SearchFeature"], path: \
                "Demos/SearchDemo") to Package.swift, running the feature alone
                """,
            ])
    }

    @Test func aFeaturesDemoIsAnApp() {
        var package = FixturePackage.clean()
        package.remove("SearchDemo")
        package.add("SearchDemo", .regular, "Demos/SearchDemo", ["SearchFeature"])
        let shape = package.check().diagnostics.filter { $0.rule == .featureShape }.map(\.rendered)
        #expect(
            shape == [
                """
                error: SearchFeature's demo SearchDemo is not an executable target of category app [feature-shape]
                note: declare it in Package.swift as .executableTarget(name: "SearchDemo", dependencies: \
                ["SearchFeature"], path: "Demos/SearchDemo")
                """
            ])
    }

    @Test func aFeatureNeedsATestTargetAndAnEntryFile() {
        var package = FixturePackage.clean()
        package.remove("SearchFeatureTests")
        package.remove("CheckoutFeature")
        package.add(
            "CheckoutFeature", .regular, "Sources/CheckoutFeature", ["Networking", "CartStore"],
            files: ["Checkout.swift": "import CartStore\nimport Networking\n"])
        let index = package.targets.firstIndex { $0.name == "CheckoutFeatureTests" }!
        package.targets[index].dependencies = ["EmbeddedBackend"]
        package.targets[index].sources = []
        #expect(
            package.diagnostics() == [
                """
                error: CheckoutFeature's test target CheckoutFeatureTests does not depend on CheckoutFeature [feature-shape]
                note: add "CheckoutFeature" to the dependencies of CheckoutFeatureTests in Package.swift
                """,
                """
                error: CheckoutFeature (feature) has no entry file Sources/CheckoutFeature/CheckoutEntry.swift \
                [feature-shape]
                note: declare CheckoutEntry, CheckoutDependencies and CheckoutOutput there; it is the feature's only \
                public file
                """,
                """
                error: SearchFeature (feature) has no test target SearchFeatureTests [feature-shape]
                note: add .testTarget(name: "SearchFeatureTests", dependencies: ["SearchFeature"]) to Package.swift
                """,
            ])
    }
}
