import Foundation

/// Builds the graph from `swift package dump-package` output instead of the plugin: target kinds, paths
/// and dependencies come from the JSON, Swift sources from walking each target directory.
public enum PackageDump {
    /// A dump that could not be read.
    public struct InvalidDump: Error, CustomStringConvertible {
        /// What is wrong with it.
        public var description: String
    }

    /// The graph described by dump-package `json`, with sources found under `packageDirectory`.
    public static func graph(fromJSON json: [UInt8], packageDirectory: String) throws -> PackageGraph {
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: Data(json))
        } catch {
            throw InvalidDump(description: "cannot read the output of swift package dump-package: \(error)")
        }
        let targets = try manifest.targets.map { target -> PackageTarget in
            guard let kind = TargetKind(rawValue: target.type) else {
                throw InvalidDump(description: "target \(target.name) has an unknown type \(target.type)")
            }
            let path = target.path ?? defaultPath(of: target.name, kind: kind, packageDirectory: packageDirectory)
            let sources =
                kind == .system || kind == .binary
                ? []
                : swiftSources(
                    in: PackageTarget.normalise(path), packageDirectory: packageDirectory,
                    excluding: target.exclude ?? [],
                    only: target.sources)
            return PackageTarget(
                name: target.name, kind: kind, path: path, dependencies: target.dependencies.map(\.name),
                sources: sources)
        }
        return PackageGraph(targets: targets)
    }

    /// Where SwiftPM looks for a target declared without `path:`.
    static func defaultPath(of name: String, kind: TargetKind, packageDirectory: String) -> String {
        let roots: [String]
        switch kind {
        case .test: roots = ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: roots = ["Plugins"]
        case .snippet: roots = ["Snippets"]
        default: roots = ["Sources", "Source", "src", "srcs"]
        }
        let existing = roots.first { root in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: "\(packageDirectory)/\(root)/\(name)", isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        return "\(existing ?? roots[0])/\(name)"
    }

    /// The `.swift` files under `directory` (relative to `packageDirectory`), relative to the package root and
    /// sorted; hidden entries, `excluding` paths and, when `only` is given, files outside those paths are left out.
    public static func swiftSources(
        in directory: String, packageDirectory: String, excluding: [String] = [], only: [String]? = nil
    ) -> [String] {
        let base = "\(packageDirectory)/\(directory)"
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        func isUnder(_ path: String, _ prefixes: [String]) -> Bool {
            prefixes.map(PackageTarget.normalise).contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        var result: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || isUnder(relative, excluding) {
                walker.skipDescendants()
                continue
            }
            guard relative.hasSuffix(".swift") else { continue }
            if let only, !isUnder(relative, only) { continue }
            result.append("\(directory)/\(relative)")
        }
        return result.sorted()
    }

    /// The part of dump-package's JSON the check needs.
    private struct Manifest: Decodable {
        var targets: [Target]

        struct Target: Decodable {
            var name: String
            var type: String
            var path: String?
            var dependencies: [Dependency]
            var exclude: [String]?
            var sources: [String]?
        }

        /// `{"byName": ["X", null]}`, `{"target": ["X", null]}` or `{"product": ["X", "package", ...]}`.
        struct Dependency: Decodable {
            var name: String

            private enum Key: String, CodingKey {
                case byName, target, product
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Key.self)
                guard let key = container.allKeys.first else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: decoder.codingPath, debugDescription: "unknown dependency form"))
                }
                var fields = try container.nestedUnkeyedContainer(forKey: key)
                name = try fields.decode(String.self)
            }
        }
    }
}
