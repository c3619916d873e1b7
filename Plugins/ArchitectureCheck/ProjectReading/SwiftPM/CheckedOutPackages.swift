import Foundation
public import ModuleGraph
import SwiftSourceScanning

/// The remote packages whose sources are on disk because SwiftPM or Xcode resolved them: `.build/checkouts/<name>`
/// of a package, Xcode's `SourcePackages/checkouts/<name>` (in the repository, or under a DerivedData folder passed
/// with `--source-packages`). Each checkout's `Package.swift` is read as text (`LiteralManifest`: nothing is
/// compiled or run) to learn which modules each product brings: the targets it lists, the targets they depend on,
/// and the modules of other packages' products they depend on. A `Package.resolved` (formats 1, 2 and 3) says which
/// checkouts the build uses: when one is found, only pinned packages are read.
public struct CheckedOutPackages: Sendable, Equatable {
    /// Package identity -> product name -> the modules a target linking the product can import.
    public var products: [String: [String: [String]]] = [:]
    /// Package identity -> the checkout's `Package.swift` that was read.
    public var manifests: [String: String] = [:]

    /// Files larger than this are not read (a manifest or a `Package.resolved` is a few kilobytes).
    public static let maximumFileBytes = 1 << 20
    /// At most this many checkouts are read.
    public static let maximumCheckouts = 500

    /// Creates an empty set.
    public init() {}

    /// One pin of a `Package.resolved`: the package's identity, where it comes from and the version resolved.
    public struct Pin: Equatable, Sendable {
        /// SwiftPM's identity: the location's last component without `.git`, lowercased.
        public var identity: String
        /// The repository URL (or registry identifier).
        public var location: String
        /// The resolved version, when the pin has one (a branch or revision pin has none).
        public var version: String?

        /// Creates a pin.
        public init(identity: String, location: String, version: String?) {
            self.identity = identity
            self.location = location
            self.version = version
        }
    }

    /// The pins of a `Package.resolved` in any of its formats: 1 (`object.pins` with `package`, `repositoryURL`),
    /// 2 and 3 (`pins` with `identity`, `location`). `nil` when the bytes are not one.
    public static func pins(inResolved bytes: [UInt8]) -> [Pin]? {
        struct State: Decodable { var version: String? }
        struct Pin2: Decodable {
            var identity: String?
            var location: String?
            var repositoryURL: String?
            var package: String?
            var state: State?
        }
        struct Object: Decodable { var pins: [Pin2] }
        struct File: Decodable {
            var version: Int
            var pins: [Pin2]?
            var object: Object?
        }
        guard let file = try? JSONDecoder().decode(File.self, from: Data(bytes)) else { return nil }
        return (file.pins ?? file.object?.pins ?? []).compactMap { pin in
            guard let location = pin.location ?? pin.repositoryURL else { return nil }
            return Pin(
                identity: pin.identity ?? RepositoryGraph.remoteIdentity(location), location: location,
                version: pin.state?.version)
        }
    }

    /// Reads the checkouts under the `checkouts` folders in `folders`, limited to the packages pinned by the
    /// `Package.resolved` files `resolvedFiles` when any can be read.
    public static func read(checkoutFolders folders: [String], resolvedFiles: [String]) -> CheckedOutPackages {
        let pins = resolvedFiles.compactMap { read($0).flatMap(pins(inResolved:)) }
        let pinned: Set<String>? = pins.isEmpty ? nil : Set(pins.joined().map(\.identity))
        var manifests: [String: (path: String, manifest: LiteralManifest)] = [:]
        var count = 0
        for folder in folders {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names where count < maximumCheckouts {
                let identity = name.lowercased()
                guard manifests[identity] == nil, pinned?.contains(identity) ?? true else { continue }
                let path = folder + "/" + name + "/Package.swift"
                guard let bytes = read(path), let manifest = LiteralManifest.read(bytes) else { continue }
                manifests[identity] = (path, manifest)
                count += 1
            }
        }
        var result = CheckedOutPackages()
        var resolver = ModuleResolver(manifests: manifests.mapValues(\.manifest))
        for (identity, entry) in manifests {
            result.manifests[identity] = entry.path
            var products: [String: [String]] = [:]
            for product in entry.manifest.products {
                products[product.name] = resolver.modules(ofProduct: product.name, in: identity)
            }
            result.products[identity] = products
        }
        return result
    }

    /// The bytes of the file at `path`, or `nil` when it is missing or larger than ``maximumFileBytes``.
    static func read(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumFileBytes + 1), data.count <= maximumFileBytes else {
            return nil
        }
        return [UInt8](data)
    }
}

extension PackageGraph {
    /// Gives each remote package whose products are not known the products `checkouts` read from its checkout.
    public mutating func learnProducts(from checkouts: CheckedOutPackages) {
        for index in packages.indices where packages[index].products == nil && packages[index].pod == nil {
            guard RepositoryGraph.isRemote(packages[index].location) else { continue }
            packages[index].products = checkouts.products[packages[index].identity.lowercased()]
        }
    }
}

/// Follows products to modules across the checked-out manifests, each product once.
private struct ModuleResolver {
    let manifests: [String: LiteralManifest]
    /// Package name (lowercased) -> identity, for `package:` arguments that give the name.
    let identities: [String: String]
    var cache: [String: [String]] = [:]

    init(manifests: [String: LiteralManifest]) {
        self.manifests = manifests
        var identities: [String: String] = [:]
        for (identity, manifest) in manifests {
            identities[identity] = identity
            if let name = manifest.name?.lowercased(), identities[name] == nil { identities[name] = identity }
        }
        self.identities = identities
    }

    /// The modules a target linking `product` of the package `identity` can import.
    mutating func modules(ofProduct product: String, in identity: String) -> [String] {
        let key = identity + "/" + product
        if let cached = cache[key] { return cached }
        cache[key] = [ModuleName.of(product)]  // while it is resolved: a cycle ends here
        guard let manifest = manifests[identity], let declared = manifest.products.first(where: { $0.name == product })
        else { return [ModuleName.of(product)] }
        var modules: [String] = []
        var visited: Set<String> = []
        for target in declared.targets {
            collect(target, in: identity, manifest: manifest, into: &modules, visited: &visited)
        }
        cache[key] = modules
        return modules
    }

    /// Adds `target`'s module and those it depends on, without macros, plugins and executables (built, not imported).
    private mutating func collect(
        _ target: String, in identity: String, manifest: LiteralManifest, into modules: inout [String],
        visited: inout Set<String>
    ) {
        guard visited.insert(target).inserted, let declared = manifest.targets.first(where: { $0.name == target })
        else { return }
        guard !["macro", "plugin", "executableTarget", "testTarget"].contains(declared.kind) else { return }
        let module = ModuleName.of(target)
        if !modules.contains(module) { modules.append(module) }
        for dependency in declared.dependencies {
            switch dependency {
            case .target(let name):
                collect(name, in: identity, manifest: manifest, into: &modules, visited: &visited)
            case .byName(let name) where manifest.targets.contains { $0.name == name }:
                collect(name, in: identity, manifest: manifest, into: &modules, visited: &visited)
            case .byName(let name):
                add(productModules(name, package: nil, from: manifest), to: &modules)
            case .product(let name, let package):
                add(productModules(name, package: package, from: manifest), to: &modules)
            }
        }
    }

    /// The modules of a product of one of `manifest`'s dependencies: the named package's, else the first
    /// dependency that has such a product, else the product's name as a module name.
    private mutating func productModules(
        _ product: String, package: String?, from manifest: LiteralManifest
    )
        -> [String]
    {
        let candidates =
            package.map { [identities[$0.lowercased()] ?? $0.lowercased()] }
            ?? manifest.packageLocations.map { RepositoryGraph.remoteIdentity($0) }
        for candidate in candidates where manifests[candidate]?.products.contains(where: { $0.name == product }) == true
        {
            return modules(ofProduct: product, in: candidate)
        }
        return [ModuleName.of(product)]
    }

    private func add(_ new: [String], to modules: inout [String]) {
        for module in new where !modules.contains(module) { modules.append(module) }
    }
}
