import Foundation
import Testing

/// What other architecture linters' users report as false findings, on a package shaped like an app's onboarding:
/// imports quoted in comments and in every form of string literal are not imports, every scoped import form names
/// its module, a test target's imports are checked like any other, and a finding accepted in the code needs a
/// reason and goes stale with the finding.
@Suite(.timeLimit(.minutes(5))) struct SuppressionFixtureTests {
    @Test func literalsCommentsScopedImportsTestsAndSuppressions() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("SuppressionsAndLiterals"))
        #expect(status == 1)
        #expect(
            output == """
                Sources/OnboardingFeature/Paywall.swift:2:8: error: OnboardingFeature imports Payments, which is not one of its dependencies [undeclared-import]
                note: add "Payments" to the dependencies of OnboardingFeature in Package.swift
                Tests/OnboardingFeatureTests/TrackingTests.swift:1:8: error: OnboardingFeatureTests imports Analytics, which is not one of its dependencies [undeclared-import]
                note: Analytics is reachable only through OnboardingFeature; add "Analytics" to the dependencies of OnboardingFeatureTests in Package.swift
                Sources/OnboardingFeature/Paywall.swift:1:1: error: OnboardingFeature has a suppression the check cannot read [suppression]
                note: a suppression needs a reason after the module: ignore undeclared-import Payments — <why it is accepted>
                Sources/OnboardingFeature/Paywall.swift:4:1: error: the suppression of undeclared-import for Networking is stale: no such finding in Sources/OnboardingFeature/Paywall.swift [suppression]
                note: remove the comment: what it accepted is gone
                errors by rule: suppression 2, undeclared-import 2
                architecture check: 5 modules, 3 edges, 4 errors (T s)

                """)
    }

    /// Without its comment, the trial offer's import is reported with the paywall's, as one finding of two lines.
    @Test func removingTheSuppressionBringsTheFindingBack() async throws {
        let package = try CheckTool.copy("SuppressionsAndLiterals")
        defer { try? FileManager.default.removeItem(atPath: package) }
        let file = package + "/Sources/OnboardingFeature/TrialOffer.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let (status, output) = try await CheckTool.check(package)
        #expect(status == 1)
        #expect(output.contains("Sources/OnboardingFeature/TrialOffer.swift:1:8: note: Payments is imported here too"))
        #expect(output.contains("errors by rule: suppression 2, undeclared-import 2"))
    }
}
