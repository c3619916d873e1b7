import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A baseline entry that no longer occurs: the debt was paid, so the entry must go.
    public static let staleBaseline = RuleID(rawValue: "stale-baseline")
}

/// `stale-baseline`: every baseline entry still occurs. It compares the baseline with the finished report, so it
/// runs when a baseline is applied (``Baseline/apply(to:file:)``).
enum StaleBaselineRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .staleBaseline,
        summary: "Every baseline entry still occurs.",
        help: "Debt that was paid leaves the baseline, so it cannot come back unnoticed. Delete the entry.")

    /// Nothing to do over the graph alone: the baseline is applied to the finished report.
    static func check(_ checker: inout Checker) {}
}

extension Baseline {
    /// `report` with the violations this baseline knows moved to ``ArchitectureReport/knownViolations``, and a
    /// `stale-baseline` error for each entry that no longer occurs. `file` names the baseline in messages.
    public func apply(to report: ArchitectureReport, file: String) -> ArchitectureReport {
        var report = report
        let keys = Set(entries.map(\.key))
        let occurring = Set(report.diagnostics.map(\.baselineKey))
        report.knownViolations = report.diagnostics.filter { keys.contains($0.baselineKey) }
        report.diagnostics.removeAll { keys.contains($0.baselineKey) }
        for entry in entries where !occurring.contains(entry.key) {
            report.diagnostics.append(
                Diagnostic(
                    .staleBaseline, "the baseline entry \"\(entry.key)\" no longer occurs",
                    note: "the debt is paid: delete line \(entry.line) of \(file) (or rewrite the file with "
                        + "--write-baseline \(file)), so the violation cannot come back unnoticed",
                    at: SourceLocation(file: file, line: entry.line, column: 1), subject: entry.key))
        }
        return report
    }
}
