import ArchitectureRules
import Foundation
import Testing

/// The check reads what `swift package dump-package` reports, not the manifest's `Feature` helper, so a feature
/// whose module is declared by hand, without the helper's demo and tests, is still reported.
@Suite struct FeatureShapeFromDumpTests {
    @Test func aFeatureDeclaredWithoutTheHelperIsReportedForItsMissingDemoAndTests() throws {
        let folder = TemporaryFolder("arch-shape")
        defer { folder.remove() }
        let root = folder.path
        let files = [
            "Sources/Networking/Client.swift": "import Foundation\n",
            "Sources/SearchFeature/SearchEntry.swift": FixturePackage.entry("Search"),
            "Demos/SearchDemo/main.swift": "import SearchFeature\n",
            "Tests/SearchFeatureTests/SearchTests.swift": "import Testing\nimport SearchFeature\n",
            "Sources/WishlistFeature/WishlistEntry.swift": FixturePackage.entry("Wishlist"),
            "CODEOWNERS": "* @shopkit/maintainers\n",
        ]
        try folder.write(files)
        // Search as `.feature("Search", uses: ["Networking"])` makes it; Wishlist's module written out by hand.
        let dump = """
            {"name": "Fixture", "targets": [
              {"name": "Networking", "type": "regular", "dependencies": [], "exclude": []},
              {"name": "SearchFeature", "type": "regular", "dependencies": [{"byName": ["Networking", null]}]},
              {"name": "WishlistFeature", "type": "regular", "dependencies": [{"byName": ["Networking", null]}]},
              {"name": "SearchDemo", "type": "executable", "path": "Demos/SearchDemo",
               "dependencies": [{"byName": ["SearchFeature", null]}]},
              {"name": "SearchFeatureTests", "type": "test", "dependencies": [{"byName": ["SearchFeature", null]}]}
            ]}
            """
        let graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: root)
        let shape = ArchitectureCheck.run(graph, files: .directory(root)).diagnostics
            .filter { $0.rule == .featureShape }.map(\.rendered)
        #expect(
            shape == [
                """
                error: WishlistFeature (feature) has no demo app WishlistDemo [feature-shape]
                note: add .executableTarget(name: "WishlistDemo", dependencies: ["WishlistFeature"], path: \
                "Demos/WishlistDemo") to Package.swift, running the feature alone
                """,
                """
                error: WishlistFeature (feature) has no test target WishlistFeatureTests [feature-shape]
                note: add .testTarget(name: "WishlistFeatureTests", dependencies: ["WishlistFeature"]) to \
                Package.swift
                """,
            ])
    }
}
