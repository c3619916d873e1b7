import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A target no category rule matches, or a remote package missing from the catalogue.
    public static let uncategorised = RuleID(rawValue: "uncategorised")
}

/// `uncategorised`: every target and every remote package, pod or framework has a category.
enum UncategorisedRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .uncategorised,
        summary: "Every target and remote package has a category.",
        help: "The rules are a matrix over categories (app, feature, foundation, tool, test; sdk and utility for "
            + "remote packages). Give the module a category under \"modules\" or a \"categories\" rule in "
            + "architecture.json, and each remote package one under \"packages\".")

    static func check(_ checker: inout Checker) { checker.checkCategories() }
}

extension Checker {
    mutating func checkCategories() {
        let firstParty = ["app", "feature", "foundation", "tool", "test"].joined(separator: ", ")
        let conventions =
            configuration.file == nil
            ? "; without \(ArchitectureConfiguration.fileName) the conventions apply: Sources/ (foundation; feature if "
                + "its name ends in Feature; app if executable), Demos/ (app), Plugins/ or Benchmarks/ (tool), test "
                + "targets (test)" : ""
        for target in sortedTargets where categories[target.name] == nil {
            add(
                .uncategorised, target.name,
                "\(target.name) (\(target.kindName) target at \(target.sourceFolders)) has no category",
                note: "give it one in \(configurationFile): \"modules\": {\"\(target.name)\": \"<category>\"} (one of "
                    + "\(firstParty)), or a \"categories\" rule that matches its path\(conventions)",
                subject: target.name)
        }
        // An unreadable local package has its warning already; its category waits until it can be read.
        for node in Set(packageNodes.values).sorted()
        where categories[node] == nil && graph.unreadablePackage(node) == nil {
            let location = graph.packages.first { $0.identity.lowercased() == node.lowercased() }?.location
            let users = sortedTargets.filter { target in
                target.products.contains { packageNodes[$0.name] == node }
            }.map(\.name)
            if let source = podSource(node) {
                if let pod = uncategorisedPod(node, source: source, users: users) {
                    add(.uncategorised, users.first, pod.message, note: pod.note, subject: node)
                }
                continue
            }
            // A `.package(path:)` is the team's own code: its targets want categories of their own, not `sdk`.
            let isLocal = location.map { !RepositoryGraph.isRemote($0) } ?? false
            let kind =
                location.map(PrebuiltFramework.isFramework) == true
                ? "framework" : isLocal ? "local package" : "remote package"
            add(
                .uncategorised, users.first,
                "\(kind) \(node)\(location.map { " (\($0))" } ?? "") has no category; "
                    + "used by " + users.joined(separator: ", "),
                note: isLocal
                    ? "check the whole repository (--repository at its root) so that the package's targets get "
                        + "categories of their own, or add {\"package\": \"\(node)\", \"category\": \"foundation\"} to "
                        + "\"packages\" in \(configurationFile)"
                    : "add {\"package\": \"\(node)\", \"category\": \"sdk\"} to \"packages\" in \(configurationFile) "
                        + "(\"utility\" instead of \"sdk\" for a small, stable helper that any module may use)",
                subject: node)
        }
    }
}
