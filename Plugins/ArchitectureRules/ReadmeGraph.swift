import Foundation

/// The module graph kept in the README between two markers, inside a `mermaid` code block:
/// `--update-readme` rewrites it, `--check-readme` fails when it is stale.
public enum ReadmeGraph {
    /// The line that opens the generated block.
    public static let beginMarker = "<!-- architecture-graph:begin -->"
    /// The line that closes the generated block.
    public static let endMarker = "<!-- architecture-graph:end -->"

    /// What belongs between the markers: the Mermaid graph of apps, features and foundation modules.
    public static func block(for report: ArchitectureReport) -> String {
        "```mermaid\n" + GraphDiagram.render(report, as: .mermaid) + "```\n"
    }

    /// `readme` with the text between the markers replaced by `block`, or `nil` when the markers are missing.
    public static func updating(_ readme: String, with block: String) -> String? {
        guard let begin = readme.range(of: beginMarker),
            let end = readme.range(of: endMarker, range: begin.upperBound..<readme.endIndex)
        else { return nil }
        return String(readme[..<begin.upperBound]) + "\n" + block + String(readme[end.lowerBound...])
    }

    /// A `readme-graph` diagnostic when `text` (the README at `readmePath`, `nil` if missing) lacks the
    /// markers or holds a different graph.
    public static func check(_ report: ArchitectureReport, readmePath: String, text: String?) -> [Diagnostic] {
        let update = "run \"swift package --disable-sandbox check-architecture --update-readme\""
        guard let text else {
            return [
                Diagnostic(.readmeGraph, "\(readmePath) is missing", note: "create it with the markers, then \(update)")
            ]
        }
        let normalised = text.replacingOccurrences(of: "\r\n", with: "\n")
        guard let updated = updating(normalised, with: block(for: report)) else {
            return [
                Diagnostic(
                    .readmeGraph, "\(readmePath) has no \(beginMarker) ... \(endMarker) markers",
                    note: "add the two marker lines where the graph belongs, then \(update)")
            ]
        }
        guard updated != normalised else { return [] }
        let line =
            normalised.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(beginMarker) }.map { $0 + 1 } ?? 1
        return [
            Diagnostic(
                .readmeGraph, "the module graph in \(readmePath) is out of date",
                note: "\(update) and commit \(readmePath)",
                at: SourceLocation(file: readmePath, line: line, column: 1))
        ]
    }
}
