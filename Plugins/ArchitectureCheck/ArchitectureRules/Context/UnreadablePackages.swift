import ModuleGraph
import ProjectReading

extension Checker {
    /// Whether `target` uses a product of a local package the run could not read: its imports of modules nothing
    /// known provides may be that package's, so they are not reported.
    func usesUnreadablePackage(_ target: PackageTarget) -> Bool {
        target.products.contains { product in
            packageNodes[product.name].map { graph.unreadablePackage($0) != nil } ?? false
        }
    }
}

extension Checker {
    /// Whether `target` is an Xcode target while a project of the workspace is not on disk: Xcode builds every
    /// project of a workspace into one place, so the target may import that project's modules and depend on its
    /// targets, which the check cannot see.
    func maySeeAProjectNotOnDisk(_ target: PackageTarget) -> Bool {
        target.productType != nil && !graph.unreadableProjects.isEmpty
    }

    /// Whether `target` depends on a target of a project that is not on disk: what that target imports is not known,
    /// and the products `target` links may be linked for it.
    func dependsOnAProjectNotOnDisk(_ target: PackageTarget) -> Bool {
        maySeeAProjectNotOnDisk(target) && target.dependencies.contains { targets[$0] == nil }
    }

    /// The packages whose products the check does not know, which a product an Xcode target links with no package
    /// reference may come from (Xcode looks for it in every package of the build): local packages it could not read,
    /// and remote packages whose manifests it has not read (no checkout, no "products" in the configuration).
    var packagesOfUnknownProducts: (unreadable: [String], remote: [String]) {
        let remote = graph.packages.filter { package in
            package.pod == nil && package.products == nil && RepositoryGraph.isRemote(package.location)
                && !PrebuiltFramework.isFramework(package.location)
                && (configuration.remotePackage(package.identity)?.products.isEmpty ?? true)
        }
        return (graph.unreadablePackages.map(\.identity).sorted(), remote.map(\.identity).sorted())
    }

    /// The products Xcode targets link with no package reference that a package of unknown products may provide,
    /// left unchecked, as one `note: ...` line; `nil` when there are none.
    func unknownPackageProductsNote() -> String? {
        let targetNames = productsUnknownPackagesMayProvide.keys.sorted()
        guard !targetNames.isEmpty else { return nil }
        let count = productsUnknownPackagesMayProvide.values.reduce(0) { $0 + $1.count }
        let (unreadable, remote) = packagesOfUnknownProducts
        var sources: [String] = []
        if !remote.isEmpty {
            sources.append(
                "the products of \(remote.count == 1 ? "1 remote package" : "\(remote.count) remote packages") are not "
                    + "known (resolve them, or pass --source-packages <DerivedData>)")
        }
        if !unreadable.isEmpty {
            sources.append(
                "it could not read the local package\(unreadable.count == 1 ? "" : "s") "
                    + unreadable.joinedInProse() + " (check out the submodule, or run the generator)")
        }
        let perTarget = targetNames.map { name in
            "\(name) links \((productsUnknownPackagesMayProvide[name] ?? []).joinedInProse())"
        }
        return "note: \(count == 1 ? "1 product" : "\(count) products") linked with no package reference "
            + "\(count == 1 ? "was" : "were") not checked, because Xcode looks for such a product in every package "
            + "of the build, and \(sources.joined(separator: ", and ")): " + perTarget.joined(separator: "; ")
    }
}
