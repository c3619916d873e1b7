import Foundation
import Testing

@testable import FeatureScaffolding

@Suite struct FeatureManifestTests {
    let wishlist = try! FeatureName(validating: "Wishlist")

    @Test func insertingPutsAFencedBlockAboveEachMarkerIndentedLikeIt() throws {
        let edited = try FeatureManifest.inserting(wishlist, into: ManifestFixture.text)
        #expect(
            edited.contains(
                """
                    // end feature: SearchHistory
                    // begin feature: Wishlist
                    .target(name: "WishlistFeature", dependencies: ["Networking", "Analytics", "FeatureState", "TerminalUI"]),
                    // end feature: Wishlist
                    // add-feature: new feature targets go above this line
                """))
        #expect(
            edited.contains(
                """
                    // begin feature: Wishlist
                    .executableTarget(name: "WishlistDemo", dependencies: ["WishlistFeature", "DemoHost"], path: "Demos/WishlistDemo"),
                    // end feature: Wishlist
                    // add-feature: new demos go above this line
                """))
        #expect(
            edited.contains(
                """
                        // begin feature: Wishlist
                        .testTarget(name: "WishlistFeatureTests", dependencies: ["WishlistFeature"] + featureTestSupport),
                        // end feature: Wishlist
                        // add-feature: new test targets go above this line
                """))
        #expect(FeatureManifest.featureNames(in: edited) == ["Search", "SearchHistory", "Wishlist"])
    }

    @Test func insertThenRemoveGivesBackTheOriginalByteForByte() throws {
        for manifest in [ManifestFixture.text, try ManifestFixture.packageManifest()] {
            for name in ["Wishlist", "Ab", "AbcdefghijAbcdefghij"] {
                let feature = try FeatureName(validating: name)
                let inserted = try FeatureManifest.inserting(feature, into: manifest)
                #expect(inserted != manifest)
                #expect(try FeatureManifest.removing(feature, from: inserted) == manifest)
            }
        }
    }

    @Test func aTargetTooLongForOneLineIsBrokenOneArgumentALine() throws {
        let feature = try FeatureName(validating: "AbcdefghijAbcdefghij")
        let edited = try FeatureManifest.inserting(feature, into: ManifestFixture.text)
        #expect(
            edited.contains(
                """
                    .executableTarget(
                        name: "AbcdefghijAbcdefghijDemo",
                        dependencies: ["AbcdefghijAbcdefghijFeature", "DemoHost"],
                        path: "Demos/AbcdefghijAbcdefghijDemo"
                    ),
                """))
        #expect(edited.split(separator: "\n").allSatisfy { $0.count <= 120 })
    }

    @Test func insertingTwiceFailsAndChangesNothing() throws {
        let once = try FeatureManifest.inserting(wishlist, into: ManifestFixture.text)
        #expect(
            throws: ScaffoldError.nameTaken("Wishlist", by: "Package.swift:11 already has lines for feature Wishlist")
        ) {
            try FeatureManifest.inserting(wishlist, into: once)
        }
        let search = try FeatureName(validating: "Search")
        #expect(throws: ScaffoldError.self) { try FeatureManifest.inserting(search, into: ManifestFixture.text) }
    }

    @Test func aMissingOrRepeatedMarkerIsNamed() throws {
        let missing = ManifestFixture.text.replacingOccurrences(
            of: "    // add-feature: new demos go above this line\n", with: "")
        #expect(
            throws: ScaffoldError.marker(
                "Package.swift has no marker `// add-feature: new demos go above this line`; it must appear once")
        ) { try FeatureManifest.inserting(wishlist, into: missing) }
        let repeated = ManifestFixture.text + "// add-feature: new test targets go above this line\n"
        #expect(throws: ScaffoldError.self) { try FeatureManifest.inserting(wishlist, into: repeated) }
    }

    @Test func removingDeletesTheFencesAndMarkedLinesOfThatFeatureOnly() throws {
        let search = try FeatureName(validating: "Search")
        let edited = try FeatureManifest.removing(search, from: ManifestFixture.text)
        #expect(!edited.contains("\"SearchFeature\""))
        #expect(!edited.contains("SearchDemo"))
        #expect(edited.contains(#""SearchHistoryFeature",  // feature: SearchHistory"#))
        #expect(edited.contains(#".target(name: "SearchHistoryFeature", dependencies: ["Networking"]),"#))
        #expect(FeatureManifest.featureNames(in: edited) == ["SearchHistory"])
        #expect(
            edited.split(separator: "\n").count == ManifestFixture.text.split(separator: "\n").count - 7,
            "two fenced blocks of three lines and one marked line")
    }

    @Test func removingAnUnknownFeatureFails() throws {
        let unknown = try FeatureName(validating: "Wishlist")
        #expect(throws: ScaffoldError.unknownFeature("Wishlist")) {
            try FeatureManifest.removing(unknown, from: ManifestFixture.text)
        }
    }

    @Test func anUnclosedOrMismatchedFenceIsReportedWithItsLine() throws {
        let search = try FeatureName(validating: "Search")
        let unclosed = ManifestFixture.text.replacingOccurrences(of: "    // end feature: Search\n", with: "")
        #expect(
            throws: ScaffoldError.unbalancedFence(
                feature: "Search", line: 5, problem: "is not closed before `// begin feature: SearchHistory` on line 7")
        ) { try FeatureManifest.removing(search, from: unclosed) }
        let mismatched = ManifestFixture.text.replacingOccurrences(
            of: "    // end feature: Search\n    // begin feature: SearchHistory\n", with: "    // end feature: Other\n"
        )
        #expect(throws: ScaffoldError.self) { try FeatureManifest.removing(search, from: mismatched) }
    }

    @Test func declaredNamesAreReadFromTheManifest() {
        let names = FeatureManifest.declaredNames(in: ManifestFixture.text)
        #expect(names == ["SearchFeature", "SearchHistoryFeature", "Shop", "SearchDemo"])
    }
}
