import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// An `import` of a module that is neither a direct dependency nor re-exported by one.
    public static let undeclaredImport = RuleID(rawValue: "undeclared-import")
}

/// `undeclared-import`: every import names a declared dependency, a module one of them re-exports, or a platform module.
enum UndeclaredImportRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .undeclaredImport,
        summary: "Every import names a declared dependency, a module one of them re-exports, or a platform module.",
        help: "An import that works only because something else linked the module breaks when that changes. "
            + "Declare the dependency, or remove the import. A module a declared dependency re-exports with "
            + "@_exported import is part of that dependency's interface and needs no declaration.")

    static func check(_ checker: inout Checker) { checker.checkImports() }
}

extension Checker {
    mutating func checkImports() {
        let imports = self.imports
        var importGraph: [String: [String]] = [:]
        var firstImport: [Edge: ImportDeclaration] = [:]
        for target in sortedTargets {
            importGraph[target.name] = []
            // A local product brings the targets of its package that the targets it lists depend on.
            let declared = Set(target.dependencies + (target.brought ?? [:]).values.flatMap { $0 })
            let declaredProducts = Set(target.products.map(\.name))
            let mayBringAnything =
                !productsOfUnknownModulesWithin(target).isEmpty || !binaryDependenciesOfUnknownModule(target).isEmpty
            let holdsAModuleOfUnknownName = linksAModuleOfUnknownName(target)
            /// The package node of a product the target declares that brings `module` (an umbrella, a product's
            /// dependencies), if any.
            func declaredProductNode(bringing module: String) -> String? {
                for product in target.products {
                    if let node = packageNodes[product.name], modules(of: product.name, in: node).contains(module) {
                        return node
                    }
                }
                return nil
            }
            for declaration in imports[target.name] ?? [] {
                let module = declaration.module
                guard module != target.importedName else { continue }
                // A clang module whose module map lies on the Xcode target's search paths is found there: its
                // headers are the target's own, or those of what it builds against (a framework's private headers).
                if target.searchPathModules?.contains(module) == true { continue }
                if let owner = owner(ofModule: module, importedBy: target) {
                    let undeclared = !declared.contains(owner) && !importsThroughLinkedProducts(target, owner)
                    // A product the target declares that brings a module of this name is what the import names
                    // (GRDB's demo links the remote GRDB while the repository's own package has a GRDB target).
                    if undeclared, let node = declaredProductNode(bringing: module) {
                        importGraph[target.name, default: []].append(node)
                        continue
                    }
                    // So is a product that brings it which an Xcode target reaches through what it depends on (a
                    // library's installation test bundle, through its host app linking the library's remote product).
                    if undeclared, let node = reachedProductNode(bringing: module, from: target) {
                        importGraph[target.name, default: []].append(node)
                        continue
                    }
                    // An XCFramework the target links may hold it, under a name the check does not know.
                    if undeclared, holdsAModuleOfUnknownName, violation(from: target.name, to: owner) == nil {
                        unplacedImports[target.name, default: []].append(declaration)
                        continue
                    }
                    importGraph[target.name, default: []].append(owner)
                    if firstImport[Edge(target.name, owner)] == nil {
                        firstImport[Edge(target.name, owner)] = declaration
                    }
                    if undeclared { checkUndeclaredImport(declaration, of: owner, in: target) }
                    continue
                }
                if configuration.isPlatformModule(module) { continue }
                if let provider = productModules[module] {
                    guard !declaredProducts.contains(provider.product), declaredProductNode(bringing: module) == nil,
                        !importsThroughLinkedProducts(target, provider.package)
                    else { continue }
                    if mayBringUnawares(provider.package, to: target) {
                        unplacedImports[target.name, default: []].append(declaration)
                    } else {
                        checkUndeclaredProductImport(declaration, provider, in: target)
                    }
                    continue
                }
                if usesUnreadablePackage(target) { continue }  // it may be a module of that package: unknowable
                // A product the target declares that no known package provides is reported as such already.
                if (unresolvedProducts[target.name] ?? []).contains(where: { ModuleName.of($0) == module }) { continue }
                // A product whose modules are not known may bring this one (its targets' dependencies, an umbrella).
                if mayBringAnything {
                    unplacedImports[target.name, default: []].append(declaration)
                    continue
                }
                // An Xcode target may import a module of a workspace project that is not on disk, or of a package
                // the check could not read whose products it links with no package reference: the warnings say so.
                if maySeeAProjectNotOnDisk(target)
                    || (target.productType != nil && !graph.unreadablePackages.isEmpty
                        && unresolvedProducts[target.name] != nil)
                {
                    continue
                }
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
        checkImportCycles(importGraph, firstImport: firstImport)
    }

    /// The package node of a product that brings `module` and that the Xcode target `target` reaches through the
    /// targets it depends on, which Xcode builds into one place, if any. Products are looked up per node: two
    /// nodes may have a product of one name (a remote package's and the framework Carthage builds of it).
    private mutating func reachedProductNode(bringing module: String, from target: PackageTarget) -> String? {
        guard target.productType != nil else { return nil }
        for node in reachable(from: target.name).sorted() where targets[node] == nil && podSource(node) == nil {
            let products =
                graph.packages.filter { $0.identity.lowercased() == node.lowercased() }.flatMap {
                    ($0.products ?? [:]).keys
                } + (configuration.remotePackage(node).map { Array($0.products.keys) } ?? [])
                + packageNodes.filter { $0.value == node }.map(\.key)
            if products.contains(where: { modules(of: $0, in: node).contains(module) }) { return node }
        }
        return nil
    }

    /// The fix for an import nothing provides, in a target whose products' modules are all known; when the target
    /// declares a product none of whose modules it imports, the note says how to map the import to it.
    private func unknownImportNote(_ module: String, in target: PackageTarget, imported: [ImportDeclaration]) -> String
    {
        let importedModules = Set(imported.map(\.module))
        if let note = unknownPodImportNote(module, in: target, importedModules: importedModules) { return note }
        let candidate = target.products.first { product in
            guard let node = packageNodes[product.name] else { return false }
            return !modules(of: product.name, in: node).contains(where: importedModules.contains)
        }
        if let product = candidate, let node = packageNodes[product.name] {
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

    /// `X is reachable only through A, B; <declare>` (or that the target links another product of X), or just
    /// `<declare>`; with why A does not make `module`
    /// visible when A's own files use it (`A imports it without @_exported`).
    private mutating func throughNote(
        _ node: String, module: String, from target: PackageTarget, declare: String
    ) -> String {
        let direct = Set(target.dependencies + target.products.compactMap { packageNodes[$0.name] }).sorted()
        let through = direct.filter { dependency in
            dependency != node && violatingEdges[Edge(target.name, dependency)] == nil
                && reachable(from: dependency).contains(node)
        }
        var reach: [String] = []
        // The target links the package, but through another of its products.
        if direct.contains(node) {
            reach.append("\(target.name) links another product of \(node), not one that holds \(module)")
        }
        if !through.isEmpty {
            let reasons = through.compactMap { reExports.whyNotReExported(module, by: targets[$0]?.importedName ?? $0) }
            let why = reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"
            reach.append("\(node) is reachable only through \(through.joined(separator: ", "))\(why)")
        }
        return (reach + [declare]).joined(separator: "; ")
    }

    /// The modules `target`'s declared dependencies name: its targets' modules and its products' modules.
    func directModules(of target: PackageTarget) -> [String] {
        target.dependencies.compactMap { targets[$0]?.importedName }
            + target.products.flatMap { product in
                packageNodes[product.name].map { modules(of: product.name, in: $0) } ?? []
            }
    }
}
