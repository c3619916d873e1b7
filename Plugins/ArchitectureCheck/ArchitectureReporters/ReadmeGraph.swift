public import ArchitectureCore
import CheckConfiguration
import Foundation
import ModuleGraph

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
}
