public import ArchitectureCore
import CheckConfiguration
import Foundation
import ModuleGraph

/// `--format text`, the default: each finding as `path:line:col: error: message [rule]` and its note, a note on
/// what the run could not decide, then the errors by rule and the summary line.
public enum TextReporter: Reporter {
    /// The `--format` value.
    public static let identifier = "text"

    /// The findings, the errors by rule when there are any, and the summary, each line ending in a newline.
    public static func render(_ text: TextReport) -> String {
        var lines = text.findings.map(\.rendered)
        if let note = text.note { lines.append(note) }
        if let counts = text.report.errorsByRule(text.findings) { lines.append(counts) }
        lines.append(text.report.summaryLine(seconds: text.seconds, findings: text.findings))
        return lines.map { $0 + "\n" }.joined()
    }
}

/// What the text format prints: the report, its findings (one per fact, or one per line) and how long the run took.
public struct TextReport: Sendable {
    /// The report.
    public var report: ArchitectureReport
    /// Its findings, as printed.
    public var findings: [Finding]
    /// The run's duration, in seconds.
    public var seconds: Double
    /// A note printed after the findings (what the run could not decide), if any.
    public var note: String?

    /// Creates the text of a run.
    public init(report: ArchitectureReport, findings: [Finding], seconds: Double, note: String? = nil) {
        self.report = report
        self.findings = findings
        self.seconds = seconds
        self.note = note
    }
}
