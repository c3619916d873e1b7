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
