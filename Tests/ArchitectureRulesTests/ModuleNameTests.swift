import ArchitectureRules
import Testing

/// Module names as Swift makes them from target and product names, in imports, unused dependencies and messages.
struct ModuleNameTests {
    /// The expected names are what `swift package describe --type json` printed as `c99name` for targets of these
    /// names with the Swift 6.3 toolchain.
    @Test func charactersThatCannotBeInAnIdentifierBecomeUnderscores() {
        #expect(ModuleName.of("UITextView+Placeholder") == "UITextView_Placeholder")
        #expect(ModuleName.of("SyncUI-macOS") == "SyncUI_macOS")
        #expect(ModuleName.of("a b-c") == "a_b_c")
        #expect(ModuleName.of("Café.Kit") == "Café_Kit")
        #expect(ModuleName.of("Networking") == "Networking")
        #expect(ModuleName.of("_Private2") == "_Private2")
    }

    @Test func aLeadingDigitBecomesAnUnderscore() {
        #expect(ModuleName.of("3D Engine") == "_D_Engine")
        #expect(ModuleName.of("1") == "_")
        #expect(ModuleName.of("Web3") == "Web3")
    }

    @Test func aTargetIsImportedByItsModuleName() {
        var package = FixturePackage.clean()
        package.add(
            "UITextView+Placeholder", .regular, "Sources/UITextView+Placeholder",
            files: ["Placeholder.swift": "import Foundation\n"])
        package.files["CODEOWNERS"]! += "/Sources/UITextView+Placeholder/ @shopkit/app\n"
        package.addDependency("UITextView+Placeholder", to: "Shop")
        package.setSource("Compose.swift", "import UITextView_Placeholder\n", in: "Shop")
        #expect(package.diagnostics() == [])

        package.setSource("Compose.swift", "import Foundation\n", in: "Shop")
        #expect(
            package.check().diagnostics.map(\.message) == [
                "Shop depends on UITextView+Placeholder, but no source file of Shop imports UITextView_Placeholder"
            ])
    }

    @Test func aProductIsImportedByItsModuleName() {
        var package = FixturePackage.clean()
        package.packages = [PackageDependency(identity: "sync", location: "https://example.com/sync.git")]
        package.configuration.packages = [.init(package: "sync", category: .utility)]
        package.addProduct("SyncUI-macOS", package: "sync", to: "Shop")
        package.setSource("Sync.swift", "import SyncUI_macOS\n", in: "Shop")
        #expect(package.diagnostics() == [])

        package.setSource("Sync.swift", "import Foundation\n", in: "Shop")
        #expect(
            package.check().diagnostics.map(\.message) == [
                "Shop depends on product SyncUI-macOS of sync, but no source file of Shop imports SyncUI_macOS"
            ])
    }

    @Test func aLocalPackagesProductResolvesToTheModulesItsManifestLists() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(
                identity: "design", location: "../Design", products: ["Design": ["DesignSystem", "DesignTokens"]])
        ]
        package.configuration.packages = [.init(package: "design", category: .utility)]
        package.addProduct("Design", package: "design", to: "Shop")
        package.setSource("Theme.swift", "import DesignTokens\n", in: "Shop")
        #expect(package.diagnostics() == [])

        package.setSource("Theme.swift", "import Foundation\n", in: "Shop")
        #expect(
            package.check().diagnostics.map(\.message) == [
                "Shop depends on product Design of design, but no source file of Shop imports DesignSystem or "
                    + "DesignTokens"
            ])
    }

    @Test func aProductNamedWithoutItsPackageIsFoundInALocalManifest() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(identity: "design", location: "../Design", products: ["Design": ["DesignSystem"]])
        ]
        package.configuration.packages = [.init(package: "design", category: .utility)]
        package.addProduct("Design", package: nil, to: "Shop")
        package.setSource("Theme.swift", "import DesignSystem\n", in: "Shop")
        #expect(package.diagnostics() == [])
    }
}
