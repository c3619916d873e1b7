import Foundation

/// The findings of one run as CI tools read them: JSON, SARIF 2.1.0 (GitHub code scanning) or GitHub workflow
/// annotations. Every file is named relative to the repository root, which is where CI resolves paths.
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

    /// Creates a report.
    public init(
        findings: [Finding], knownViolations: Int = 0, repositoryPath: String = "", manifest: String = "Package.swift",
        manifests: [String: String] = [:]
    ) {
        self.findings = findings
        self.knownViolations = knownViolations
        self.repositoryPath = repositoryPath
        self.manifest = manifest
        self.manifests = manifests
    }

    /// The report as text in `format`, ending in a newline.
    public func rendered(as format: Format) -> String {
        switch format {
        case .json: return encode(JSONReport(self)) + "\n"
        case .sarif: return encode(SARIFLog(self)) + "\n"
        case .github: return findings.map(githubAnnotation).map { $0 + "\n" }.joined()
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

    private func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value is strings, numbers and lists of them: encoding cannot fail.
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }

    // MARK: GitHub annotations

    /// `::error file=F,line=L,col=C,title=rule::message%0Anote: fix`; other lines follow in the message.
    private func githubAnnotation(_ finding: Finding) -> String {
        let diagnostic = finding.diagnostic
        var properties: [String] = []
        if let location = diagnostic.location {
            properties += [
                "file=" + Self.escapeProperty(repositoryRelative(location.file)), "line=\(location.line)",
                "col=\(location.column)",
            ]
        }
        properties.append("title=" + Self.escapeProperty(diagnostic.rule.rawValue))
        let others = finding.otherLocations.map {
            "\(repositoryRelative($0.file)):\($0.line):\($0.column): \(finding.otherLocationNote)"
        }
        let message = ([diagnostic.message, "note: " + diagnostic.note] + others).joined(separator: "\n")
        return "::error " + properties.joined(separator: ",") + "::" + Self.escapeData(message)
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

// MARK: JSON

/// `--format json`.
private struct JSONReport: Encodable {
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

// MARK: SARIF

/// `--format sarif`: a SARIF 2.1.0 log with one run.
private struct SARIFLog: Encodable {
    struct Text: Encodable {
        var text: String
    }

    struct Rule: Encodable {
        struct Configuration: Encodable {
            var level = "error"
        }

        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration = Configuration()
    }

    struct Driver: Encodable {
        var name = "ArchitectureCheckTool"
        var rules: [Rule]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId = "%SRCROOT%"
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Text?
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level = "error"
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// A relative path as SARIF's `uri` wants it, a URI reference: every byte that may not stand in a URI's path
    /// percent-encoded (`Trailhead Widgets/Entry.swift` -> `Trailhead%20Widgets/Entry.swift`); `+`, `-`, `_`
    /// and the other characters a path may hold stay as they are.
    static func uriReference(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
        return path.utf8.map { byte in
            allowed.contains(byte) ? String(UnicodeScalar(byte)) : "%" + hexByte(byte)
        }.joined()
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    init(_ report: CIReport) {
        let rules = RuleID.allCases
        func place(_ file: String, _ line: Int, _ column: Int?) -> PhysicalLocation {
            PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: Self.uriReference(report.repositoryRelative(file))),
                region: Region(startLine: line, startColumn: column))
        }
        let results = report.findings.map { finding -> Result in
            let diagnostic = finding.diagnostic
            let location =
                diagnostic.location.map { place($0.file, $0.line, $0.column) }
                ?? place(diagnostic.module.flatMap { report.manifests[$0] } ?? report.manifest, 1, nil)
            let related = finding.otherLocations.enumerated().map { index, other in
                Location(
                    id: index + 1, physicalLocation: place(other.file, other.line, other.column),
                    message: Text(text: finding.otherLocationNote))
            }
            return Result(
                ruleId: diagnostic.rule.rawValue, ruleIndex: rules.firstIndex(of: diagnostic.rule) ?? 0,
                message: Text(text: diagnostic.message + "\nnote: " + diagnostic.note),
                locations: [Location(physicalLocation: location)], relatedLocations: related.isEmpty ? nil : related)
        }
        let entries = rules.map {
            Rule(
                id: $0.rawValue, shortDescription: Text(text: $0.summary), fullDescription: Text(text: $0.help),
                help: Text(text: $0.summary + " " + $0.help))
        }
        runs = [Run(tool: Tool(driver: Driver(rules: entries)), results: results)]
    }
}
