import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// Foundation -> feature.
    public static let foundationPurity = RuleID(rawValue: "foundation-purity")
}

/// `foundation-purity`: a foundation module does not depend on a feature.
enum FoundationPurityRule: DependencyRule {
    static let description = RuleDescription(
        id: .foundationPurity,
        summary: "A foundation module does not depend on a feature.",
        help: "Foundation modules sit below every feature. Move what the module needs from the feature down "
            + "into a foundation module.")

    static func reason(forbidding edge: CategorisedEdge) -> String? {
        edge.fromCategory == .foundation && edge.toCategory == .feature
            ? "a foundation module cannot depend on a feature" : nil
    }

    static func remedy(from: String, to: String, in checker: Checker) -> String {
        return "move what \(from) needs from \(to) down into a foundation module"
    }
}
