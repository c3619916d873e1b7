import Foundation

/// Where a target of a whole repository comes from: a local package or an Xcode project.
public struct TargetOrigin: Codable, Hashable, Sendable {
    /// The package's name (`Notes`), or the project's file name (`Companion.xcodeproj`).
    public var name: String
    /// The directory of its `Package.swift` or of its `.xcodeproj`, relative to the repository root (`""` at the
    /// root).
    public var directory: String
    /// The file that declares the target's dependencies, relative to the root: `Packages/Notes/Package.swift` or
    /// `Companion.xcodeproj`.
    public var manifest: String

    /// Creates an origin.
    public init(name: String, directory: String, manifest: String) {
        self.name = name
        self.directory = directory
        self.manifest = manifest
    }

    /// Whether the target is a native target of an Xcode project.
    public var isXcodeProject: Bool { manifest.hasSuffix(".xcodeproj") }

    /// `package Notes` or `project Companion.xcodeproj`, as messages name it.
    public var description: String { (isXcodeProject ? "project " : "package ") + name }
}

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

    /// Creates a local package.
    public init(name: String, directory: String, graph: PackageGraph, products: [String: [String]]) {
        self.name = name
        self.directory = PackageTarget.normalise(directory == "." ? "" : directory)
        self.graph = graph
        self.products = products
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
                (header.products ?? []).map { ($0.name, $0.targets) }, uniquingKeysWith: { first, _ in first }))
    }

    /// SwiftPM's identity of a package at `directory`: its last path component, lowercased.
    public static func identity(ofDirectory directory: String) -> String {
        (directory.split(separator: "/").last.map(String.init) ?? directory).lowercased()
    }

    /// The identity of this package.
    var identity: String { Self.identity(ofDirectory: directory.isEmpty ? name : directory) }

    private struct ManifestHeader: Decodable {
        var name: String
        var products: [Product]?

        struct Product: Decodable {
            var name: String
            var targets: [String]
        }
    }
}

/// Builds one graph of a whole repository: every target of every local package and every native target of every
/// Xcode project. A product of a local package resolves to the targets its manifest lists; remote products stay
/// package nodes. Paths become relative to the repository root; a target name that two packages or projects share
/// is written `Container/Target` (its module name stays what `import` uses).
public enum RepositoryGraph {
    /// The merged graph; a product of an `unreadable` package is a leaf node named by the package's identity.
    public static func merge(
        packages: [LocalPackage], projects: [XcodeProject], unreadable: [UnreadablePackage] = []
    ) -> PackageGraph {
        var containers: [(origin: TargetOrigin, names: [String])] = []
        for package in packages {
            let manifest = package.directory.isEmpty ? "Package.swift" : package.directory + "/Package.swift"
            containers.append(
                (
                    TargetOrigin(name: package.name, directory: package.directory, manifest: manifest),
                    package.graph.targets.map(\.name)
                ))
        }
        for project in projects {
            let directory = project.path.split(separator: "/").dropLast().joined(separator: "/")
            let file = String(project.path.split(separator: "/").last ?? "")
            containers.append(
                (
                    TargetOrigin(name: file, directory: directory, manifest: project.path),
                    project.targets.map(\.name)
                ))
        }
        let counts = containers.flatMap(\.names).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        func node(_ target: String, in container: Int) -> String {
            guard counts[target, default: 0] > 1 else { return target }
            let origin = containers[container].origin
            let prefix = origin.isXcodeProject ? String(origin.name.dropLast(".xcodeproj".count)) : origin.name
            return "\(prefix)/\(target)"
        }
        let byIdentity = Dictionary(
            packages.enumerated().map { ($1.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let byName = Dictionary(
            packages.enumerated().map { ($1.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let byDirectory = Dictionary(
            packages.enumerated().map { ($1.directory, $0) }, uniquingKeysWith: { first, _ in first })
        /// The node names of the targets of `product` in the package at `index`, or `nil` when it has no such product.
        func productTargets(_ product: String, of index: Int) -> [String]? {
            packages[index].products[product].map { $0.map { node($0, in: index) } }
        }
        /// The local package a `package:` argument names: by identity, then by the package's own name.
        func localPackage(named name: String) -> Int? {
            byIdentity[name.lowercased()] ?? byName[name.lowercased()]
        }

        var targets: [PackageTarget] = []
        var remote: [String: PackageDependency] = [:]
        let unreadableByIdentity = Dictionary(
            unreadable.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let unreadableByDirectory = Dictionary(
            unreadable.map { ($0.directory, $0) }, uniquingKeysWith: { first, _ in first })
        /// The leaf node of an unreadable package, added to the graph's packages.
        func leaf(_ package: UnreadablePackage) -> String {
            remote[package.identity] =
                remote[package.identity]
                ?? PackageDependency(identity: package.identity, location: package.location)
            return package.identity
        }
        for (index, package) in packages.enumerated() {
            let origin = containers[index].origin
            let localDependencies = package.graph.packages.compactMap { dependency -> Int? in
                guard !isRemote(dependency.location) else { return nil }
                return localPackage(named: dependency.identity)
            }
            for dependency in package.graph.packages where isRemote(dependency.location) {
                remote[dependency.identity.lowercased()] = remote[dependency.identity.lowercased()] ?? dependency
            }
            for target in package.graph.targets {
                var dependencies = target.dependencies.map { node($0, in: index) }
                var products: [ProductDependency] = []
                for product in target.products {
                    let candidates =
                        product.package.map { name in localPackage(named: name).map { [$0] } ?? [] }
                        ?? localDependencies
                    if let resolved = candidates.lazy.compactMap({ productTargets(product.name, of: $0) }).first {
                        dependencies += resolved
                    } else if let name = product.package, localPackage(named: name) == nil,
                        let unread = unreadableByIdentity[name.lowercased()]
                    {
                        products.append(ProductDependency(name: product.name, package: leaf(unread)))
                    } else {
                        products.append(product)
                    }
                }
                let name = node(target.name, in: index)
                targets.append(
                    PackageTarget(
                        name: name, kind: target.kind, path: joinPath(package.directory, target.path),
                        dependencies: dependencies, products: products,
                        sources: target.sources.map { joinPath(package.directory, $0) },
                        moduleName: name == target.importedName ? nil : target.importedName, origin: origin,
                        conditions: target.conditions))
            }
        }
        for (offset, project) in projects.enumerated() {
            let index = packages.count + offset
            let origin = containers[index].origin
            for reference in project.packages {
                guard case .remote(let url) = reference else { continue }
                let identity = remoteIdentity(url)
                remote[identity] = remote[identity] ?? PackageDependency(identity: identity, location: url)
            }
            let own = Set(project.targets.map(\.name))
            /// A target of this project, else of the project that has one of that name (a sub-project).
            func projectNode(_ name: String) -> String {
                if own.contains(name) { return node(name, in: index) }
                let other = projects.indices.first { projects[$0].targets.contains { $0.name == name } }
                return other.map { node(name, in: packages.count + $0) } ?? name
            }
            for target in project.targets {
                var dependencies = (target.dependencies + target.embeddedTargets).map(projectNode)
                var products: [ProductDependency] = []
                for product in target.packageProducts {
                    switch product.package {
                    case .remote(let url):
                        let identity = remoteIdentity(url)
                        products.append(ProductDependency(name: product.name, package: identity))
                        remote[identity] = remote[identity] ?? PackageDependency(identity: identity, location: url)
                    case .local(let directory):
                        if let local = byDirectory[directory], let resolved = productTargets(product.name, of: local) {
                            dependencies += resolved
                        } else if let unread = unreadableByDirectory[directory] {
                            products.append(ProductDependency(name: product.name, package: leaf(unread)))
                        } else {
                            products.append(ProductDependency(name: product.name))
                        }
                    case nil:
                        if let resolved = packages.indices.lazy.compactMap({ productTargets(product.name, of: $0) })
                            .first
                        {
                            dependencies += resolved
                        } else {
                            products.append(ProductDependency(name: product.name))
                        }
                    }
                }
                for framework in target.linkedFrameworks {
                    let product = PrebuiltFramework.dependency(at: framework)
                    products.append(ProductDependency(name: product.identity, package: product.identity))
                    remote[product.identity.lowercased()] = remote[product.identity.lowercased()] ?? product
                }
                let name = node(target.name, in: index)
                let module = target.moduleName ?? target.name
                targets.append(
                    PackageTarget(
                        name: name, kind: target.productType.targetKind, path: target.directory,
                        dependencies: dependencies, products: products, sources: target.sources,
                        moduleName: module == name ? nil : module, origin: origin, productType: target.productType,
                        embeds: target.embeddedTargets.map { node($0, in: index) }, conditions: target.conditions))
            }
        }
        return PackageGraph(
            targets: targets, packages: remote.values.sorted { $0.identity < $1.identity },
            unreadablePackages: unreadable)
    }

    /// Whether a package location is a URL or registry identity rather than a path on disk.
    static func isRemote(_ location: String) -> Bool {
        !(location.hasPrefix("/") || location.hasPrefix(".") || location.hasPrefix("~"))
    }

    /// SwiftPM's identity of a remote package: the URL's last component without `.git`, lowercased.
    public static func remoteIdentity(_ url: String) -> String {
        var last = url.split(separator: "/").last.map(String.init) ?? url
        if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
        return last.lowercased()
    }
}

extension ArchitectureConfiguration {
    /// The category of a target of a whole repository: its override; an Xcode app or extension is `app` and a test
    /// bundle `test`; else the first rule matching its path from the repository root, then its path inside its
    /// package or project, and, when no rule of the file matches, the built-in conventions on that inner path.
    func category(of target: PackageTarget, in origin: TargetOrigin) -> ModuleCategory? {
        if let override = moduleCategories[target.name] { return override }
        if let type = target.productType {
            if type.isApp { return .app }
            if type.targetKind == .test { return .test }
            if type == .buildTool { return .tool }
        }
        var inside = target
        let prefix = origin.directory.isEmpty ? "" : origin.directory + "/"
        if !prefix.isEmpty && target.path.hasPrefix(prefix) {
            inside.path = String(target.path.dropFirst(prefix.count))
        }
        return categoryRules.first { $0.matches(target) }?.category
            ?? categoryRules.first { $0.matches(inside) }?.category
            ?? Self.conventions.categoryRules.first { $0.matches(inside) }?.category
    }
}

/// The rules' allowances for Xcode targets, which build differently from package targets.
extension Checker {
    /// Whether an Xcode target may import `node` without naming it: Xcode builds every package module a target
    /// links, directly or through other products, into one products directory, so the import compiles. Not a pod:
    /// CocoaPods puts a pod on the search paths of the targets its Podfile links it into only.
    mutating func importsThroughLinkedProducts(_ target: PackageTarget, _ node: String) -> Bool {
        target.productType != nil && podSource(node) == nil && reachable(from: target.name).contains(node)
    }

    /// Whether a native target of an Xcode project that depends on `target`, directly or not, imports one of
    /// `modules`: the package declares the dependency for the project, which cannot declare it as easily.
    mutating func importedByDependentProject(
        _ target: String, modules: [String], imports: [String: [ImportDeclaration]]
    ) -> Bool {
        for project in sortedTargets where project.productType != nil && project.name != target {
            guard reachable(from: project.name).contains(target) else { continue }
            if (imports[project.name] ?? []).contains(where: { modules.contains($0.module) }) { return true }
        }
        return false
    }

    /// The target whose module `import module` in `target` names: one of its dependencies when two packages
    /// have a module of that name, else the first.
    func owner(ofModule module: String, importedBy target: PackageTarget) -> String? {
        target.dependencies.first { targets[$0]?.importedName == module } ?? moduleOwners[module]
    }

    /// How to declare the dependency of `target` on the target `owner`: a line of its `Package.swift`, or for an
    /// Xcode target, the product (or framework) to link in its project.
    func declareDependency(on owner: String, in target: PackageTarget) -> String {
        let place = manifest(of: target.name)
        guard target.productType != nil else {
            return "add \"\(owner)\" to the dependencies of \(target.name) in \(place)"
        }
        let what =
            targets[owner]?.origin.flatMap {
                $0.isXcodeProject ? nil : "the product of package \($0.name) that holds \(owner)"
            }
            ?? owner
        return "add \(what) to \(target.name)'s Frameworks, Libraries, and Embedded Content in \(place)"
    }

    /// The file that declares `target`'s dependencies: `Package.swift`, `Packages/Notes/Package.swift` or
    /// `Companion.xcodeproj`.
    func manifest(of target: String) -> String {
        targets[target]?.origin?.manifest ?? "Package.swift"
    }
}

extension PackageTarget {
    /// What messages call the target's kind: the Xcode product type (`application`, `framework`) for a native
    /// target of a project, else the SwiftPM kind (`regular`, `executable`).
    var kindName: String { productType?.rawValue ?? kind.rawValue }
}
