import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A tool depending on a feature or app, or a non-tool depending on a tool.
    public static let toolBoundary = RuleID(rawValue: "tool-boundary")
}

/// `tool-boundary`: tools build on tools and foundation modules; only tools and tests use a tool.
enum ToolBoundaryRule: DependencyRule {
    static let description = RuleDescription(
        id: .toolBoundary,
        summary: "Tools build on tools and foundation modules; only tools and tests use a tool.",
        help: "Build-time tooling must not pull product code in, and product code must not ship tooling.")

    static func reason(forbidding edge: CategorisedEdge) -> String? {
        switch (edge.fromCategory, edge.toCategory) {
        case (.tool, .feature): return "a tool may depend only on tools and foundation modules"
        case (.app, .tool), (.feature, .tool), (.foundation, .tool): return "only tools and tests may depend on a tool"
        default: return nil
        }
    }

    static func remedy(from: String, to: String, in checker: Checker) -> String {
        return "tools build on tools and foundation modules only, and only tools and tests use a tool"
    }
}
