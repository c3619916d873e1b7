import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// A rule of the check: what it is (its ``RuleDescription``) and its check over the package, which reports through
/// the ``Checker`` it is given. A rule lives in one file under `Rules/<kind>/` with its id, and is switched on by one
/// entry in ``BuiltInRules/all``.
protocol ArchitectureRule {
    /// The rule's id, one-line summary and help.
    static var description: RuleDescription { get }
    /// Checks the package, adding a diagnostic for each violation. Rules run in the order of ``BuiltInRules/all``.
    static func check(_ checker: inout Checker)
}

/// A rule of the category matrix: it judges one declared dependency (or import) by the categories at its ends.
/// The checker walks every declared dependency once and asks the dependency rules in list order; the first that
/// forbids the edge is the one reported.
protocol DependencyRule: ArchitectureRule {
    /// Why the rule forbids `edge` ("a feature cannot depend on a feature"), or `nil` when it does not.
    static func reason(forbidding edge: CategorisedEdge) -> String?
    /// The second half of the fix note for a forbidden edge `from -> to`: what to do instead.
    static func remedy(from: String, to: String, in checker: Checker) -> String
}

extension DependencyRule {
    /// Judged in the walk over the declared dependencies, which the first dependency rule starts.
    static func check(_ checker: inout Checker) { checker.checkDeclaredDependencies() }
}

/// An edge with the categories of its ends and what the matrix needs to know about them.
public struct CategorisedEdge: Sendable {
    /// The dependent module.
    public var from: String
    /// Its category.
    public var fromCategory: ModuleCategory
    /// The module depended on.
    public var to: String
    /// Its category.
    public var toCategory: ModuleCategory
    /// The configuration, which says which modules are host-only.
    public var configuration: ArchitectureConfiguration
    /// Whether `from` is test support (configured, or a feature's own mocks module).
    public var fromIsTestSupport: Bool
    /// Whether `to` is test support.
    public var toIsTestSupport: Bool
    /// The feature whose test target `from` is, if it is one.
    public var testedFeature: String?
}
