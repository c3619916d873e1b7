import ArchitectureCore
import CheckConfiguration
import ModuleGraph

/// `--format json`: `{"findings": [...], "summary": {...}}`, as the configuration article documents it.
public enum JSONReporter: Reporter {
    /// The `--format` value.
    public static let identifier = "json"

    /// The findings and their summary as one JSON document, ending in a newline.
    public static func render(_ report: CIReport) -> String {
        report.encode(JSONReport(report)) + "\n"
    }
}

/// `--format json`.
struct JSONReport: Encodable {
    struct Note: Encodable {
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
    }

    struct Entry: Encodable {
        var rule: String
        var severity = "error"
        var module: String?
        var file: String?
        var line: Int?
        var column: Int?
        var message: String
        var notes: [Note]
    }

    struct Summary: Encodable {
        var findings: Int
        var lines: Int
        var knownViolations: Int
    }

    var findings: [Entry]
    var summary: Summary

    init(_ report: CIReport) {
        findings = report.findings.map { finding in
            let diagnostic = finding.diagnostic
            let location = diagnostic.location
            return Entry(
                rule: diagnostic.rule.rawValue, module: diagnostic.module,
                file: location.map { report.repositoryRelative($0.file) }, line: location?.line,
                column: location?.column, message: diagnostic.message,
                notes: [Note(message: diagnostic.note)]
                    + finding.otherLocations.map {
                        Note(
                            message: finding.otherLocationNote, file: report.repositoryRelative($0.file),
                            line: $0.line, column: $0.column)
                    })
        }
        summary = Summary(
            findings: report.findings.count, lines: report.findings.lineCount,
            knownViolations: report.knownViolations)
    }
}
