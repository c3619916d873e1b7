import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// What each module re-exports with `@_exported import`, and so what its clients see through it.
///
/// Swift makes a re-exported module part of the re-exporting module's interface: in a file that imports `A`, where
/// `A` writes `@_exported import B`, B's declarations are visible as if B were imported too, and a build that gives
/// the file A gives it B (SwiftPM and Xcode both build and link B for whoever links A). Re-exports chain: what B
/// re-exports, a client of A sees as well. A scoped re-export (`@_exported import struct B.Berth`) re-exports that
/// declaration only, and a scoped import (`import struct A.Berth`) sees that declaration only.
struct ReExports {
    /// Each module's `@_exported import` declarations, in file and source order.
    private let exports: [String: [ImportDeclaration]]
    /// The names each module declares publicly at the top level.
    private let declaredNames: [String: Set<String>]
    /// The modules each module's files import, re-exported or not.
    private let imported: [String: Set<String>]

    /// No module re-exports anything.
    static let none = ReExports(exports: [:], declaredNames: [:], imported: [:])

    private init(
        exports: [String: [ImportDeclaration]], declaredNames: [String: Set<String>], imported: [String: Set<String>]
    ) {
        self.exports = exports
        self.declaredNames = declaredNames
        self.imported = imported
    }

    /// Reads the re-exports from each target's `imports` and public declarations (both keyed by target name);
    /// `moduleName` gives the name `import` uses for a target.
    init(
        imports: [String: [ImportDeclaration]], publicDeclarations: [String: [PublicDeclaration]],
        moduleName: (String) -> String
    ) {
        var exports: [String: [ImportDeclaration]] = [:]
        var imported: [String: Set<String>] = [:]
        for (target, declarations) in imports {
            imported[moduleName(target), default: []].formUnion(declarations.map(\.module))
            let reExported = declarations.filter { $0.attributes.contains("_exported") }
            if !reExported.isEmpty { exports[moduleName(target), default: []] += reExported }
        }
        var declaredNames: [String: Set<String>] = [:]
        for (target, declarations) in publicDeclarations {
            declaredNames[moduleName(target), default: []].formUnion(
                declarations.filter(\.container.isEmpty).map(\.name))
        }
        self.init(exports: exports, declaredNames: declaredNames, imported: imported)
    }

    /// The `@_exported import` declarations that make all of `module` visible to a client of one of `modules`,
    /// from the first re-export to the one of `module`; `nil` when no chain of whole-module re-exports leads there.
    func chain(to module: String, from modules: [String]) -> [ImportDeclaration]? {
        chain(to: module, from: modules, scopedLast: false)
    }

    /// The shortest chain of re-exports from one of `starts` to `module`; every link re-exports a whole module,
    /// but the last may re-export only some declarations when `scopedLast`.
    private func chain(to module: String, from starts: [String], scopedLast: Bool) -> [ImportDeclaration]? {
        var paths: [String: [ImportDeclaration]] = [:]
        var queue: [String] = []
        for start in starts where paths[start] == nil {
            paths[start] = []
            queue.append(start)
        }
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for declaration in exports[current] ?? [] {
                let path = paths[current, default: []] + [declaration]
                let isWholeModule = declaration.kind == nil
                if declaration.module == module && (isWholeModule || scopedLast) { return path }
                guard isWholeModule, paths[declaration.module] == nil else { continue }
                paths[declaration.module] = path
                queue.append(declaration.module)
            }
        }
        return nil
    }

    /// How a target whose files have `imports` reaches one of `modules` (a dependency's modules) without importing
    /// it by name.
    func reach(of modules: [String], through imports: [ImportDeclaration]) -> Reach {
        var scopedAway: Reach?
        for declaration in imports where !modules.contains(declaration.module) {
            for target in modules {
                guard let chain = chain(to: target, from: [declaration.module], scopedLast: true) else { continue }
                // `import struct A.Berth` sees Berth alone: through the re-export only when A does not declare it.
                if declaration.kind == nil || declaration.path.count < 2
                    || declaredNames[declaration.module]?.contains(declaration.path[1]) == false
                {
                    return .throughReExport(chain)
                }
                scopedAway = scopedAway ?? .scopedImportOnly(declaration, reExport: chain)
            }
        }
        return scopedAway ?? .notReExported
    }

    /// Why a client of `dependency`, a module that re-exports others, does not see all of `module` through it
    /// although `dependency` uses it: `HarborCore re-exports only struct Persistence.BookingStore` or `HarborCore
    /// imports it without @_exported`; `nil` when `dependency` re-exports nothing or does not import `module`.
    func whyNotReExported(_ module: String, by dependency: String) -> String? {
        guard let reExported = exports[dependency] else { return nil }
        if let scoped = reExported.first(where: { $0.module == module }) {
            return "\(dependency) re-exports only \(scoped.importedPath)"
        }
        guard imported[dependency]?.contains(module) == true else { return nil }
        return "\(dependency) imports it without @_exported"
    }

    /// How a target uses a dependency it does not import by name.
    enum Reach: Equatable {
        /// It imports a module that re-exports the dependency (the chain of `@_exported import`s, first to last):
        /// the dependency's declarations are visible in its files.
        case throughReExport([ImportDeclaration])
        /// It imports a module that re-exports the dependency, but only one declaration of that module, which the
        /// module declares itself: the import, and the re-export it does not see through.
        case scopedImportOnly(ImportDeclaration, reExport: [ImportDeclaration])
        /// No module it imports re-exports the dependency.
        case notReExported
    }
}

extension ImportDeclaration {
    /// `struct TrailsFeature.TrailList` or `TrailsKit`: the imported path, with its kind for a scoped import.
    var importedPath: String { (kind.map { $0 + " " } ?? "") + path.joined(separator: ".") }
}
