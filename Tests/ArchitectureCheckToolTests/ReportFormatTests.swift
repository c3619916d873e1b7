import Foundation
import Testing

/// `--format json|sarif|github` from the built tool on a fixture app, each parsed; exit statuses as for text.
@Suite(.timeLimit(.minutes(5))) struct ReportFormatTests {
    /// Where the fixtures lie in this repository: CI reports name files from the repository root.
    static let fixturePath = "Tests/ArchitectureFixtures/SwiftUIApp"

    @Test func jsonListsEveryFindingWithItsPlace() async throws {
        let run = try await CheckTool.run(["--package-dir", CheckTool.fixture("SwiftUIApp"), "--format", "json"])
        #expect(run.status == 1)
        #expect(run.standardError == "")
        let report = try #require(
            JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(
            findings.map { $0["rule"] as? String } == [
                "undeclared-import", "unused-dependency", "feature-layers", "feature-shape",
            ])
        #expect(findings.allSatisfy { $0["severity"] as? String == "error" })
        let first = findings[0]
        #expect(first["module"] as? String == "SettingsFeature")
        #expect(first["file"] as? String == "\(Self.fixturePath)/Sources/SettingsFeature/SettingsView.swift")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 8)
        #expect(
            first["message"] as? String
                == "SettingsFeature imports Alamofire, a module of package Alamofire, which is not one of its dependencies"
        )
        let notes = try #require(first["notes"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect((notes[0]["message"] as? String)?.hasPrefix("Alamofire is reachable only through APIClient") == true)
        #expect(findings[1]["file"] == nil)
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["findings"] as? Int == 4)
        #expect(summary["lines"] as? Int == 4)
        #expect(summary["knownViolations"] as? Int == 0)
    }

    @Test func sarifHasARuleEntryWithHelpForEveryResult() async throws {
        let run = try await CheckTool.run(["--package-dir", CheckTool.fixture("SwiftUIApp"), "--format", "sarif"])
        #expect(run.status == 1)
        let log = try #require(JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run0 = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run0["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "ArchitectureCheckTool")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run0["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            let help = (rules[index]["help"] as? [String: Any])?["text"] as? String
            #expect(help?.isEmpty == false)
            let uri = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
            #expect(uri?.hasPrefix(Self.fixturePath + "/") == true, "\(uri ?? "none")")
        }
    }

    @Test func githubPrintsOneAnnotationPerFinding() async throws {
        let run = try await CheckTool.run(["--package-dir", CheckTool.fixture("SwiftUIApp"), "--format", "github"])
        #expect(run.status == 1)
        let annotations = run.standardOutput.split(separator: "\n").map { line in
            Annotation(String(line))
        }
        #expect(annotations.count == 4)
        #expect(annotations.map(\.command) == ["error", "error", "error", "error"])
        #expect(
            annotations[0].properties == [
                "file": "\(Self.fixturePath)/Sources/SettingsFeature/SettingsView.swift", "line": "2", "col": "8",
                "title": "undeclared-import",
            ])
        #expect(annotations[1].properties == ["title": "unused-dependency"])
        let layers = annotations[2].message.split(separator: "\n").map(String.init)
        #expect(layers.count == 2)
        #expect(
            layers.first?.hasPrefix("HomeFeature's Domain/ imports SwiftUI: files under Domain/ may not import") == true
        )
        #expect(annotations[2].properties["title"] == "feature-layers")
    }

    /// The configuration article quotes annotations of this fixture: each quoted line is one the tool prints.
    @Test func theArticlesAnnotationsAreTheToolsOwn() async throws {
        let article = try String(
            contentsOf: CheckTool.fixtures.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Documentation/ShopKit.docc/ConfiguringTheCheck.md"), encoding: .utf8)
        let quoted = article.split(separator: "\n").filter { $0.hasPrefix("::error ") }.map(String.init)
        #expect(quoted.count == 2)
        let run = try await CheckTool.run(["--package-dir", CheckTool.fixture("SwiftUIApp"), "--format", "github"])
        let printed = Set(run.standardOutput.split(separator: "\n").map(String.init))
        for line in quoted { #expect(printed.contains(line), "\(line)") }
    }

    /// SearchFeature imports ProductFeature in two files: one error with the other line as a note, or, with
    /// `--every-line`, an error for each line.
    @Test func oneErrorPerFactUnlessEveryLineIsAskedFor() async throws {
        let package = try CheckTool.copy("ShopShaped")
        defer { try? FileManager.default.removeItem(atPath: package) }
        try CheckTool.write("import ProductFeature\n", to: "\(package)/Sources/SearchFeature/Results.swift")
        try CheckTool.write("\nimport ProductFeature\n", to: "\(package)/Sources/SearchFeature/Suggestions.swift")
        let message =
            "error: SearchFeature (feature) imports ProductFeature (feature): a feature cannot depend on a feature "
            + "[feature-isolation]"
        let (status, output) = try await CheckTool.check(package)
        #expect(status == 1)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0] == "Sources/SearchFeature/Results.swift:1:8: " + message)
        #expect(lines[1].hasPrefix("note: remove the import; "))
        #expect(lines[2] == "Sources/SearchFeature/Suggestions.swift:2:8: note: ProductFeature is imported here too")
        #expect(lines[3] == "errors by rule: feature-isolation 1")
        #expect(lines[4] == "architecture check: 14 modules, 18 edges, 1 error on 2 lines (T s)")

        let (everyStatus, everyOutput) = try await CheckTool.check(package, ["--every-line"])
        #expect(everyStatus == 1)
        let every = everyOutput.split(separator: "\n").map(String.init)
        #expect(every.filter { $0.hasSuffix(message) }.count == 2)
        #expect(every.last == "architecture check: 14 modules, 18 edges, 2 errors (T s)")
    }

    @Test func aCleanPackageReportsNoFindingsAndExitsZero() async throws {
        let run = try await CheckTool.run(["--package-dir", CheckTool.fixture("ShopShaped"), "--format", "json"])
        #expect(run.status == 0)
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect((report["findings"] as? [Any])?.count == 0)
    }

    @Test func anUnknownFormatIsAUsageError() async throws {
        let run = try await CheckTool.run(["--format", "xml"])
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "error: unknown format xml; use text, json, sarif, github, mermaid or dot\nrun with --help for usage\n"
        )
    }

    /// `::error file=F,line=L,col=C,title=T::message`, with the runner's unescaping.
    struct Annotation {
        var command = ""
        var properties: [String: String] = [:]
        var message = ""

        init(_ line: String) {
            guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { return }
            let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
            let parts = head.split(separator: " ", maxSplits: 1)
            command = String(parts[0])
            for pair in parts.dropFirst().first?.split(separator: ",") ?? [] {
                let field = pair.split(separator: "=", maxSplits: 1)
                properties[String(field[0])] = Self.unescape(String(field[1]))
            }
            message = Self.unescape(String(line[end.upperBound...]))
        }

        static func unescape(_ text: String) -> String {
            text.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
                .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
                .replacingOccurrences(of: "%25", with: "%")
        }
    }
}
