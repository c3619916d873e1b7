import Foundation
public import ModuleGraph

/// A local package of a repository, read from `swift package dump-package`.
public struct LocalPackage: Sendable {
    /// The package's name (`Package(name:)`).
    public var name: String
    /// Its directory relative to the repository root (`""` for the root).
    public var directory: String
    /// Its targets and package dependencies, with paths relative to its own directory.
    public var graph: PackageGraph
    /// Its products: product name -> the targets it lists.
    public var products: [String: [String]]
    /// The name of its folder on disk, when read from there: SwiftPM's identity of the package, which a package
    /// beside or beneath it names in `.package(path: "..")` (for the repository's root, the checkout's folder).
    var folderName: String?
    /// The names of its products that are dynamic libraries (`.library(type: .dynamic)`), which an app embeds.
    public var dynamicLibraries: Set<String>

    /// Creates a local package.
    public init(
        name: String, directory: String, graph: PackageGraph, products: [String: [String]],
        dynamicLibraries: Set<String> = []
    ) {
        self.name = name
        self.directory = PackageTarget.normalise(directory == "." ? "" : directory)
        self.graph = graph
        self.products = products
        self.dynamicLibraries = dynamicLibraries
    }

    /// The package dump-package `json` describes; `absoluteDirectory` is where its sources are walked,
    /// `directory` where it is relative to the repository root.
    public init(dumpJSON json: [UInt8], directory: String, absoluteDirectory: String) throws {
        let header: ManifestHeader
        do {
            header = try JSONDecoder().decode(ManifestHeader.self, from: Data(json))
        } catch {
            throw PackageDump.InvalidDump(
                description: "cannot read the output of swift package dump-package in \(directory): \(error)")
        }
        self.init(
            name: header.name, directory: directory,
            graph: try PackageDump.graph(fromJSON: json, packageDirectory: absoluteDirectory),
            products: Dictionary(
                (header.products ?? []).map { ($0.name, $0.targets) }, uniquingKeysWith: { first, _ in first }),
            dynamicLibraries: Set((header.products ?? []).filter { $0.type?.library == ["dynamic"] }.map(\.name)))
        let folder = URL(fileURLWithPath: absoluteDirectory).standardizedFileURL.lastPathComponent
        folderName = folder.isEmpty || folder == "/" ? nil : folder
    }

    /// SwiftPM's identity of a package at `directory`: its last path component, lowercased.
    public static func identity(ofDirectory directory: String) -> String {
        PackageDependency.identity(ofDirectory: directory)
    }

    /// The identity of this package: its folder's name, lowercased, as SwiftPM names it; for a package made in
    /// memory, the last part of its directory, or its name at the root.
    var identity: String {
        folderName.map { $0.lowercased() } ?? Self.identity(ofDirectory: directory.isEmpty ? name : directory)
    }

    private struct ManifestHeader: Decodable {
        var name: String
        var products: [Product]?

        struct Product: Decodable {
            var name: String
            var targets: [String]
            /// `{"library": ["dynamic"]}`, `{"executable": null}`, ...
            var type: ProductType?
        }

        struct ProductType: Decodable {
            var library: [String]?
        }
    }
}
