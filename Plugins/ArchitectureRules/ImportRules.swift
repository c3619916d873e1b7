/// The rules over what each source file imports: declared imports, import cycles, unused dependencies and the
/// layers inside a feature.
extension Checker {
    mutating func checkImports(_ imports: [String: [ImportDeclaration]]) {
        var importGraph: [String: [String]] = [:]
        var firstImport: [Edge: ImportDeclaration] = [:]
        for target in sortedTargets {
            importGraph[target.name] = []
            let declared = Set(target.dependencies)
            let declaredProducts = Set(target.products.map(\.name))
            for declaration in imports[target.name] ?? [] {
                let module = declaration.module
                guard module != target.importedName else { continue }
                if let owner = owner(ofModule: module, importedBy: target) {
                    importGraph[target.name, default: []].append(owner)
                    if firstImport[Edge(target.name, owner)] == nil {
                        firstImport[Edge(target.name, owner)] = declaration
                    }
                    if !declared.contains(owner) && !importsThroughLinkedProducts(target, owner) {
                        checkUndeclaredImport(declaration, of: owner, in: target)
                    }
                    continue
                }
                if configuration.isPlatformModule(module) { continue }
                if let provider = productModules[module] {
                    // Any product the target declares may bring the module (an umbrella, a product's dependencies).
                    let broughtByADeclaredProduct = target.products.contains { product in
                        packageNodes[product.name].map { modules(of: product.name, in: $0).contains(module) } ?? false
                    }
                    if !declaredProducts.contains(provider.product) && !broughtByADeclaredProduct
                        && !importsThroughLinkedProducts(target, provider.package)
                    {
                        checkUndeclaredProductImport(declaration, provider, in: target)
                    }
                    continue
                }
                if usesUnreadablePackage(target) { continue }  // it may be a module of that package: unknowable
                // A product the target declares that no known package provides is reported as such already.
                if (unresolvedProducts[target.name] ?? []).contains(where: { ModuleName.of($0) == module }) { continue }
                let linked =
                    target.productType == nil
                    ? "a target of this package, a product of a package it depends on"
                    : "a target or package product it links"
                add(
                    .undeclaredImport, target.name,
                    "\(target.name) imports \(module), which is neither \(linked), nor an Apple SDK or toolchain module",
                    note: unknownImportNote(module, in: target, imported: imports[target.name] ?? []),
                    at: declaration.location, subject: "\(declaration.file) imports \(module)", importing: module)
            }
        }
        let reported = Set(dependencies.cycles())
        for cycle in DirectedGraph(adjacency: importGraph).cycles() where !reported.contains(cycle) {
            let hops = zip(cycle, cycle.dropFirst()).compactMap { firstImport[Edge($0, $1)] }
            add(
                .acyclic, cycle[0], "import cycle: \(cycle.joined(separator: " -> "))",
                note: "remove one of these imports: "
                    + hops.map { "\($0.file):\($0.line):\($0.column) imports \($0.module)" }.joined(separator: "; "),
                subject: "imports " + cycle.joined(separator: " -> "))
        }
    }

    /// The fix for an import nothing provides; when the target declares a product none of whose modules it
    /// imports, the import is most likely that product's module under another name, and the note says how to map it.
    private func unknownImportNote(_ module: String, in target: PackageTarget, imported: [ImportDeclaration]) -> String
    {
        let importedModules = Set(imported.map(\.module))
        if let note = unknownPodImportNote(module, in: target, importedModules: importedModules) { return note }
        let unmapped = target.products.first { product in
            guard let node = packageNodes[product.name] else { return false }
            return !modules(of: product.name, in: node).contains(where: importedModules.contains)
        }
        if let product = unmapped, let node = packageNodes[product.name] {
            return "if \(module) is the module of \(target.name)'s product \(product.name), map it in "
                + "\(configurationFile): {\"package\": \"\(node)\", ..., \"products\": {\"\(product.name)\": "
                + "[\"\(module)\"]}}; otherwise declare the product that provides it"
        }
        if target.productType != nil {
            return "link the package product or framework (a Carthage one too) that provides it in \(target.name)'s "
                + "Frameworks, Libraries, and Embedded Content in \(manifest(of: target.name)), or, if it is a pod, add "
                + "pod '<Pod>' to \(target.name)'s target block in the Podfile"
        }
        return "declare the product that provides it: .product(name: \"<product>\", package: \"<package>\") in the "
            + "dependencies of \(target.name); if the product's module is named differently, map it under "
            + "\"products\" of the package in \(configurationFile); if \(module) ships with a platform, add it to "
            + "\"platformModules\" there"
    }

    /// An import of a target `target` does not declare: forbidden by the matrix, a cycle, or merely undeclared.
    private mutating func checkUndeclaredImport(
        _ declaration: ImportDeclaration, of owner: String, in target: PackageTarget
    ) {
        let module = declaration.module
        let location = declaration.location
        let subject = "\(declaration.file) imports \(module)"
        if let violation = violation(from: target.name, to: owner) {
            add(
                violation.rule, target.name,
                "\(describe(target.name)) imports \(describeTarget(owner)): \(violation.reason)",
                note: "remove the import; " + remedy(violation.rule, from: target.name, to: owner), at: location,
                subject: subject, importing: module)
            return
        }
        // A declared dependency that re-exports the module makes it part of that dependency's interface.
        if reExports.chain(to: module, from: directModules(of: target)) != nil { return }
        let message = "\(target.name) imports \(module), which is not one of its dependencies"
        if reachable(from: owner).contains(target.name) {
            add(
                .undeclaredImport, target.name, message,
                note: "remove the import: \(owner) already depends on \(target.name), so declaring it would make a "
                    + "cycle; move what \(target.name) needs into a module below both", at: location, subject: subject,
                importing: module)
            return
        }
        add(
            .undeclaredImport, target.name, message,
            note: throughNote(
                owner, module: module, from: target,
                declare: declareDependency(on: owner, in: target)), at: location, subject: subject, importing: module)
    }

    /// An import of a product's module that `target` does not declare.
    private mutating func checkUndeclaredProductImport(
        _ declaration: ImportDeclaration, _ provider: (package: String, product: String), in target: PackageTarget
    ) {
        let subject = "\(declaration.file) imports \(declaration.module)"
        let node = provider.package
        if let violation = violation(from: target.name, to: node) {
            add(
                violation.rule, target.name,
                "\(describe(target.name)) imports \(declaration.module) of \(describe(node)): \(violation.reason)",
                note: "remove the import; " + remedy(violation.rule, from: target.name, to: node),
                at: declaration.location, subject: subject, importing: declaration.module)
            return
        }
        if reExports.chain(to: declaration.module, from: directModules(of: target)) != nil { return }
        add(
            .undeclaredImport, target.name,
            "\(target.name) imports \(declaration.module), a module of \(nodeKind(node)) "
                + "\(node), which is not one of its "
                + "dependencies",
            note: throughNote(
                node, module: declaration.module, from: target,
                declare: podSource(node).map { declarePod(provider.product, from: $0, in: target) }
                    ?? linkFramework(node, in: target)
                    ?? (target.productType == nil
                        ? "add .product(name: \"\(provider.product)\", package: \"\(node)\") to the dependencies of "
                            + "\(target.name) in \(manifest(of: target.name))"
                        : "add the product \(provider.product) of package \(node) to \(target.name)'s Frameworks, "
                            + "Libraries, and Embedded Content in \(manifest(of: target.name))")),
            at: declaration.location, subject: subject,
            importing: declaration.module)
    }

    /// `X is reachable only through A, B; <declare>`, or just `<declare>`; with why A does not make `module`
    /// visible when A's own files use it (`A imports it without @_exported`).
    private mutating func throughNote(
        _ node: String, module: String, from target: PackageTarget, declare: String
    ) -> String {
        let direct = Set(target.dependencies + target.products.compactMap { packageNodes[$0.name] }).sorted()
        let through = direct.filter { dependency in
            violatingEdges[Edge(target.name, dependency)] == nil && reachable(from: dependency).contains(node)
        }
        guard !through.isEmpty else { return declare }
        let reasons = through.compactMap { reExports.whyNotReExported(module, by: targets[$0]?.importedName ?? $0) }
        let why = reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"
        return "\(node) is reachable only through \(through.joined(separator: ", "))\(why); \(declare)"
    }

    /// The modules `target`'s declared dependencies name: its targets' modules and its products' modules.
    private func directModules(of target: PackageTarget) -> [String] {
        target.dependencies.compactMap { targets[$0]?.importedName }
            + target.products.flatMap { product in
                packageNodes[product.name].map { modules(of: product.name, in: $0) } ?? []
            }
    }

    // MARK: Unused dependencies

    /// A declared dependency that no source file of the target imports. Not counted: dependencies on executables,
    /// plugins and macros (built, not imported), targets with no Swift sources, and what `linkOnly` allows. A
    /// system library counts as used when its module map's module is imported; an import inside any `#if` branch
    /// counts, and so do an import of a module that re-exports the dependency (`@_exported import`), whose
    /// declarations the target's files then see, and an import of a module the dependency re-exports and the
    /// target does not declare. An edge that breaks a rule already is not reported twice.
    mutating func checkUnusedDependencies(_ imports: [String: [ImportDeclaration]]) {
        guard configuration.reportsUnusedDependencies else { return }
        for target in sortedTargets where !target.sources.isEmpty && target.kind != .plugin {
            let declarations = imports[target.name] ?? []
            let imported = Set(declarations.map(\.module))
            let declaredModules = Set(directModules(of: target))
            /// Whether the target imports a module it does not declare that one of `modules` re-exports: the
            /// dependency is what brings it.
            func bringsAnImport(_ modules: [String]) -> Bool {
                imported.contains { !declaredModules.contains($0) && reExports.chain(to: $0, from: modules) != nil }
            }
            let allowed = configuration.linkOnlyDependencies(of: target.name)
            let fix =
                "if \(target.name) needs it only to link, add it to \"linkOnly\": {\"\(target.name)\": [...]} "
                + "in \(configurationFile)"
            for dependency in Set(target.dependencies).sorted() where !allowed.contains(dependency) {
                guard let used = targets[dependency], ![.executable, .plugin, .macro].contains(used.kind),
                    !imported.contains(used.importedName), violatingEdges[Edge(target.name, dependency)] == nil,
                    !importedByDependentProject(target.name, modules: [used.importedName], imports: imports)
                else { continue }
                let reach = reExports.reach(of: [used.importedName], through: declarations)
                if case .throughReExport = reach { continue }
                if bringsAnImport([used.importedName]) { continue }
                add(
                    .unusedDependency, target.name,
                    "\(target.name) depends on \(dependency), but no source file of \(target.name) imports "
                        + "\(used.importedName)" + Self.scopedAway(reach, of: target.name),
                    note: "remove \"\(dependency)\" from the dependencies of \(target.name) in "
                        + "\(manifest(of: target.name)); \(fix)",
                    subject: "\(target.name) -> \(dependency)")
            }
            for product in target.products where !allowed.contains(product.name) {
                guard let node = packageNodes[product.name], violatingEdges[Edge(target.name, node)] == nil,
                    !isLinkedWithoutAManifest(node)
                else {
                    continue
                }
                let modules = modules(of: product.name, in: node)
                guard !modules.contains(where: imported.contains),
                    !importedByDependentProject(target.name, modules: modules, imports: imports)
                else { continue }
                let reach = reExports.reach(of: modules, through: declarations)
                if case .throughReExport = reach { continue }
                if bringsAnImport(modules) { continue }
                add(
                    .unusedDependency, target.name,
                    "\(target.name) depends on product \(product.name) of \(node), but no source file of "
                        + "\(target.name) imports \(modules.joined(separator: " or "))"
                        + Self.scopedAway(reach, of: target.name),
                    note: "remove .product(name: \"\(product.name)\", ...) from the dependencies of \(target.name) in "
                        + "\(manifest(of: target.name)); if its module is named differently, map it under \"products\" of \(node) "
                        + "in \(configurationFile); \(fix)",
                    subject: "\(target.name) -> \(product.name)")
            }
        }
    }

    /// `; TrailsFeature re-exports it, but MapFeature imports only struct TrailsFeature.TrailList, which
    /// TrailsFeature declares itself` when a scoped import is all that stands between the target and a re-export.
    private static func scopedAway(_ reach: ReExports.Reach, of target: String) -> String {
        guard case .scopedImportOnly(let declaration, let chain) = reach, let first = chain.first else { return "" }
        let module = declaration.module
        return "; \(module) re-exports it (\(first.file):\(first.line)), but \(target) imports only "
            + "\(declaration.importedPath), which \(module) declares itself"
    }

    // MARK: Layers inside a feature

    /// Files under a feature's layer folders may not import what the layer's rules forbid.
    mutating func checkFeatureLayers(_ imports: [String: [ImportDeclaration]]) {
        guard configuration.featureLayersEnabled, !configuration.featureLayers.isEmpty else { return }
        for feature in names(in: .feature) {
            guard let target = targets[feature] else { continue }
            let prefix = target.path + "/"
            for declaration in imports[feature] ?? [] where declaration.file.hasPrefix(prefix) {
                let inside = declaration.file.dropFirst(prefix.count)
                guard let slash = inside.firstIndex(of: "/") else { continue }
                let folder = String(inside[..<slash])
                for rule in configuration.featureLayers
                where rule.folders.contains(folder) && rule.forbiddenImports.contains(declaration.module) {
                    let module = declaration.module
                    add(
                        .featureLayers, feature,
                        "\(feature)'s \(folder)/ imports \(module): files under \(folder)/ may not import "
                            + rule.forbiddenImports.joined(separator: ", "),
                        note: rule.note.map { "remove the import; \($0)" }
                            ?? "remove the import: move the code that needs \(module) out of \(folder)/ into a "
                            + "folder that may use it, and give \(folder)/ plain values instead",
                        at: declaration.location, subject: "\(declaration.file) imports \(module)", importing: module)
                    break
                }
            }
        }
    }
}
