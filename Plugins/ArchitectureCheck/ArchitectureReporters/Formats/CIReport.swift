public import ArchitectureCore
import CheckConfiguration
import Foundation
import ModuleGraph

/// The findings of one run as CI tools read them: JSON, SARIF 2.1.0 (GitHub code scanning) or GitHub workflow
/// annotations, each written by its ``Reporter`` (``JSONReporter``, ``SARIFReporter``, ``GitHubReporter``). Every file is named relative to the repository root, which is where CI resolves paths.
public struct CIReport: Sendable {
    /// A report format for CI.
    public enum Format: String, Sendable, CaseIterable {
        /// `{"findings": [...], "summary": {...}}`, documented in the configuration article.
        case json
        /// SARIF 2.1.0: one rule entry with help per rule id, one result per finding.
        case sarif
        /// `::error file=...,line=...,col=...,title=<rule>::<message>` lines, one per finding.
        case github
    }

    /// What is reported, in order.
    public var findings: [Finding]
    /// The violations the baseline accepted.
    public var knownViolations: Int
    /// The package's folder in the repository (empty at the root): prefixed to the package-relative paths.
    public var repositoryPath: String
    /// Where a finding without a place of its own points in SARIF (a manifest edge, a missing target): the
    /// manifest, relative to the package root.
    public var manifest: String
    /// In whole-repository mode, the file that declares each module's dependencies (its package's
    /// `Package.swift`, its project's `project.pbxproj`): where its findings without a place point instead.
    public var manifests: [String: String]
    /// Every rule of the check, for SARIF's rule entries.
    public var rules: [RuleDescription]

    /// Creates a report.
    public init(
        findings: [Finding], knownViolations: Int = 0, repositoryPath: String = "", manifest: String = "Package.swift",
        manifests: [String: String] = [:], rules: [RuleDescription]
    ) {
        self.rules = rules
        self.findings = findings
        self.knownViolations = knownViolations
        self.repositoryPath = repositoryPath
        self.manifest = manifest
        self.manifests = manifests
    }

    /// The report as text in `format`, ending in a newline.
    public func rendered(as format: Format) -> String {
        switch format {
        case .json: return JSONReporter.render(self)
        case .sarif: return SARIFReporter.render(self)
        case .github: return GitHubReporter.render(self)
        }
    }

    /// `file` (relative to the package root, possibly `../`) relative to the repository root.
    public func repositoryRelative(_ file: String) -> String {
        var parts = repositoryPath.split(separator: "/").map(String.init).filter { $0 != "." }
        for part in file.split(separator: "/").map(String.init) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// `value` as sorted, pretty-printed JSON, `/` unescaped.
    func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is strings, numbers and lists of them: encoding cannot fail.
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }
}
