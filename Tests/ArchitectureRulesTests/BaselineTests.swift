import ArchitectureRules
import Testing

/// Known debt in a baseline: only new violations fail, and fixed debt must leave the file.
struct BaselineTests {
    /// The clean fixture with two kinds of debt: a feature -> feature edge and an undeclared import.
    private func indebted() -> FixturePackage {
        var package = FixturePackage.clean()
        package.addDependency("SearchFeature", to: "CheckoutFeature")
        package.setSource("Data/Store.swift", "import SearchFeature\nimport Persistence\n", in: "CheckoutFeature")
        return package
    }

    @Test func aBaselineIsKeyedByRuleAndSubjectWithoutLineNumbers() {
        #expect(
            Baseline.text(recording: indebted().check().diagnostics) == """
                # Known architecture violations, accepted as debt while the package adopts the rules. Written by
                # `check-architecture --write-baseline`; one violation a line: its rule id, then what it is about.
                # The check fails on any violation not listed here, and on a line whose violation is gone: delete it.

                feature-isolation CheckoutFeature -> SearchFeature
                undeclared-import Sources/CheckoutFeature/Data/Store.swift imports Persistence

                """)
    }

    @Test func roundTrip() throws {
        var package = indebted()
        let baseline = try Baseline(
            parsing: Baseline.text(recording: package.check().diagnostics), file: "architecture-baseline.txt")

        // Written, then passing; unrelated edits (a line moved) keep it valid.
        package.setSource(
            "Data/Store.swift", "import Foundation\n\nimport SearchFeature\nimport Persistence\n", in: "CheckoutFeature"
        )
        var report = baseline.apply(to: package.check(), file: "architecture-baseline.txt")
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(report.knownViolations.count == 2)
        #expect(report.summaryLine(seconds: 0).contains(", 0 errors, 2 known violations left in the baseline ("))

        // A new feature -> feature edge fails, and only that one.
        package.addDependency("CheckoutFeature", to: "Shop")
        package.add(
            "ProfileFeature", .regular, "Sources/ProfileFeature", ["CheckoutFeature", "Networking"],
            files: ["ProfileEntry.swift": FixturePackage.entry("Profile") + "import CheckoutFeature\n"])
        package.add(
            "ProfileDemo", .executable, "Demos/ProfileDemo", ["ProfileFeature"],
            files: ["main.swift": "import ProfileFeature\n"])
        package.add(
            "ProfileFeatureTests", .test, "Tests/ProfileFeatureTests", ["ProfileFeature"],
            files: ["ProfileTests.swift": "import ProfileFeature\n"])
        package.files["CODEOWNERS"]! += "/Sources/ProfileFeature/ @shopkit/account\n"
        report = baseline.apply(to: package.check(), file: "architecture-baseline.txt")
        #expect(report.diagnostics.map(\.baselineKey) == ["feature-isolation ProfileFeature -> CheckoutFeature"])

        // Fixing a recorded violation fails, naming the stale entry, until the baseline is rewritten.
        package.remove("ProfileFeatureTests")
        package.remove("ProfileDemo")
        package.remove("ProfileFeature")
        package.addDependency("Persistence", to: "CheckoutFeature")
        report = baseline.apply(to: package.check(), file: "architecture-baseline.txt")
        #expect(
            report.diagnostics.map(\.rendered) == [
                """
                architecture-baseline.txt:6:1: error: the baseline entry "undeclared-import \
                Sources/CheckoutFeature/Data/Store.swift imports Persistence" no longer occurs [stale-baseline]
                note: the debt is paid: delete line 6 of architecture-baseline.txt (or rewrite the file with \
                --write-baseline architecture-baseline.txt), so the violation cannot come back unnoticed
                """
            ])
        let rewritten = try Baseline(
            parsing: Baseline.text(recording: package.check().diagnostics), file: "architecture-baseline.txt")
        report = rewritten.apply(to: package.check(), file: "architecture-baseline.txt")
        #expect(report.diagnostics == [])
        #expect(report.knownViolations.map(\.baselineKey) == ["feature-isolation CheckoutFeature -> SearchFeature"])
    }

    @Test func aMalformedBaselineNamesTheLine() {
        #expect(
            throws: ConfigurationError(
                file: "b.txt", line: 2, column: 1,
                message:
                    "\"feature-islation\" is not a rule id a baseline can hold; each line is \"<rule-id> <subject>\" as "
                    + "--write-baseline writes it"
            )
        ) { try Baseline(parsing: "# debt\nfeature-islation A -> B\n", file: "b.txt") }
        #expect(
            throws: ConfigurationError(
                file: "b.txt", line: 3, column: 1, message: "the same entry is on line 1 already; delete one of them"
            )
        ) { try Baseline(parsing: "acyclic A -> B -> A\n\nacyclic A -> B -> A\n", file: "b.txt") }
        #expect(
            throws: ConfigurationError(
                file: "b.txt", line: 1, column: 1,
                message:
                    "\"readme-graph\" is not a rule id a baseline can hold; each line is \"<rule-id> <subject>\" as "
                    + "--write-baseline writes it"
            )
        ) { try Baseline(parsing: "readme-graph README.md\n", file: "b.txt") }
    }
}
