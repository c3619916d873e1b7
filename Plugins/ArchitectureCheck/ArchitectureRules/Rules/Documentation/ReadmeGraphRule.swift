import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// The README's module graph differs from the generated one.
    public static let readmeGraph = RuleID(rawValue: "readme-graph")
}

/// `readme-graph`: the README's module graph matches the package. It needs the whole report (the graph with its
/// layers), so it runs after the other rules, when a README is given (`--check-readme`).
enum ReadmeGraphRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .readmeGraph,
        summary: "The README's module graph matches the package.",
        help: "The README shows the generated module graph. Regenerate it with --update-readme.")

    /// Nothing to do over the graph alone: ``ReadmeGraph/check(_:readmePath:text:)`` runs on the finished report.
    static func check(_ checker: inout Checker) {}
}

extension ReadmeGraph {
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
        guard let updated = ReadmeGraph.updating(normalised, with: block(for: report)) else {
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
