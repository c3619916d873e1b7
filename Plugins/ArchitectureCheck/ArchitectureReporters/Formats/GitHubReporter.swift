import ArchitectureCore
import CheckConfiguration
import ModuleGraph

/// `--format github`: `::error file=...,line=...,col=...,title=<rule>::<message>` lines, one per finding, which a
/// GitHub Actions run shows as annotations on the pull request.
public enum GitHubReporter: Reporter {
    /// The `--format` value.
    public static let identifier = "github"

    /// One workflow command per finding, each ending in a newline.
    public static func render(_ report: CIReport) -> String {
        report.findings.map { annotation($0, in: report) + "\n" }.joined()
    }

    /// `::error file=F,line=L,col=C,title=rule::message%0Anote: fix`; other lines follow in the message.
    static func annotation(_ finding: Finding, in report: CIReport) -> String {
        let diagnostic = finding.diagnostic
        var properties: [String] = []
        if let location = diagnostic.location {
            properties += [
                "file=" + escapeProperty(report.repositoryRelative(location.file)), "line=\(location.line)",
                "col=\(location.column)",
            ]
        }
        properties.append("title=" + escapeProperty(diagnostic.rule.rawValue))
        let others = finding.otherLocations.map {
            "\(report.repositoryRelative($0.file)):\($0.line):\($0.column): \(finding.otherLocationNote)"
        }
        let message = ([diagnostic.message, "note: " + diagnostic.note] + others).joined(separator: "\n")
        return "::error " + properties.joined(separator: ",") + "::" + escapeData(message)
    }

    /// A workflow command's message: `%`, carriage return and line feed escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
