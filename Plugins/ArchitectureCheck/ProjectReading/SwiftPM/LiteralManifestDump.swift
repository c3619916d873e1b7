import Foundation
import ModuleGraph
import SwiftSourceScanning

/// A package's manifest read without SwiftPM, for the manifests whose every argument is a literal: the same JSON
/// as `swift package dump-package` gives for what the check reads (name, products, targets with their kinds, paths,
/// sources, exclusions and dependencies, package dependencies), so everything downstream is unchanged. A manifest
/// the reader cannot read whole gets `nil` and goes to dump-package: a variable, a function, a loop, `#if`, a change
/// to `package` after the call, a version-specific `Package@swift-*.swift` beside it, an argument the reader does
/// not know, or Swift settings that define conditions (`.define`, `.unsafeFlags`, which SwiftPM evaluates).
/// `LiteralManifestTests` holds it to dump-package's output on every fixture's manifest and ShopKit's own.
public enum LiteralManifestDump {
    /// The arguments of `Package(...)` the reader knows; anything else sends the manifest to dump-package.
    static let packageLabels: Set<String> = [
        "name", "defaultLocalization", "platforms", "pkgConfig", "providers", "products", "dependencies", "targets",
        "swiftLanguageVersions", "swiftLanguageModes", "cLanguageStandard", "cxxLanguageStandard",
    ]
    /// The arguments of a target the reader knows.
    static let targetLabels: Set<String> = [
        "name", "dependencies", "path", "exclude", "sources", "resources", "publicHeadersPath", "packageAccess",
        "cSettings", "cxxSettings", "swiftSettings", "linkerSettings", "plugins", "pkgConfig", "providers", "url",
        "checksum", "capability",
    ]
    /// The declaring function of each target kind -> dump-package's `type`.
    static let targetTypes: [String: String] = [
        "target": "regular", "executableTarget": "executable", "testTarget": "test", "systemLibrary": "system",
        "plugin": "plugin", "macro": "macro", "binaryTarget": "binary",
    ]

    /// The dump-package JSON of the package in `directory` (absolute), or `nil` when its manifest is not read whole.
    public static func json(ofPackageIn directory: String) -> [UInt8]? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        guard !entries.contains(where: { $0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift") }),
            let bytes = CheckedOutPackages.read(directory + "/Package.swift")
        else { return nil }
        return json(of: bytes, packageDirectory: directory)
    }

    /// The dump-package JSON of the manifest `bytes` of the package in `packageDirectory`, or `nil`.
    public static func json(of bytes: [UInt8], packageDirectory: String) -> [UInt8]? {
        guard let manifest = LiteralManifest.read(bytes), manifest.isComplete, let name = manifest.name,
            manifest.labels.allSatisfy(packageLabels.contains)
        else { return nil }
        var targets: [[String: Any]] = []
        for target in manifest.targets {
            guard let type = targetTypes[target.kind], target.labels.allSatisfy(targetLabels.contains),
                !target.definesConditions
            else { return nil }
            var entry: [String: Any] = [
                "name": target.name, "type": type,
                "dependencies": target.dependencies.map { dependency -> [String: Any] in
                    switch dependency {
                    case .byName(let name): return ["byName": [name, NSNull()]]
                    case .target(let name): return ["target": [name, NSNull()]]
                    case .product(let name, let package):
                        return ["product": [name, package ?? NSNull(), NSNull(), NSNull()] as [Any]]
                    }
                },
                "settings": [Any](),
            ]
            if let path = target.path { entry["path"] = path }
            if let exclude = target.exclude { entry["exclude"] = exclude }
            if let sources = target.sources { entry["sources"] = sources }
            targets.append(entry)
        }
        let dependencies = manifest.packageReferences.map { reference -> [String: Any] in
            var fields: [String: Any]
            let form: String
            switch reference.kind {
            case "path":
                let path = URL(fileURLWithPath: packageDirectory).appendingPathComponent(reference.location)
                    .standardizedFileURL.path
                (form, fields) = (
                    "fileSystem", ["identity": PackageDependency.identity(ofDirectory: path), "path": path]
                )
            case "id":
                (form, fields) = ("registry", ["identity": reference.location.lowercased()])
            default:
                (form, fields) = (
                    "sourceControl",
                    [
                        "identity": RepositoryGraph.remoteIdentity(reference.location),
                        "location": ["remote": [["urlString": reference.location]]],
                    ]
                )
            }
            // As dump-package writes it: `.package(name: "Overture", url: ...)` names the package for by-name
            // dependencies.
            if let name = reference.name { fields["nameForTargetDependencyResolutionOnly"] = name }
            return [form: [fields]]
        }
        let products = manifest.products.map { product in
            var fields: [String: Any] = ["name": product.name, "targets": product.targets]
            // dump-package writes every product's type; the check reads only whether a library is dynamic.
            if product.isDynamicLibrary { fields["type"] = ["library": ["dynamic"]] }
            return fields
        }
        let dump: [String: Any] = [
            "name": name, "products": products, "targets": targets, "dependencies": dependencies,
        ]
        return (try? JSONSerialization.data(withJSONObject: dump, options: [.sortedKeys])).map { [UInt8]($0) }
    }
}
