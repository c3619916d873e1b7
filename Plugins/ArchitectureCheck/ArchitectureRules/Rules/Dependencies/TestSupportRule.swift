import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// Production code (an app, a feature, a foundation module) depending on a test-support module.
    public static let testSupport = RuleID(rawValue: "test-support")
}

/// `test-support`: only tests, tools and other test support depend on test support.
enum TestSupportRule: DependencyRule {
    static let description = RuleDescription(
        id: .testSupport,
        summary: "Only tests, tools and other test support depend on test support.",
        help: "Fakes and test runners stay out of shipped code. Inject the real thing through the feature's "
            + "dependencies instead.")

    static func reason(forbidding edge: CategorisedEdge) -> String? {
        switch (edge.fromCategory, edge.toCategory) {
        case (.app, .foundation) where edge.toIsTestSupport, (.feature, .foundation) where edge.toIsTestSupport,
            (.foundation, .foundation) where edge.toIsTestSupport && !edge.fromIsTestSupport:
            return "only tests and tools may depend on test support"
        default: return nil
        }
    }

    static func remedy(from: String, to: String, in checker: Checker) -> String {
        return "fakes and test runners stay out of shipped code; inject the real thing through Dependencies"
    }
}
