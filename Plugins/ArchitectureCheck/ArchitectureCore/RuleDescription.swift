import CheckConfiguration
import ModuleGraph
import SwiftSourceScanning

/// What a rule is, in words a report shows beside its findings (SARIF's rule entries): its id, the rule in one
/// sentence, and why it exists with the usual fix.
public struct RuleDescription: Sendable, Equatable {
    /// The id printed after each finding.
    public let id: RuleID
    /// The rule in one sentence.
    public let summary: String
    /// Why the rule exists and the usual fix.
    public let help: String

    /// Creates a description.
    public init(id: RuleID, summary: String, help: String) {
        self.id = id
        self.summary = summary
        self.help = help
    }
}
