import ArchitectureRules
import Foundation
import PackageGeneration

/// A generated ShopKit-shaped package on disk: foundation modules in a layered DAG, features with their
/// demos and test targets and their files in `State/`, `Domain/`, `Data/` and `Terminal/`, one composition root,
/// remote packages (utilities used by features, an SDK used by the app), a CODEOWNERS line per module. It passes
/// every rule (unused dependencies and feature layers included), so the benchmark times the full check with
/// nothing short-circuited.
struct SyntheticPackage {
    let root: String
    let graph: PackageGraph
    let fileCount: Int
    /// The configuration it is checked with: the conventions, a catalogue of its remote packages and a
    /// feature-layers rule of its own.
    let configuration: ArchitectureConfiguration

    /// The remote packages: four utilities and one SDK, one product each, named as their module.
    static let utilities = (0..<4).map { "Helper\($0)" }
    static let sdk = "Telemetry"

    /// Writes a package of `moduleCount` targets and `fileCount` Swift files under `root`.
    static func generate(at root: String, moduleCount: Int, fileCount: Int) throws -> SyntheticPackage {
        precondition(moduleCount >= 8, "need room for at least one feature, its demo and tests, and foundation")
        let featureCount = max(1, moduleCount / 7)
        let foundationCount = moduleCount - 1 - featureCount * 3
        var targets: [PackageTarget] = []
        let foundation = (0..<foundationCount).map { "Core\($0)" }
        for (index, name) in foundation.enumerated() {
            // Each foundation module depends on up to three lower ones: a layered DAG, so no cycles.
            let dependencies =
                index == 0 ? [] : Set([index / 2, index * 2 / 3, index - 1].map { foundation[$0] }).sorted()
            targets.append(
                PackageTarget(name: name, kind: .regular, path: "Sources/\(name)", dependencies: dependencies))
        }
        var features: [String] = []
        for index in 0..<featureCount {
            let base = "Area\(index)"
            let feature = base + "Feature"
            features.append(feature)
            let uses = Set((0..<3).map { foundation[(index * 7 + $0 * 13) % foundationCount] }).sorted()
            let helper = ProductDependency(name: utilities[index % utilities.count], package: "helpers")
            targets.append(
                PackageTarget(
                    name: feature, kind: .regular, path: "Sources/\(feature)", dependencies: uses, products: [helper]))
            targets.append(
                PackageTarget(
                    name: base + "Demo", kind: .executable, path: "Demos/\(base)Demo",
                    dependencies: [feature, foundation[0]]))
            targets.append(
                PackageTarget(
                    name: feature + "Tests", kind: .test, path: "Tests/\(feature)Tests", dependencies: [feature]))
        }
        targets.append(
            PackageTarget(
                name: "Shop", kind: .executable, path: "Sources/Shop", dependencies: features + [foundation[0]],
                products: [ProductDependency(name: sdk, package: "telemetry-sdk")]))

        // Spread the files evenly; each target gets at least one.
        var sourcesByTarget: [[String]] = Array(repeating: [], count: targets.count)
        for file in 0..<fileCount {
            let target = file % targets.count
            let ordinal = sourcesByTarget[target].count
            let name = targets[target].name
            let isFeature = name.hasSuffix("Feature")
            let isEntry = ordinal == 0 && isFeature
            let fileName = isEntry ? "\(name.dropLast("Feature".count))Entry.swift" : "\(name)Part\(ordinal).swift"
            let folder = isFeature && !isEntry ? ["State/", "Domain/", "Data/", "Terminal/"][ordinal % 4] : ""
            sourcesByTarget[target].append("\(targets[target].path)/\(folder)\(fileName)")
        }
        var files: [String: String] = [:]
        for index in targets.indices {
            targets[index].sources = sourcesByTarget[index]
            for (ordinal, path) in sourcesByTarget[index].enumerated() {
                files[path] = source(for: targets[index], ordinal: ordinal)
            }
        }
        files["CODEOWNERS"] = GeneratedPackage.codeOwners(for: targets) { index, _ in "@shopkit/team\(index % 40)" }
        try GeneratedPackage(targets: targets, files: files).write(to: root)
        var configuration = ArchitectureConfiguration.conventions
        configuration.packages = [
            .init(package: "helpers", category: .utility), .init(package: "telemetry-sdk", category: .sdk),
        ]
        configuration.featureLayers.append(
            .init(folders: ["Domain"], forbiddenImports: ["Presentation", "Persistence"]))
        let packages = [
            PackageDependency(identity: "helpers", location: "https://example.com/helpers"),
            PackageDependency(identity: "telemetry-sdk", location: "https://example.com/telemetry-sdk"),
        ]
        return SyntheticPackage(
            root: root, graph: PackageGraph(targets: targets, packages: packages), fileCount: fileCount,
            configuration: configuration)
    }

    /// About 60 lines of ordinary Swift: imports of declared dependencies, comments, strings, conditional
    /// compilation and declarations; public only where the rules allow it.
    private static func source(for target: PackageTarget, ordinal: Int) -> String {
        let isFeature = target.name.hasSuffix("Feature") && target.kind == .regular
        let base = isFeature ? String(target.name.dropLast("Feature".count)) : target.name
        let access = isFeature || target.kind != .regular ? "" : "public "
        let type = "\(target.name)Type\(ordinal)"
        var lines = [
            "// \(target.name), file \(ordinal): generated for the architecture benchmark.", "import Foundation",
        ]
        lines += (target.dependencies + target.products.map(\.name)).map { "import \($0)" }
        lines += [
            "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif", "",
            "/* A block comment that mentions import Fake /* nested */ and public struct Fake. */",
            "\(access)struct \(type): Sendable, Equatable {",
            "    \(access)var identifier: String",
            "    \(access)var count: Int",
            "    private var notes = \"import NotAModule; public func fake()\"",
            "",
            "    \(access)init(identifier: String, count: Int) {",
            "        self.identifier = identifier",
            "        self.count = count",
            "    }",
            "",
            "    \(access)func summary() -> String {",
            "        let text = \"\"\"",
            "            \\(identifier) has \\(count) items",
            "            import AlsoNotAModule",
            "            \"\"\"",
            "        return text + #\"raw \"quoted\" text\"#",
            "    }",
            "",
            "    func scaled(by factor: Int) -> \(type) {",
            "        var copy = self",
            "        copy.count = count * factor  // internal helper",
            "        return copy",
            "    }",
            "}",
            "",
            "extension \(type) {",
            "    static let empty = \(type)(identifier: \"\", count: 0)",
            "",
            "    var isEmpty: Bool { count == 0 }",
            "}",
            "",
            "enum \(type)Kind: String, CaseIterable {",
            "    case small, medium, large",
            "}",
        ]
        if isFeature && ordinal == 0 {
            lines += [
                "", "public struct \(base)Dependencies: Sendable {", "    public var name: String",
                "    public init(name: String) { self.name = name }", "}", "",
                "public enum \(base)Output: Equatable, Sendable {", "    case selected(id: String)", "    case closed",
                "}",
                "", "public enum \(base)Entry {",
                "    public static func make(_ dependencies: \(base)Dependencies) -> (String) -> \(base)Output {",
                "        { id in .selected(id: id + dependencies.name) }", "    }", "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
