import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// Every rule the check runs, in the order it runs them (and so the order of the findings). Adding a rule is one
/// file under `Rules/` and one entry here.
public enum BuiltInRules {
    /// The rules, in check order. Among the dependency rules, the earlier wins when two forbid the same edge.
    static var all: [any ArchitectureRule.Type] {
        [
            UncategorisedRule.self,
            UnknownModuleRule.self,
            TestIsolationRule.self,
            TestSupportRule.self,
            AppIsARootRule.self,
            FeatureIsolationRule.self,
            FoundationPurityRule.self,
            ToolBoundaryRule.self,
            HostOnlyRule.self,
            SDKBoundaryRule.self,
            AcyclicRule.self,
            LayersRule.self,
            UndeclaredImportRule.self,
            OnlyThroughRule.self,
            UnusedDependencyRule.self,
            FeatureLayersRule.self,
            PublicSurfaceRule.self,
            CodeOwnersRule.self,
            FeatureShapeRule.self,
            ReadmeGraphRule.self,
            StaleBaselineRule.self,
            SuppressionRule.self,
        ]
    }

    /// The rules of the category matrix, in precedence order.
    static var dependencyRules: [any DependencyRule.Type] { all.compactMap { $0 as? any DependencyRule.Type } }

    /// Each rule's id, summary and help, in check order: what SARIF's rule entries and `--explain <rule>` show.
    public static let descriptions: [RuleDescription] = all.map { $0.description }

    /// The description of the rule `id`, if it is a rule of the check.
    public static func description(of id: RuleID) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}

extension RuleID {
    /// Every rule id, in check order.
    public static var allCases: [RuleID] { BuiltInRules.descriptions.map(\.id) }

    /// The rule in one sentence.
    public var summary: String { BuiltInRules.description(of: self)?.summary ?? "" }

    /// Why the rule exists and the usual fix.
    public var help: String { BuiltInRules.description(of: self)?.help ?? "" }
}
