import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// Known violations a package accepts as debt while it adopts the rules: one line per violation, its rule id and
/// its subject (the edge, module or file, never a line number, so unrelated edits keep it valid).
///
/// With a baseline the check fails only on violations that are not in it, and on entries that no longer occur:
/// fixed debt must leave the file, so it cannot come back unnoticed.
public struct Baseline: Sendable, Equatable {
    /// One entry and the line it is on.
    public struct Entry: Sendable, Equatable {
        /// `rule-id subject`, as ``Diagnostic/baselineKey``.
        public var key: String
        /// 1-based line in the file.
        public var line: Int
    }

    /// The entries, in file order.
    public var entries: [Entry]

    /// Rules a baseline cannot hold: the README's graph is regenerated, never accepted, and staleness is about the
    /// baseline itself.
    public static let excludedRules: Set<RuleID> = [.readmeGraph, .staleBaseline]

    /// The first lines of a written baseline.
    static let header = """
        # Known architecture violations, accepted as debt while the package adopts the rules. Written by
        # `check-architecture --write-baseline`; one violation a line: its rule id, then what it is about.
        # The check fails on any violation not listed here, and on a line whose violation is gone: delete it.


        """

    /// Parses a baseline file's `text`; `file` names it in errors.
    public init(parsing text: String, file: String) throws(ConfigurationError) {
        var entries: [Entry] = []
        var seen: [String: Int] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine.trimmed())
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let rule = line.prefix { $0 != " " }
            let id = RuleID(rawValue: String(rule))
            guard BuiltInRules.description(of: id) != nil, !Baseline.excludedRules.contains(id) else {
                throw ConfigurationError(
                    file: file, line: index + 1, column: 1,
                    message: "\"\(rule)\" is not a rule id a baseline can hold; each line is \"<rule-id> <subject>\" "
                        + "as --write-baseline writes it")
            }
            guard line.count > rule.count + 1 else {
                throw ConfigurationError(
                    file: file, line: index + 1, column: 1,
                    message: "the entry has a rule id but no subject; each line is \"<rule-id> <subject>\"")
            }
            if let first = seen[line] {
                throw ConfigurationError(
                    file: file, line: index + 1, column: 1,
                    message: "the same entry is on line \(first) already; delete one of them")
            }
            seen[line] = index + 1
            entries.append(Entry(key: line, line: index + 1))
        }
        self.entries = entries
    }

    /// The baseline that accepts every violation in `diagnostics` (the excluded rules left out), as file text.
    public static func text(recording diagnostics: [Diagnostic]) -> String {
        let keys = Set(diagnostics.filter { !excludedRules.contains($0.rule) }.map(\.baselineKey)).sorted()
        return header + keys.map { $0 + "\n" }.joined()
    }
}
