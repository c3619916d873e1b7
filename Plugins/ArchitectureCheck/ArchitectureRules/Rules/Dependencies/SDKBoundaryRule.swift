import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A feature, foundation module or tool -> an SDK.
    public static let sdkBoundary = RuleID(rawValue: "sdk-boundary")
}

/// `sdk-boundary`: only an app depends on an SDK.
enum SDKBoundaryRule: DependencyRule {
    static let description = RuleDescription(
        id: .sdkBoundary,
        summary: "Only an app depends on an SDK.",
        help: "Heavyweight SDKs are the app's choice. Declare a protocol for the capability in the feature's "
            + "dependencies, implement it in the app with the SDK, and inject it.")

    static func reason(forbidding edge: CategorisedEdge) -> String? {
        switch (edge.fromCategory, edge.toCategory) {
        case (.feature, .sdk), (.foundation, .sdk), (.tool, .sdk): return "only an app may depend on an SDK"
        default: return nil
        }
    }

    static func remedy(from: String, to: String, in checker: Checker) -> String {
        let declaresDependencies =
            checker.categories[from] == .feature
            && checker.configuration.feature.publicSurface?.contains("{base}Dependencies") == true
        let place =
            declaresDependencies
            ? " in \(ArchitectureConfiguration.expand("{base}Dependencies", feature: from))" : ""
        return "the app injects the capability: declare a protocol for what \(from) needs\(place), implement it "
            + "in the app with \(to), and pass it in"
    }
}
