import Foundation

/// A small manifest in ShopKit's layout, and the real one.
enum ManifestFixture {
    static let text = """
        // swift-tools-version: 6.0
        import PackageDescription

        let features: [Target] = [
            // begin feature: Search
            .target(name: "SearchFeature", dependencies: ["Networking"]),
            // end feature: Search
            // begin feature: SearchHistory
            .target(name: "SearchHistoryFeature", dependencies: ["Networking"]),
            // end feature: SearchHistory
            // add-feature: new feature targets go above this line
        ]

        let apps: [Target] = [
            .executableTarget(
                name: "Shop",
                dependencies: [
                    "SearchFeature",  // feature: Search
                    "SearchHistoryFeature",  // feature: SearchHistory
                    "Networking",
                ]
            ),
            // begin feature: Search
            .executableTarget(name: "SearchDemo", dependencies: ["SearchFeature"], path: "Demos/SearchDemo"),
            // end feature: Search
            // add-feature: new demos go above this line
        ]

        let featureTestSupport: [Target.Dependency] = ["NetworkingTesting"]

        let tests: [Target] = [
                // add-feature: new test targets go above this line
        ]

        """

    /// The package's own Package.swift, two directories above this file.
    static func packageManifest(filePath: String = #filePath) throws -> String {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Package.swift")
        return try String(contentsOf: url, encoding: .utf8)
    }
}
