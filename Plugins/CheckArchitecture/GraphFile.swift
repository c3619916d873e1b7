// The package graph that both plugins hand to ArchitectureCheckTool as graph.json: the command plugin
// (Plugins/CheckArchitecture) and the build-tool plugin (Plugins/ArchitectureCheckBuildPlugin, where this file is
// a symbolic link to this one: a plugin can depend on no library, so the two share the file itself).
import Foundation
import PackagePlugin

/// The JSON ArchitectureCheckTool reads (`ArchitectureRules.PackageGraph`).
struct GraphFile: Encodable {
    var targets: [GraphTarget]
    var packages: [GraphPackage]

    /// The graph of `package`: its targets (plugin targets found by their folders), and its package dependencies.
    init(_ package: Package) {
        let root = GraphFile.root(of: package)
        let packages = package.dependencies.map(\.package)
        // Which package each product comes from: the plugin sees products, dump-package sees the package names.
        var productPackages: [String: String] = [:]
        for package in packages {
            for product in package.products { productPackages[product.id] = package.id }
        }
        var targets = package.targets.map { target in
            GraphTarget(target, root: root, productPackages: productPackages)
        }
        targets += pluginTargets(under: root, besides: targets)
        self.targets = targets
        self.packages = packages.map(GraphPackage.init)
    }

    /// The package's directory, standardised and with symbolic links resolved, as every path in the graph is.
    static func root(of package: Package) -> URL {
        package.directoryURL.standardizedFileURL.resolvingSymlinksInPath()
    }

    /// The graph as sorted, pretty-printed JSON.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Writes the graph to `url`, unless the file there already holds it byte for byte (so a build that reads it
    /// as an input sees no change).
    func write(to url: URL) throws {
        let data = try encoded()
        guard FileManager.default.contents(atPath: url.path) != data else { return }
        try data.write(to: url)
    }
}

/// PackagePlugin does not list plugin targets, so each directory under `Plugins/` that holds Swift files and
/// that no other target claims (as its folder, or as a folder inside it, like `Plugins/ArchitectureCheck/`,
/// which holds several targets) is taken as one (dependencies unknown, so left empty).
func pluginTargets(under root: URL, besides known: [GraphTarget]) -> [GraphTarget] {
    let plugins = root.appendingPathComponent("Plugins")
    let claimed = Set(known.map(\.path))
    let enclosing = Set(
        known.compactMap { target in target.path.split(separator: "/").prefix(2).joined(separator: "/") })
    let names = (try? FileManager.default.contentsOfDirectory(atPath: plugins.path)) ?? []
    return names.sorted().compactMap { name in
        let path = "Plugins/\(name)"
        let sources = swiftFiles(in: plugins.appendingPathComponent(name), root: root)
        guard !claimed.contains(path), !enclosing.contains(path), !sources.isEmpty else { return nil }
        return GraphTarget(name: name, kind: "plugin", path: path, dependencies: [], products: [], sources: sources)
    }
}

/// A package dependency: SwiftPM's identity, where it comes from and, for a local package, the modules of each
/// of its products.
struct GraphPackage: Encodable {
    var identity: String
    var location: String
    var products: [String: [String]]?

    init(_ package: Package) {
        identity = package.id
        location = manifestLocation(of: package.origin)
        guard case .local = package.origin else { return }
        products = Dictionary(
            package.products.map { product in
                (product.name, product.targets.map { ($0 as? SourceModuleTarget)?.moduleName ?? $0.name })
            }, uniquingKeysWith: { first, _ in first })
    }
}

/// A product dependency: the product and its package's identity.
struct GraphProduct: Encodable {
    var name: String
    var package: String?
}

/// One target: name, kind, path relative to the root, direct dependencies (targets, then products), Swift
/// sources relative to the root.
struct GraphTarget: Encodable {
    var name: String
    var kind: String
    var path: String
    var dependencies: [String]
    var products: [GraphProduct]
    var sources: [String]
    var moduleName: String?

    init(name: String, kind: String, path: String, dependencies: [String], products: [GraphProduct], sources: [String])
    {
        self.name = name
        self.kind = kind
        self.path = path
        self.dependencies = dependencies
        self.products = products
        self.sources = sources
    }

    init(_ target: any Target, root: URL, productPackages: [String: String]) {
        name = target.name
        path = relativePath(of: GraphTarget.directoryURL(of: target) ?? root, root: root)
        var dependencies: [String] = []
        var products: [GraphProduct] = []
        for dependency in target.dependencies {
            switch dependency {
            case .target(let target): dependencies.append(target.name)
            case .product(let product):
                products.append(GraphProduct(name: product.name, package: productPackages[product.id]))
            @unknown default: dependencies.append("\(dependency)")
            }
        }
        self.dependencies = dependencies
        self.products = products
        if let module = target.sourceModule {
            switch module.kind {
            case .executable: kind = "executable"
            case .test: kind = "test"
            case .macro: kind = "macro"
            case .snippet: kind = "snippet"
            case .generic: kind = "regular"
            @unknown default: kind = "regular"
            }
            sources = module.sourceFiles.filter { $0.url.pathExtension == "swift" }
                .map { relativePath(of: $0.url, root: root) }.sorted()
        } else {
            kind = target is SystemLibraryTarget ? "system" : "binary"
            sources = []
            if let system = target as? SystemLibraryTarget {
                let declared = declaredModule(in: system.directoryURL)
                moduleName = declared == target.name ? nil : declared
            }
        }
    }

    /// `Target.directoryURL` needs tools version 6.1 and `Target.directory` is a deprecated `Path`; the
    /// concrete target types have had `directoryURL` since 6.0.
    static func directoryURL(of target: any Target) -> URL? {
        switch target {
        case let target as SwiftSourceModuleTarget: return target.directoryURL
        case let target as ClangSourceModuleTarget: return target.directoryURL
        case let target as SystemLibraryTarget: return target.directoryURL
        case let target as BinaryArtifactTarget: return target.directoryURL
        default: return nil
        }
    }
}

/// `url` relative to `root`, as `Sources/X/File.swift`.
func relativePath(of url: URL, root: URL) -> String {
    let path = url.standardizedFileURL.resolvingSymlinksInPath().path
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

/// The `.swift` files under `directory`, relative to `root`, sorted.
func swiftFiles(in directory: URL, root: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
        return []
    }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        .map { relativePath(of: $0, root: root) }.sorted()
}

/// The module a system library's `module.modulemap` declares, or `nil` without one.
func declaredModule(in directory: URL) -> String? {
    guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent("module.modulemap").path)
    else { return nil }
    let words = String(decoding: data, as: UTF8.self).split(whereSeparator: { $0.isWhitespace || $0 == "{" })
    guard let index = words.firstIndex(of: "module"), index + 1 < words.count, words[index + 1] != "*" else {
        return nil
    }
    return String(words[index + 1]).replacingOccurrences(of: "\"", with: "")
}

/// Where a package dependency comes from, as the manifest writes it.
func manifestLocation(of origin: PackageOrigin) -> String {
    switch origin {
    case .root: return "."
    case .local(let path): return path
    case .repository(let url, _, _): return url
    case .registry(let identity, _): return identity
    @unknown default: return "\(origin)"
    }
}
