import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// Feature -> feature.
    public static let featureIsolation = RuleID(rawValue: "feature-isolation")
}

/// `feature-isolation`: a feature does not depend on another feature.
enum FeatureIsolationRule: DependencyRule {
    static let description = RuleDescription(
        id: .featureIsolation,
        summary: "A feature does not depend on another feature.",
        help: "Features that import each other cannot be built, tested or deleted alone. Emit an output case "
            + "and let the app route it, or move the shared code into a foundation module.")

    static func reason(forbidding edge: CategorisedEdge) -> String? {
        edge.fromCategory == .feature && edge.toCategory == .feature ? "a feature cannot depend on a feature" : nil
    }

    static func remedy(from: String, to: String, in checker: Checker) -> String {
        let output = ArchitectureConfiguration.expand("{base}Output", feature: from)
        return "emit a case of \(output) and let the app route it to \(to), or move the shared code into a "
            + "foundation module"
    }
}
