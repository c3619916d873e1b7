import Foundation

/// A small manifest in ShopKit's layout, and the real one.
enum ManifestFixture {
    static let text = """
        // swift-tools-version: 6.0
        import PackageDescription

        let foundation: [Target] = [
            .target(name: "Networking"),
            .target(name: "CartStore", dependencies: ["Networking"]),
        ]

        // One line per feature.
        let features: [Feature] = [
            .feature("Search", uses: ["Networking"]),
            .feature("SearchHistory", uses: ["Networking", "CartStore"]),
        ]

        let apps: [Target] = [
            .executableTarget(name: "Shop", dependencies: features.map(\\.module) + ["Networking"])
        ]

        """

    /// The package's own Package.swift, two directories above this file.
    static func packageManifest(filePath: String = #filePath) throws -> String {
        let url = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Package.swift")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The lines `edited` has that `original` does not, and the lines it lost, when they differ in one place.
    static func change(from original: String, to edited: String) -> (added: [String], removed: [String]) {
        let before = original.components(separatedBy: "\n")
        let after = edited.components(separatedBy: "\n")
        let head = zip(before, after).prefix { $0 == $1 }.count
        let tail = zip(before.dropFirst(head).reversed(), after.dropFirst(head).reversed()).prefix { $0 == $1 }.count
        return (Array(after[head..<(after.count - tail)]), Array(before[head..<(before.count - tail)]))
    }
}
