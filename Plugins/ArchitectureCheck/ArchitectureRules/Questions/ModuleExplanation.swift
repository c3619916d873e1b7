public import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import Foundation
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// Human-readable views of a report: one module explained, and a table of all of them.
extension ArchitectureReport {
    /// The modules that depend on `name` directly, and every module that depends on it at all
    /// (what breaks if it is deleted), both sorted.
    public func dependents(of name: String) -> (direct: [String], all: [String]) {
        let reversed = dependencies.predecessors
        return ((reversed[name] ?? []).sorted(), dependencies.reachable(from: [name], along: reversed).sorted())
    }

    /// `--explain <Module>`: category, layer, dependencies, imports and what it re-exports, dependents and public
    /// declarations; `nil` for an unknown module.
    public func explain(_ name: String) -> String? {
        guard targets[name] != nil || remotePackages.contains(name) else { return nil }
        let (direct, all) = dependents(of: name)
        let declarations = publicDeclarations[name] ?? []
        let imported = Set((imports[name] ?? []).map(\.module)).sorted()
        func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
        var lines = [
            "\(describe(name))"
                + (categories[name] == .foundation && configuration.hostOnlyEntry(name) != nil ? ", host-only" : "")
                + (categories[name] == .foundation && configuration.isTestSupport(name) ? ", test support" : ""),
            "  kind:        "
                + (targets[name].map { "\($0.kindName) target at \($0.sourceFolders)" } ?? leafKind(name)),
            "  layer:       "
                + (layers[name].map { "\($0) (longest path from the app roots)" } ?? "none (not reachable from an app)"),
            "  depends on:  \(list(dependencies.successors[name] ?? []))",
            "  imports:     \(list(imported))",
        ]
        let reExported = (imports[name] ?? []).filter { $0.attributes.contains("_exported") }.map(\.importedPath)
        if !reExported.isEmpty {
            lines.append(
                "  re-exports:  \(list(Set(reExported).sorted())) (its clients see them without importing them)")
        }
        lines += [
            "  used by:     \(list(direct))",
            "  deleting it breaks (\(all.count)): \(list(all))",
            "  public declarations (\(declarations.count)):",
        ]
        for declaration in declarations {
            lines.append("    \(declaration.location): \(declaration.kind) \(declaration.qualifiedName)")
        }
        let own = diagnostics.filter { $0.module == name }
        lines.append("  errors:      \(own.count)")
        lines += own.map { "    " + $0.rendered.replacingOccurrences(of: "\n", with: "\n    ") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row per app, feature, foundation and tool module and catalogued remote package, ordered by layer then name: category, layer,
    /// dependency and dependent counts, public declaration count.
    public func moduleTable() -> String {
        let names = (graph.targets.map(\.name) + remotePackages.sorted()).filter {
            categories[$0] != nil && categories[$0] != .test
        }
        .sorted { (layers[$0] ?? Int.max, categories[$0]!, $0) < (layers[$1] ?? Int.max, categories[$1]!, $1) }
        let reversed = dependencies.predecessors
        let rows =
            [["module", "category", "layer", "deps", "used by", "public"]]
            + names.map { name in
                [
                    name, categories[name]!.rawValue, layers[name].map(String.init) ?? "-",
                    String(dependencies.successors[name]?.count ?? 0), String(reversed[name]?.count ?? 0),
                    String(publicDeclarations[name]?.count ?? 0),
                ]
            }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmedAtEnd { $0 == " " }
        }.joined(separator: "\n") + "\n"
    }
}

extension ArchitectureReport {
    /// What `--explain` says a node that is no target is: a pod, with its Podfile, or a remote package.
    func leafKind(_ name: String) -> String {
        guard let source = graph.podSource(name) else { return "remote package (a leaf)" }
        guard let path = source.localFolder else { return "pod from \(source.podfile) (a leaf)" }
        return "development pod at \(path) from \(source.podfile) (a leaf: its podspec is not read)"
    }
}
