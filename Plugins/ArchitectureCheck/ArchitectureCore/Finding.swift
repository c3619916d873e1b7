import CheckConfiguration
import ModuleGraph
public import SwiftSourceScanning

/// One fact the check reports: a diagnostic at its first place and, when the same module imports the same module
/// against the same rule on several lines, those other places. 138 import lines of 11 forbidden target -> module
/// pairs are 11 findings, each listing its lines.
public struct Finding: Sendable, Equatable {
    /// The diagnostic at the first place.
    public var diagnostic: Diagnostic
    /// The other lines stating the same fact, in check order.
    public var otherLocations: [SourceLocation]

    /// Creates a finding.
    public init(_ diagnostic: Diagnostic, otherLocations: [SourceLocation] = []) {
        self.diagnostic = diagnostic
        self.otherLocations = otherLocations
    }

    /// How many source lines state it.
    public var lineCount: Int { 1 + otherLocations.count }

    /// One finding per (rule, module, imported module), at its first location, the other locations kept; every
    /// other diagnostic is a finding of its own. Order is the diagnostics' order.
    public static func grouping(_ diagnostics: [Diagnostic]) -> [Finding] {
        struct Key: Hashable {
            var rule: RuleID
            var module: String?
            var imported: String
        }
        var findings: [Finding] = []
        var indices: [Key: Int] = [:]
        for diagnostic in diagnostics {
            guard let imported = diagnostic.importedModule, diagnostic.location != nil else {
                findings.append(Finding(diagnostic))
                continue
            }
            let key = Key(rule: diagnostic.rule, module: diagnostic.module, imported: imported)
            if let index = indices[key], let location = diagnostic.location {
                findings[index].otherLocations.append(location)
            } else {
                indices[key] = findings.count
                findings.append(Finding(diagnostic))
            }
        }
        return findings
    }

    /// One finding per diagnostic: every line on its own (`--every-line`).
    public static func eachLine(_ diagnostics: [Diagnostic]) -> [Finding] {
        diagnostics.map { Finding($0) }
    }

    /// What a note at another location says.
    public var otherLocationNote: String {
        "\(diagnostic.importedModule ?? "it") is imported here too"
    }

    /// The diagnostic's lines, then `path:line:col: note: X is imported here too` for each other location.
    public var rendered: String {
        ([diagnostic.rendered]
            + otherLocations.map { "\($0.file):\($0.line):\($0.column): note: \(otherLocationNote)" })
            .joined(separator: "\n")
    }
}

extension [Finding] {
    /// Every source line the findings stand for.
    public var lineCount: Int { reduce(0) { $0 + $1.lineCount } }
}
