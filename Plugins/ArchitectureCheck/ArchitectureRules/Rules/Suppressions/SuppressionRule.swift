import ArchitectureCore

extension RuleID {
    /// An in-code suppression (`// architecture-check: ignore ...`) without a reason, or that silences nothing.
    public static let suppression = RuleID(rawValue: "suppression")
}

/// `suppression`: every in-code suppression gives a reason and still silences a finding. The suppressions are
/// applied to every other rule's findings, so this rule runs last (``Suppression/apply(_:to:)``).
enum SuppressionRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .suppression,
        summary: "Every in-code suppression gives a reason and still silences a finding.",
        help: "A finding accepted in the code says why, next to the code, and the acceptance goes when the "
            + "finding does: // architecture-check: ignore <rule> <module> — <reason>.")

    /// Applies the suppressions written in the sources to the findings of every rule before it.
    static func check(_ checker: inout Checker) {
        checker.diagnostics = Suppression.apply(checker.checkComments, to: checker.diagnostics)
    }
}
