import CheckConfiguration
import ModuleGraph
public import SwiftSourceScanning

/// One broken rule: what is wrong, where, and how to fix it.
public struct Diagnostic: Hashable, Sendable {
    /// The rule broken.
    public var rule: RuleID
    /// What is wrong, in one sentence.
    public var message: String
    /// How to fix it.
    public var note: String
    /// Where, when the problem has a place in a file.
    public var location: SourceLocation?
    /// The target at fault, when there is one (the dependent side of an edge).
    public var module: String?
    /// What the violation is about, without line numbers: the edge (`A -> B`), the module, or the file and what
    /// it imports or declares. With the rule it is the violation's key in a baseline.
    public var subject: String
    /// For a finding about an `import`, the module imported: the same module imported on several lines against
    /// the same rule is one ``Finding``.
    public var importedModule: String?

    /// Creates a diagnostic; `subject` defaults to the message.
    public init(
        _ rule: RuleID, _ message: String, note: String, at location: SourceLocation? = nil, module: String? = nil,
        subject: String? = nil, importing importedModule: String? = nil
    ) {
        self.rule = rule
        self.message = message
        self.note = note
        self.location = location
        self.module = module
        self.subject = subject ?? message
        self.importedModule = importedModule
    }

    /// `rule-id subject`: the line a baseline keeps for it.
    public var baselineKey: String { "\(rule.rawValue) \(subject)" }

    /// The two lines printed for it: `path:line:col: error: message [rule-id]` (or `error: ...` when it has
    /// no location), then `note: ...`.
    public var rendered: String { rendered(as: "error", message) }

    /// The same two lines as a warning, for a violation the baseline accepts: `path:line:col: warning: message
    /// (known: in the baseline) [rule-id]`, then `note: ...`.
    public var renderedAsKnown: String { rendered(as: "warning", message + " (known: in the baseline)") }

    /// `path:line:col: <severity>: <text> [rule-id]` and the note.
    private func rendered(as severity: String, _ text: String) -> String {
        let prefix = location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        return "\(prefix)\(severity): \(text) [\(rule.rawValue)]\nnote: \(note)"
    }
}
