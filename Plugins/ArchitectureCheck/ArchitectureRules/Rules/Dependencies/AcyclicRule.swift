import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A cycle in the manifest graph or the import graph.
    public static let acyclic = RuleID(rawValue: "acyclic")
}

/// `acyclic`: the dependency graph and the import graph have no cycle.
enum AcyclicRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .acyclic,
        summary: "The dependency graph and the import graph have no cycle.",
        help: "A cycle makes its modules one unit. Remove one edge of the cycle and move the code both sides "
            + "need into a module below them.")

    /// Cycles of declared dependencies; import cycles are found with the imports (``UndeclaredImportRule``),
    /// which resolve each import to its module first.
    static func check(_ checker: inout Checker) { checker.checkDependencyCycles() }
}

extension Checker {
    /// One finding per cycle of declared dependencies; its edges are drawn as violations.
    mutating func checkDependencyCycles() {
        for cycle in dependencies.cycles() {
            for (from, to) in zip(cycle, cycle.dropFirst()) { violatingEdges[Edge(from, to)] = .acyclic }
            add(
                .acyclic, cycle[0], "dependency cycle: \(cycle.joined(separator: " -> "))",
                note: "remove one of these dependencies from Package.swift and move the code both sides need into a "
                    + "module below them",
                subject: cycle.joined(separator: " -> "))
        }
    }

    /// One finding per cycle of imports that is not a cycle of declared dependencies already; `firstImport` is
    /// the first import of each edge, which the note names.
    mutating func checkImportCycles(_ importGraph: [String: [String]], firstImport: [Edge: ImportDeclaration]) {
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
}
