import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// Test -> test, or a feature's tests -> another feature.
    public static let testIsolation = RuleID(rawValue: "test-isolation")
}

/// `test-isolation`: a test target tests its own module: no test on another test or feature, nothing else on a test.
enum TestIsolationRule: DependencyRule {
    static let description = RuleDescription(
        id: .testIsolation,
        summary: "A test target tests its own module: no test on another test or feature.",
        help: "A test target tests its own module. Share fakes through a test-support module, not another "
            + "test target or feature.")

    static func reason(forbidding edge: CategorisedEdge) -> String? {
        switch (edge.fromCategory, edge.toCategory) {
        case (.test, .test): return "a test target cannot depend on another test target"
        case (.test, .feature) where edge.testedFeature != nil && edge.testedFeature != edge.to:
            return "a feature's tests cannot depend on a different feature"
        case (.test, _): return nil
        case (_, .test): return "only the test runner may depend on a test target"
        default: return nil
        }
    }

    static func remedy(from: String, to: String, in checker: Checker) -> String {
        return "a test target tests its own module; share fakes through a foundation module"
    }
}
