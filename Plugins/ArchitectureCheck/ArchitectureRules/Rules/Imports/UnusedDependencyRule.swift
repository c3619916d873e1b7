import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A declared dependency that no source file of the target imports.
    public static let unusedDependency = RuleID(rawValue: "unused-dependency")
}

/// `unused-dependency`: every declared dependency is imported by the target that declares it.
enum UnusedDependencyRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .unusedDependency,
        summary: "Every declared dependency is imported by the target that declares it.",
        help: "A dependency nothing imports costs rebuilds and draws a false edge. Remove it, or list it under "
            + "\"linkOnly\" when it is needed only to link. A dependency the target sees through another "
            + "module's @_exported import, or that re-exports a module the target imports, is used.")

    static func check(_ checker: inout Checker) { checker.checkUnusedDependencies() }
}

extension Checker {
    /// Build-tool plugins that generate no Swift that imports anything: linters, and this check's own plugin, whose
    /// output is one comment. A target applying only these still has its dependencies checked.
    static let pluginsGeneratingNoImports: Set<String> = [
        "ArchitectureCheckBuildPlugin", "SwiftLintBuildToolPlugin", "SwiftLintPlugin",
    ]

    /// A declared dependency that no source file of the target imports. Not counted: dependencies on executables,
    /// plugins, macros and Xcode bundles (built, not imported), on Xcode libraries with no Swift file (a bridging
    /// header may use them), targets with no Swift sources or with a source file that could not be read, targets
    /// that apply a build-tool plugin (the sources it generates, which the check does not see, may import them),
    /// targets that depend on a target of a project not on disk (its frameworks may need what they link), an Xcode
    /// target's dynamic library product that another of its dependencies links (linked so that Xcode embeds it),
    /// what `linkOnly` allows, and a dependency through which an Xcode target reaches a package product whose module
    /// it imports. A module that an Xcode target's bridging header or Objective-C sources import (`@import FMDB;`,
    /// `#import <FMDB/FMDB.h>`, `#import "FMDB.h"`) counts as imported; while they include a header that neither the
    /// project, the SDK nor a known module provides (`"sodium.h"`), a product, or an Objective-C package target, that
    /// may provide it is noted as not checked (``objectiveCUndecidedNote()``), not reported. Nor is an Xcode
    /// unit-test bundle's dependency whose module the target it imports (its host app, `@testable import`) or one beneath imports: loading
    /// the app's module needs the module maps of the Objective-C modules under it. A
    /// system library counts as used when its module map's module is imported; an import inside any `#if` branch
    /// counts, and so do an import of a module that re-exports the dependency (`@_exported import`), whose
    /// declarations the target's files then see, and an import of a module the dependency re-exports and the
    /// target does not declare, and an import of a target a local product brings that the target does not declare
    /// itself. A product whose modules the check does not know is not reported while the target imports modules it
    /// cannot place: one of them may be the product's. An edge that breaks a rule already is not reported twice.
    mutating func checkUnusedDependencies() {
        let imports = countedImports
        guard configuration.reportsUnusedDependencies else { return }
        for target in sortedTargets
        where !target.sources.isEmpty && target.kind != .plugin && !targetsWithUnreadSources.contains(target.name)
            && !dependsOnAProjectNotOnDisk(target)
            && (target.buildPlugins ?? []).allSatisfy(Self.pluginsGeneratingNoImports.contains)
        {
            let declarations = imports[target.name] ?? []
            // What the target's bridging header imports, its Swift code sees: used, though not a Swift import.
            let imported = Set(declarations.map(\.module)).union(bridgedModules[target.name] ?? [])
            let declaredModules = Set(directModules(of: target))
            /// Whether the target imports a module it does not declare that one of `modules` re-exports: the
            /// dependency is what brings it.
            func bringsAnImport(_ modules: [String]) -> Bool {
                imported.contains { !declaredModules.contains($0) && reExports.chain(to: $0, from: modules) != nil }
            }
            /// Whether the target imports a module that the local product listing `listed` brings and that it does
            /// not declare itself: the product is what makes it importable.
            func importsWhatItBrings(_ listed: [String]) -> Bool {
                listed.flatMap { target.brought?[$0] ?? [] }.contains { brought in
                    !target.dependencies.contains(brought)
                        && targets[brought].map { imported.contains($0.importedName) }
                            ?? false
                }
            }
            /// Whether a dependency whose Objective-C modules are `modules` may provide a header the target's
            /// Objective-C includes and the check cannot place.
            func mayProvideAnUnplacedHeader(_ modules: [String]) -> Bool {
                !modules.isEmpty && unplacedIncludes[target.name] != nil
            }
            let allowed = configuration.linkOnlyDependencies(of: target.name)
            let fix =
                "if \(target.name) needs it only to link, add it to \"linkOnly\": {\"\(target.name)\": [...]} "
                + "in \(configurationFile)"
            // A product that bundles several targets is one dependency: used when any of its modules is imported.
            var bundledTargets: Set<String> = []
            for product in target.bundledProducts ?? [] {
                bundledTargets.formUnion(product.targets)
                let modules = product.targets.compactMap { targets[$0]?.importedName }
                guard !allowed.contains(product.name), product.targets.allSatisfy({ !allowed.contains($0) }),
                    !product.targets.contains(where: { violatingEdges[Edge(target.name, $0)] != nil }),
                    !modules.contains(where: imported.contains),
                    !importedByDependentProject(target.name, modules: modules, imports: imports),
                    !importedByTestedTarget(
                        target, modules: product.targets.compactMap { objectiveCModule(of: $0) }, imports: imports),
                    !linksToEmbed(product.targets, in: target), !linksForALibrary(product.targets, in: target)
                else { continue }
                let reach = reExports.reach(of: modules, through: declarations)
                if case .throughReExport = reach { continue }
                if bringsAnImport(modules) || importsWhatItBrings(product.targets) { continue }
                if mayProvideAnUnplacedHeader(product.targets.compactMap { objectiveCModule(of: $0) }) {
                    objectiveCUndecided[target.name, default: []].append(product.name)
                    continue
                }
                let removal =
                    target.productType == nil
                    ? "remove .product(name: \"\(product.name)\", ...) from the dependencies of \(target.name) in "
                        + manifest(of: target.name)
                    : "remove \(product.name) from \(target.name)'s Frameworks, Libraries, and Embedded Content in "
                        + manifest(of: target.name)
                add(
                    .unusedDependency, target.name,
                    "\(target.name) depends on product \(product.name) of package \(product.package), but no source "
                        + "file of \(target.name) imports \(modules.joinedInProse("or"))"
                        + Self.scopedAway(reach, of: target.name),
                    note: "\(removal); \(fix)", subject: "\(target.name) -> \(product.name)")
            }
            let unknownBinaries = binaryDependenciesOfUnknownModule(target)
            for dependency in Set(target.dependencies).sorted()
            where !allowed.contains(dependency) && !bundledTargets.contains(dependency) {
                // A binary target whose module the check cannot name may be what an import it cannot place names.
                if unknownBinaries.contains(dependency) && unplacedImports[target.name] != nil {
                    undecidedProductUses[target.name, default: []].append(dependency)
                    continue
                }
                // A bundle an Xcode target depends on (a plugin bundle loaded at run time, resources) is built and
                // embedded, not linked: nothing imports it. An Xcode library with no Swift file (Objective-C, C,
                // a Rust static library) may be used through a bridging header, which the check does not read.
                guard let used = targets[dependency], ![.executable, .plugin, .macro].contains(used.kind),
                    used.productType != .other, used.productType == nil || !used.sources.isEmpty,
                    !imported.contains(used.importedName), violatingEdges[Edge(target.name, dependency)] == nil,
                    !importedByDependentProject(target.name, modules: [used.importedName], imports: imports),
                    !importedByTestedTarget(
                        target, modules: objectiveCModule(of: dependency).map { [$0] } ?? [], imports: imports),
                    !linksToEmbed([dependency], in: target), !linksForALibrary([dependency], in: target)
                else { continue }
                let reach = reExports.reach(of: [used.importedName], through: declarations)
                if case .throughReExport = reach { continue }
                if bringsAnImport([used.importedName]) || importsWhatItBrings([dependency]) { continue }
                if target.productType != nil,
                    bringsAProductModule(through: dependency, imported: imported, declared: declaredModules)
                {
                    continue
                }
                if mayProvideAnUnplacedHeader(objectiveCModule(of: dependency).map { [$0] } ?? []) {
                    objectiveCUndecided[target.name, default: []].append(dependency)
                    continue
                }
                add(
                    .unusedDependency, target.name,
                    "\(target.name) depends on \(dependency), but no source file of \(target.name) imports "
                        + "\(used.importedName)" + Self.scopedAway(reach, of: target.name),
                    note: "remove \"\(dependency)\" from the dependencies of \(target.name) in "
                        + "\(manifest(of: target.name)); \(fix)",
                    subject: "\(target.name) -> \(dependency)")
            }
            for product in target.products where !allowed.contains(product.name) {
                guard let node = productNodes[target.name]?[product.name] ?? packageNodes[product.name],
                    violatingEdges[Edge(target.name, node)] == nil,
                    !KnownPackages.isLinkOnly(product.name, inPackage: node),
                    !isLinkedWithoutAManifest(node), !linksAFrameworkFile(product)
                else {
                    continue
                }
                let modules = modules(of: product.name, in: node)
                // A product with no module (an executable: duckduckgo links SwiftLintTool for a Run Script phase) is
                // built to be run, not imported.
                guard !modules.isEmpty, !modules.contains(where: imported.contains),
                    !importedByDependentProject(target.name, modules: modules, imports: imports),
                    !importedByTestedTarget(target, modules: modules, imports: imports)
                else { continue }
                // unplacedImports is filled by the import rule, which BuiltInRules runs before this one.
                if unplacedImports[target.name] != nil && !knowsModules(of: product.name, in: node) {
                    undecidedProductUses[target.name, default: []].append(product.name)
                    continue
                }
                let reach = reExports.reach(of: modules, through: declarations)
                if case .throughReExport = reach { continue }
                if bringsAnImport(modules) { continue }
                // A product's headers are not known: any of them may be one the Objective-C includes.
                if mayProvideAnUnplacedHeader(modules) {
                    objectiveCUndecided[target.name, default: []].append(product.name)
                    continue
                }
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

    /// `note: 2 dependencies were not checked for use, …`: those ``objectiveCUndecided`` left undecided, with the
    /// includes that did, up to three a target.
    func objectiveCUndecidedNote() -> String? {
        let undecided = sortedTargets.compactMap { target in objectiveCUndecided[target.name].map { (target, $0) } }
        guard !undecided.isEmpty else { return nil }
        let count = undecided.map(\.1.count).reduce(0, +)
        let parts = undecided.map { target, dependencies in
            let includes = unplacedIncludes[target.name] ?? []
            var shown = includes.prefix(3).map { "\"\($0.include.header ?? "")\" (\($0.file):\($0.include.line))" }
            if includes.count > 3 { shown.append("\(includes.count - 3) more") }
            return "\(target.name) links \(dependencies.sorted().joinedInProse()) and includes \(shown.joinedInProse())"
        }
        return "note: \(count) \(count == 1 ? "dependency was" : "dependencies were") not checked for use, because "
            + "the target's Objective-C includes headers that neither its project nor the SDK provides, which "
            + "\(count == 1 ? "it" : "they") may provide: \(parts.joined(separator: "; ")). To have them checked, "
            + "include a product's header through its module (#import <Module/Header.h>, or @import Module;)"
    }

    /// `; TrailsFeature re-exports it, but MapFeature imports only struct TrailsFeature.TrailList, which
    /// TrailsFeature declares itself` when a scoped import is all that stands between the target and a re-export.
    private static func scopedAway(_ reach: ReExports.Reach, of target: String) -> String {
        guard case .scopedImportOnly(let declaration, let chain) = reach, let first = chain.first else { return "" }
        let module = declaration.module
        return "; \(module) re-exports it (\(first.file):\(first.line)), but \(target) imports only "
            + "\(declaration.importedPath), which \(module) declares itself"
    }
}

extension Checker {
    /// Whether an Xcode target imports, without declaring it, a module of a package product that `dependency`
    /// reaches (a local stub package whose target links a remote product, so that the project need not): Xcode builds
    /// that product for the target through the dependency, which is what makes the module importable.
    mutating func bringsAProductModule(
        through dependency: String, imported: Set<String>, declared: Set<String>
    )
        -> Bool
    {
        let beneath = reachable(from: dependency)
        return imported.contains { module in
            !declared.contains(module) && productModules[module].map { beneath.contains($0.package) } ?? false
        }
    }
}
