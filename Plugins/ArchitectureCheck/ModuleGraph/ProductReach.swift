extension PackageGraph {
    /// The targets within reach of a target that links a product of this package listing `listed`: the listed
    /// targets and, transitively, the targets of this package they depend on, which SwiftPM builds into the product.
    /// Macros, plugins, executables and tests are built for the build, not imported, so they are left out.
    ///
    /// The checkout reader (`CheckedOutPackages`) walks a literal manifest the same way and also follows the
    /// products of other packages; the two read different inputs and stay apart.
    public func targetsBrought(byProductListing listed: [String]) -> [String] {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var brought: [String] = []
        var visited: Set<String> = []
        func visit(_ name: String) {
            guard visited.insert(name).inserted, let target = byName[name] else { return }
            guard ![.macro, .plugin, .executable, .test].contains(target.kind) || listed.contains(name) else { return }
            brought.append(name)
            for dependency in target.dependencies { visit(dependency) }
        }
        for name in listed { visit(name) }
        return brought
    }
}
