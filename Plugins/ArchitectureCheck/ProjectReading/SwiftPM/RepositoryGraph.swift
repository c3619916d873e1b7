import Foundation
public import ModuleGraph

/// Builds one graph of a whole repository: every target of every local package and every native target of every
/// Xcode project. A product of a local package resolves to the targets its manifest lists; remote products stay
/// package nodes. Paths become relative to the repository root; a target name that two packages or projects share
/// is written `Container/Target` (its module name stays what `import` uses), qualified further where that is not
/// enough, so that every node has a name of its own.
public enum RepositoryGraph {
    /// The merged graph; a product of an `unreadable` package is a leaf node named by the package's identity. While
    /// a project of the workspace is not on disk (`unreadableProjects`), a framework from the build products folder
    /// that no project here builds may be one of its targets, and is left out like them.
    public static func merge(
        packages: [LocalPackage], projects: [XcodeProject], unreadable: [UnreadablePackage] = [],
        unreadableProjects: [UnreadableProject] = []
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
        let names = nodeNames(of: containers)
        let nodeNamesInUse = Set(names.flatMap(\.values))
        func node(_ target: String, in container: Int) -> String { names[container][target] ?? target }
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
        /// For each target `product` of the package at `index` lists, by node name: the package's targets it depends
        /// on, directly or not, that the product does not list, which a target linking the product may import.
        func broughtBeyondListed(_ product: String, of index: Int) -> [String: [String]] {
            let listed = packages[index].products[product] ?? []
            var brought: [String: [String]] = [:]
            for name in listed {
                let extra = packages[index].graph.targetsBrought(byProductListing: [name]).filter {
                    !listed.contains($0)
                }
                if !extra.isEmpty { brought[node(name, in: index)] = extra.map { node($0, in: index) } }
            }
            return brought
        }
        /// The local package a `package:` argument names: by identity, then by the package's own name.
        func localPackage(named name: String) -> Int? {
            byIdentity[name.lowercased()] ?? byName[name.lowercased()]
        }

        var targets: [PackageTarget] = []
        var remote: [String: PackageDependency] = [:]
        /// Prebuilt frameworks that share the node of a package of their name, by file.
        var sharingFrameworks: [String: PackageDependency] = [:]
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
                var bundled: [BundledProduct] = []
                var brought: [String: [String]] = [:]
                for product in target.products {
                    let candidates =
                        product.package.map { name in localPackage(named: name).map { [$0] } ?? [] }
                        ?? localDependencies
                    if let (local, resolved) = candidates.lazy.compactMap({ candidate in
                        productTargets(product.name, of: candidate).map { (candidate, $0) }
                    }).first {
                        dependencies += resolved
                        brought.merge(broughtBeyondListed(product.name, of: local)) { first, _ in first }
                        if resolved.count > 1 {
                            bundled.append(
                                BundledProduct(name: product.name, package: packages[local].name, targets: resolved))
                        }
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
                        conditions: target.conditions, bundledProducts: bundled, brought: brought,
                        buildPlugins: target.buildPlugins))
            }
        }
        /// The node of the framework target, in a project other than the one at `offset`, whose product is
        /// `name.framework`: by target name, else by module name.
        func frameworkProducer(named name: String, outside offset: Int) -> String? {
            let frameworks = projects.indices.filter { $0 != offset }.flatMap { other in
                projects[other].targets.filter { $0.productType == .framework }.map {
                    (target: $0, index: packages.count + other)
                }
            }
            let match =
                frameworks.first { $0.target.name == name }
                ?? frameworks.first { ($0.target.moduleName ?? ModuleName.of($0.target.name)) == ModuleName.of(name) }
            return match.map { node($0.target.name, in: $0.index) }
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
                var bundled: [BundledProduct] = []
                var brought: [String: [String]] = [:]
                var linkedDynamically: [String] = []
                /// Adds the targets of `product` of the local package at `local`, one dependency when it bundles several.
                func link(_ product: String, of local: Int, _ resolved: [String]) {
                    dependencies += resolved
                    if packages[local].dynamicLibraries.contains(product) { linkedDynamically += resolved }
                    brought.merge(broughtBeyondListed(product, of: local)) { first, _ in first }
                    if resolved.count > 1 {
                        bundled.append(BundledProduct(name: product, package: packages[local].name, targets: resolved))
                    }
                }
                for product in target.packageProducts {
                    switch product.package {
                    case .remote(let url):
                        let identity = remoteIdentity(url)
                        products.append(ProductDependency(name: product.name, package: identity))
                        remote[identity] = remote[identity] ?? PackageDependency(identity: identity, location: url)
                    case .local(let directory):
                        if let local = byDirectory[directory], let resolved = productTargets(product.name, of: local) {
                            link(product.name, of: local, resolved)
                        } else if let unread = unreadableByDirectory[directory] {
                            products.append(ProductDependency(name: product.name, package: leaf(unread)))
                        } else {
                            products.append(ProductDependency(name: product.name))
                        }
                    case nil:
                        // Xcode looks among the project's own package references first.
                        let referenced = project.packages.compactMap { reference -> Int? in
                            guard case .local(let directory) = reference else { return nil }
                            return byDirectory[directory]
                        }
                        let candidates = referenced + packages.indices.filter { !referenced.contains($0) }
                        if let (local, resolved) = candidates.lazy.compactMap({ candidate in
                            productTargets(product.name, of: candidate).map { (candidate, $0) }
                        }).first {
                            link(product.name, of: local, resolved)
                        } else {
                            products.append(ProductDependency(name: product.name))
                        }
                    }
                }
                /// Links the framework node `framework`. One named as a target (lottie-ios's package target `Lottie`
                /// beside the `Lottie.xcframework` its Carthage test project links) is named by its file instead, so
                /// the two stay two nodes.
                func linkFramework(_ framework: PackageDependency) {
                    var node = framework
                    if nodeNamesInUse.contains(node.identity) {
                        node.identity = node.location.split(separator: "/").last.map(String.init) ?? node.identity
                    }
                    let product = framework.products?.keys.first ?? framework.identity
                    products.append(ProductDependency(name: product, package: node.identity))
                    // A framework named as a package already read (Carthage's `Alamofire.framework` beside a
                    // manifest's remote `alamofire`) shares its node, and is kept after the packages, so that what
                    // names the node finds the package and `unused-dependency` still knows the framework's products.
                    if let named = remote[node.identity.lowercased()], !PrebuiltFramework.isFramework(named.location) {
                        sharingFrameworks[node.location] = sharingFrameworks[node.location] ?? node
                    } else {
                        remote[node.identity.lowercased()] = remote[node.identity.lowercased()] ?? node
                    }
                }
                for framework in target.linkedFrameworks {
                    linkFramework(PrebuiltFramework.dependency(at: framework))
                }
                // A framework from the build products folder: another project's target of the workspace builds it
                // (Xcode finds it in the shared products folder), else something outside the repository does, and it
                // is a framework node like a prebuilt one.
                for framework in target.builtFrameworks {
                    if let producer = frameworkProducer(named: framework, outside: offset) {
                        dependencies.append(producer)
                        continue
                    }
                    if !unreadableProjects.isEmpty { continue }
                    linkFramework(PrebuiltFramework.builtElsewhere(named: framework))
                }
                let name = node(target.name, in: index)
                let module = target.moduleName ?? target.name
                targets.append(
                    PackageTarget(
                        name: name, kind: target.productType.targetKind, path: target.directory,
                        dependencies: dependencies, products: products, sources: target.sources,
                        moduleName: module == name ? nil : module, origin: origin, productType: target.productType,
                        embeds: target.embeddedTargets.map { node($0, in: index) }, conditions: target.conditions,
                        bundledProducts: bundled, brought: brought, linkedDynamically: linkedDynamically,
                        bridgingHeader: target.bridgingHeader, searchPathModules: target.searchPathModules,
                        objectiveCSources: target.objectiveCSources, projectHeaders: target.projectHeaders))
            }
        }
        return PackageGraph(
            targets: targets,
            packages: remote.values.sorted { $0.identity < $1.identity }
                + sharingFrameworks.values.sorted { $0.location < $1.location },
            unreadablePackages: unreadable, unreadableProjects: unreadableProjects)
    }

    /// The node name of each target of each container, one dictionary per container: the target's own name when no
    /// other container has a target of that name, else the name qualified by its package or project (`Core/Models`,
    /// `App/Models` for `App.xcodeproj`). Where that is not enough, a project keeps its `.xcodeproj`
    /// (`Sparkle.xcodeproj/Sparkle` beside package Sparkle's `Sparkle/Sparkle`), then both sides take the path of
    /// their project or package directory (`iOS/App.xcodeproj/App`, `Modules/App/App`, `./App` at the root);
    /// whatever still collides is numbered, so no two targets of the graph share a name.
    static func nodeNames(of containers: [(origin: TargetOrigin, names: [String])]) -> [[String: String]] {
        let entries = containers.indices.flatMap { index in
            containers[index].names.map { (container: index, target: $0) }
        }
        let mostQualified = 3
        func spelling(_ entry: (container: Int, target: String), qualified level: Int) -> String {
            let origin = containers[entry.container].origin
            let qualifier: String
            switch level {
            case 0: return entry.target
            case 1: qualifier = origin.isXcodeProject ? String(origin.name.dropLast(".xcodeproj".count)) : origin.name
            case 2: qualifier = origin.name
            default:
                qualifier = origin.isXcodeProject ? origin.manifest : origin.directory.isEmpty ? "." : origin.directory
            }
            return "\(qualifier)/\(entry.target)"
        }
        var levels = Array(repeating: 0, count: entries.count)
        var spelled = entries.map { spelling($0, qualified: 0) }
        while true {
            let shared = Dictionary(grouping: entries.indices) { spelled[$0] }.values.filter { $0.count > 1 }
            let ambiguous = shared.joined().filter { levels[$0] < mostQualified }
            guard !ambiguous.isEmpty else { break }
            for index in ambiguous {
                levels[index] += 1
                spelled[index] = spelling(entries[index], qualified: levels[index])
            }
        }
        var taken = Set<String>()
        var names = Array(repeating: [String: String](), count: containers.count)
        for (index, entry) in entries.enumerated() where names[entry.container][entry.target] == nil {
            var name = spelled[index]
            var number = 2
            while !taken.insert(name).inserted {
                name = "\(spelled[index]) (\(number))"
                number += 1
            }
            names[entry.container][entry.target] = name
        }
        return names
    }

    /// Whether a package location is a URL or registry identity rather than a path on disk.
    public static func isRemote(_ location: String) -> Bool {
        !(location.hasPrefix("/") || location.hasPrefix(".") || location.hasPrefix("~"))
    }

    /// SwiftPM's identity of a remote package: the URL's last component without `.git`, lowercased.
    public static func remoteIdentity(_ url: String) -> String {
        var last = url.split(separator: "/").last.map(String.init) ?? url
        if last.hasSuffix(".git") { last = String(last.dropLast(4)) }
        return last.lowercased()
    }
}
