import ModuleGraph

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
    /// What the products an Xcode target links with no package reference were left unchecked for, as one
    /// `note: ...` line: when a local package of the repository could not be read, Xcode may resolve them from it
    /// (a git submodule not checked out, a generated folder). `nil` when there are none.
    func unreadablePackageProductsNote() -> String? {
        let targetNames = productsUnreadablePackagesMayProvide.keys.sorted()
        guard !targetNames.isEmpty else { return nil }
        let count = productsUnreadablePackagesMayProvide.values.reduce(0) { $0 + $1.count }
        let packages = graph.unreadablePackages.map(\.identity).sorted()
        let perTarget = targetNames.map { name in
            "\(name) links \(Self.list(productsUnreadablePackagesMayProvide[name] ?? [], "and"))"
        }
        return "note: \(count == 1 ? "1 product" : "\(count) products") linked with no package reference "
            + "\(count == 1 ? "was" : "were") not checked, because a local package the check could not read ("
            + packages.joined(separator: ", ") + ") may provide \(count == 1 ? "it" : "them"): "
            + perTarget.joined(separator: "; ")
            + ". Once the packages can be read (check out the submodule, run the generator), the check resolves them"
    }
}
