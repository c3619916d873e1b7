import ArchitectureRules
import Foundation
import Testing

/// One finding per fact, and the reports for CI (JSON, SARIF, GitHub annotations), each parsed back.
struct FindingAndReportTests {
    /// SearchFeature imports CheckoutFeature in three files, without declaring it.
    private func featureImportingAFeatureThreeTimes() -> ArchitectureReport {
        var package = FixturePackage.clean()
        package.setSource("UI/SearchScreen.swift", "import Networking\nimport CheckoutFeature\n", in: "SearchFeature")
        package.setSource("UI/Results.swift", "import CheckoutFeature\n", in: "SearchFeature")
        package.setSource("Domain/Query.swift", "\n\nimport CheckoutFeature\n", in: "SearchFeature")
        return package.check()
    }

    @Test func oneErrorPerModuleAndImportedModuleWithTheOtherLinesAsNotes() {
        let report = featureImportingAFeatureThreeTimes()
        #expect(report.diagnostics.count == 3)
        let findings = report.findings()
        #expect(findings.count == 1)
        #expect(
            findings.first?.rendered == """
                Sources/SearchFeature/UI/SearchScreen.swift:2:8: error: SearchFeature (feature) imports \
                CheckoutFeature (feature): a feature cannot depend on a feature [feature-isolation]
                note: remove the import; let SearchFeature tell the app through its output and the app route it to \
                CheckoutFeature, or move the shared code into a foundation module
                Sources/SearchFeature/UI/Results.swift:1:8: note: CheckoutFeature is imported here too
                Sources/SearchFeature/Domain/Query.swift:3:8: note: CheckoutFeature is imported here too
                """)
        #expect(
            report.summaryLine(seconds: 0) == "architecture check: 15 modules, 20 edges, 1 error on 3 lines (0.00 s)")
        #expect(report.errorsByRule() == "errors by rule: feature-isolation 1")
    }

    @Test func everyLineKeepsOneErrorPerLine() {
        let report = featureImportingAFeatureThreeTimes()
        let findings = report.findings(everyLine: true)
        #expect(findings.map(\.lineCount) == [1, 1, 1])
        #expect(
            report.summaryLine(seconds: 0, findings: findings)
                == "architecture check: 15 modules, 20 edges, 3 errors (0.00 s)")
    }

    @Test func differentRulesOrModulesStayApart() {
        var package = FixturePackage.clean()
        package.setSource("UI/A.swift", "import Persistence\n", in: "SearchFeature")
        package.setSource("UI/B.swift", "import Persistence\n", in: "SearchFeature")
        package.setSource("C.swift", "import Persistence\n", in: "Shop")
        let findings = package.check().findings()
        #expect(findings.map(\.diagnostic.module) == ["SearchFeature", "Shop"])
        #expect(findings.map(\.lineCount) == [2, 1])
    }

    /// The fields of `--format json`, decoded.
    private struct JSONReport: Decodable {
        struct Note: Decodable, Equatable {
            var message: String
            var file: String?
            var line: Int?
            var column: Int?
        }

        struct Entry: Decodable {
            var rule: String
            var severity: String
            var module: String?
            var file: String?
            var line: Int?
            var column: Int?
            var message: String
            var notes: [Note]
        }

        struct Summary: Decodable {
            var findings: Int
            var lines: Int
            var knownViolations: Int
        }

        var findings: [Entry]
        var summary: Summary
    }

    @Test func jsonDecodesToTheDocumentedFields() throws {
        let report = CIReport(findings: featureImportingAFeatureThreeTimes().findings(), repositoryPath: "Apps/Shop")
        let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(report.rendered(as: .json).utf8))
        #expect(decoded.summary.findings == 1)
        #expect(decoded.summary.lines == 3)
        #expect(decoded.summary.knownViolations == 0)
        let entry = try #require(decoded.findings.first)
        #expect(entry.rule == "feature-isolation")
        #expect(entry.severity == "error")
        #expect(entry.module == "SearchFeature")
        #expect(entry.file == "Apps/Shop/Sources/SearchFeature/UI/SearchScreen.swift")
        #expect(entry.line == 2)
        #expect(entry.column == 8)
        #expect(
            entry.message
                == "SearchFeature (feature) imports CheckoutFeature (feature): a feature cannot depend on a feature")
        #expect(entry.notes.count == 3)
        #expect(entry.notes[0].file == nil)
        #expect(
            entry.notes[0].message.hasPrefix("remove the import; let SearchFeature tell the app through its output"))
        #expect(
            entry.notes[1]
                == .init(
                    message: "CheckoutFeature is imported here too",
                    file: "Apps/Shop/Sources/SearchFeature/UI/Results.swift",
                    line: 1, column: 8))
    }

    @Test func aFindingWithoutAPlaceHasNoFileInJSON() throws {
        var package = FixturePackage.clean()
        package.addDependency("CheckoutFeature", to: "SearchFeature")
        let report = CIReport(findings: package.check().findings())
        let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(report.rendered(as: .json).utf8))
        #expect(decoded.findings.map(\.rule) == ["feature-isolation"])
        #expect(decoded.findings.first?.file == nil)
        #expect(decoded.findings.first?.line == nil)
    }

    @Test func sarifIsAVersion2_1_0LogWithARuleEntryPerRuleId() throws {
        let report = CIReport(findings: featureImportingAFeatureThreeTimes().findings(), repositoryPath: "Apps/Shop")
        let log = try #require(
            JSONSerialization.jsonObject(with: Data(report.rendered(as: .sarif).utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == 22)
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == 22)
        for rule in rules {
            let help = (rule["help"] as? [String: Any])?["text"] as? String ?? ""
            let summary = (rule["shortDescription"] as? [String: Any])?["text"] as? String ?? ""
            #expect(help.count > summary.count && !summary.isEmpty, "\(rule["id"] ?? "?")")
        }

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let result = results[0]
        #expect(result["ruleId"] as? String == "feature-isolation")
        #expect(result["level"] as? String == "error")
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(ids[index] == "feature-isolation")
        let locations = try #require(result["locations"] as? [[String: Any]])
        let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "Apps/Shop/Sources/SearchFeature/UI/SearchScreen.swift")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 2)
        #expect(region["startColumn"] as? Int == 8)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 2)
    }

    @Test func sarifPointsAFindingWithoutAPlaceAtTheManifest() throws {
        var package = FixturePackage.clean()
        package.addDependency("CheckoutFeature", to: "SearchFeature")
        let report = CIReport(findings: package.check().findings(), repositoryPath: "Apps/Shop")
        let log = try #require(
            JSONSerialization.jsonObject(with: Data(report.rendered(as: .sarif).utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Apps/Shop/Package.swift")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 1)
    }

    /// Xcode folders often have spaces (`Trailhead Widgets`); SARIF's `uri` is a URI reference, so they are
    /// percent-encoded, as is anything beyond ASCII, while `+` (`UITextView+Placeholder`) stays.
    @Test func sarifPercentEncodesWhatAURICannotHold() throws {
        let diagnostic = Diagnostic(
            .undeclaredImport, "Trailhead Widgets imports MapFeature", note: "link it",
            at: SourceLocation(file: "Trailhead Widgets/Café+Map #1.swift", line: 2, column: 8))
        let report = CIReport(findings: [Finding(diagnostic)], repositoryPath: "iOS App")
        let log = try #require(
            JSONSerialization.jsonObject(with: Data(report.rendered(as: .sarif).utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String
                == "iOS%20App/Trailhead%20Widgets/Caf%C3%A9+Map%20%231.swift")
    }

    @Test func githubAnnotationsAreOneWorkflowCommandPerFinding() {
        let report = CIReport(findings: featureImportingAFeatureThreeTimes().findings(), repositoryPath: "Apps/Shop")
        #expect(
            report.rendered(as: .github)
                == "::error file=Apps/Shop/Sources/SearchFeature/UI/SearchScreen.swift,line=2,col=8,"
                + "title=feature-isolation::SearchFeature (feature) imports CheckoutFeature (feature): a feature cannot "
                + "depend on a feature%0Anote: remove the import; let SearchFeature tell the app through its output "
                + "and the app route it to CheckoutFeature, or move the shared code into a foundation module%0A"
                + "Apps/Shop/Sources/SearchFeature/UI/Results.swift:1:8: CheckoutFeature is imported here too%0A"
                + "Apps/Shop/Sources/SearchFeature/Domain/Query.swift:3:8: CheckoutFeature is imported here too\n")
    }

    @Test func githubEscapesWhatWouldEndAPropertyOrTheLine() {
        let diagnostic = Diagnostic(
            .codeowners, "100% of a, b: unowned\r\nsecond line", note: "fix",
            at: SourceLocation(file: "odd,name:1.swift", line: 2, column: 1))
        #expect(
            CIReport(findings: [Finding(diagnostic)]).rendered(as: .github)
                == "::error file=odd%2Cname%3A1.swift,line=2,col=1,title=codeowners::100%25 of a, b: unowned%0D%0Asecond "
                + "line%0Anote: fix\n")
        let placeless = Diagnostic(.featureShape, "X has no demo", note: "add it")
        #expect(
            CIReport(findings: [Finding(placeless)]).rendered(as: .github)
                == "::error title=feature-shape::X has no demo%0Anote: add it\n")
    }
}
