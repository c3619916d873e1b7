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
        help: "Features that import each other cannot be built, tested or deleted alone. Let the feature tell "
            + "the app through its output and the app route it, or move the shared code into a foundation module.")

    static func reason(forbidding edge: CategorisedEdge) -> String? {
        edge.fromCategory == .feature && edge.toCategory == .feature ? "a feature cannot depend on a feature" : nil
    }

    static func remedy(from: String, to: String, in checker: Checker) -> String {
        "let \(from) tell the app through its output and the app route it to \(to), or move the shared code into "
            + "a foundation module"
    }
}
