import ArchitectureCore
import CheckConfiguration
import ModuleGraph

/// `--format sarif`: a SARIF 2.1.0 log (what GitHub code scanning reads), with one rule entry with help per rule
/// of the check and one result per finding.
public enum SARIFReporter: Reporter {
    /// The `--format` value.
    public static let identifier = "sarif"

    /// The SARIF log, ending in a newline.
    public static func render(_ report: CIReport) -> String {
        report.encode(SARIFLog(report)) + "\n"
    }
}

/// `--format sarif`: a SARIF 2.1.0 log with one run.
struct SARIFLog: Encodable {
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
        let rules = report.rules.map(\.id)
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
        let entries = report.rules.map {
            Rule(
                id: $0.id.rawValue, shortDescription: Text(text: $0.summary), fullDescription: Text(text: $0.help),
                help: Text(text: $0.summary + " " + $0.help))
        }
        runs = [Run(tool: Tool(driver: Driver(rules: entries)), results: results)]
    }
}
