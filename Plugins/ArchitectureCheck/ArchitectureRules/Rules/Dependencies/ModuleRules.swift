import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// The module rules: the category matrix (who may depend on whom) and the rule ids. The matrix is law and lives
/// here, in code; how a target gets its category, and which modules are host-only or test support, is authored
/// in the package's `architecture.json` (``ArchitectureConfiguration``).
///
/// ## The matrix
///
/// | from \ to    | app | feature | foundation | sdk | utility | tool | test |
/// |--------------|-----|---------|------------|-----|---------|------|------|
/// | `app`        | no  | yes     | yes        | yes | yes     | no   | no   |
/// | `feature`    | no  | no      | yes, except host-only | no | yes | no | no |
/// | `foundation` | no  | no      | yes        | no  | yes     | no   | no   |
/// | `tool`       | no  | no      | yes        | no  | yes     | yes  | no   |
/// | `test`       | yes | yes (a feature's tests: only their own feature) | yes | yes | yes | yes | no |
///
/// `sdk` and `utility` are remote packages: leaves, whose own dependencies are not modelled. Test support
/// (fakes, process runners) is for tests, tools and other test support only. Every forbidden cell belongs to one
/// rule of `Rules/Dependencies/`, one file each; where two could apply, the earlier in ``BuiltInRules`` wins. The graph must also be acyclic, and every `import` must name a direct
/// dependency or a platform module (``PlatformModules``).
public enum ModuleRules {
    /// The rule the edge `from -> to` breaks and why, or `nil` when the matrix allows it.
    ///
    /// `from` and `to` are module names with their categories; `configuration` says which are host-only or test
    /// support, and `testSupport` names more test-support modules (a feature's own mocks module); `testedFeature`
    /// is the feature whose test target `from` is, if it is one. Test support may build on test support.
    public static func edgeViolation(
        from: String, _ fromCategory: ModuleCategory, to: String, _ toCategory: ModuleCategory,
        configuration: ArchitectureConfiguration = .conventions, testSupport: Set<String> = [],
        testedFeature: String? = nil
    ) -> EdgeViolation? {
        // Remote packages are leaves: their edges are not ours to check.
        guard fromCategory != .sdk && fromCategory != .utility else { return nil }
        let edge = CategorisedEdge(
            from: from, fromCategory: fromCategory, to: to, toCategory: toCategory, configuration: configuration,
            fromIsTestSupport: testSupport.contains(from) || configuration.isTestSupport(from),
            toIsTestSupport: testSupport.contains(to) || configuration.isTestSupport(to), testedFeature: testedFeature)
        for rule in BuiltInRules.dependencyRules {
            if let reason = rule.reason(forbidding: edge) {
                return EdgeViolation(rule: rule.description.id, reason: reason)
            }
        }
        return nil
    }
}

/// Why the matrix forbids an edge.
public struct EdgeViolation: Equatable, Sendable {
    /// The rule broken.
    public var rule: RuleID
    /// The rule in words, e.g. "a feature cannot depend on a feature".
    public var reason: String
}
