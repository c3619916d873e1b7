import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// Feature -> a host-only module.
    public static let hostOnly = RuleID(rawValue: "host-only")
}

/// `host-only`: a feature does not reach a host-only module, directly or through another module.
enum HostOnlyRule: DependencyRule {
    static let description = RuleDescription(
        id: .hostOnly,
        summary: "A feature does not reach a host-only module, directly or through another module.",
        help: "Host-only modules (a backend, a demo host) are constructed by apps and tests. A feature depends on "
            + "the protocol they implement and receives them by injection.")

    static func reason(forbidding edge: CategorisedEdge) -> String? {
        edge.fromCategory == .feature && edge.toCategory == .foundation
            && edge.configuration.hostOnlyEntry(edge.to) != nil
            ? "a feature cannot depend on a host-only module" : nil
    }

    /// The direct edges are judged with every other declared dependency; the paths through other modules after.
    static func check(_ checker: inout Checker) {
        checker.checkDeclaredDependencies()
        checker.checkIndirectHostOnlyDependencies()
    }

    static func remedy(from: String, to: String, in checker: Checker) -> String {
        let instead = checker.configuration.hostOnlyEntry(to)?.instead ?? "the protocol \(to) implements"
        return "depend on \(instead) and let the app inject \(to)"
    }
}

extension Checker {
    /// A feature must not reach a host-only module through another module either: it would see it in that
    /// module's API. Only paths whose every edge is otherwise allowed count (a broken edge on the way is
    /// reported already); the first edge of the path is the one to cut.
    mutating func checkIndirectHostOnlyDependencies() {
        let broken = violatingEdges
        let allowedEdges = DirectedGraph(
            adjacency: dependencies.successors.reduce(into: [:]) { result, entry in
                result[entry.key] = entry.value.filter { broken[Edge(entry.key, $0)] == nil }
            })
        let hostOnly = names(in: .foundation).filter { configuration.hostOnlyEntry($0) != nil }
        for feature in names(in: .feature) {
            for module in hostOnly {
                guard let path = allowedEdges.shortestPath(from: feature, to: module), path.count > 2 else {
                    continue
                }
                violatingEdges[Edge(path[0], path[1])] = .hostOnly
                add(
                    .hostOnly, feature,
                    "\(describe(feature)) -> \(path.dropFirst().dropLast().joined(separator: " -> ")) -> "
                        + "\(describeTarget(module)): a feature cannot depend on a host-only module, even indirectly",
                    note:
                        "remove \"\(path[1])\" from the dependencies of \(feature) in \(manifest(of: feature)), or cut "
                        + "\(path[1])'s path to \(module); " + remedy(.hostOnly, from: feature, to: module),
                    subject: path.joined(separator: " -> "))
            }
        }
    }
}
