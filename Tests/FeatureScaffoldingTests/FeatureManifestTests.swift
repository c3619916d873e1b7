import Foundation
import Testing

@testable import FeatureScaffolding

@Suite struct FeatureManifestTests {
    let wishlist = try! FeatureName(validating: "Wishlist")

    @Test func insertingAddsOneLineAfterTheLastFeatureLine() throws {
        let edited = try FeatureManifest.inserting(wishlist, into: ManifestFixture.text)
        let change = ManifestFixture.change(from: ManifestFixture.text, to: edited)
        #expect(change.removed == [])
        #expect(
            change.added == [
                #"    .feature("Wishlist", uses: ["Networking", "Analytics", "FeatureState", "TerminalUI"], testsUse: ["Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "TerminalUI"], inApp: false),"#
            ])
        #expect(
            edited.contains(
                """
                    .feature("SearchHistory", uses: ["Networking", "CartStore"]),
                    .feature("Wishlist", uses: ["Networking", "Analytics", "FeatureState", "TerminalUI"], testsUse: ["Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "TerminalUI"], inApp: false),
                ]
                """))
        #expect(FeatureManifest.featureNames(in: edited) == ["Search", "SearchHistory", "Wishlist"])
    }

    @Test func theLineTakesTheIndentationOfTheLastFeatureLine() throws {
        let tabbed = ManifestFixture.text.replacingOccurrences(
            of: "    .feature(\"SearchHistory\"", with: "\t\t.feature(\"SearchHistory\"")
        let edited = try FeatureManifest.inserting(wishlist, into: tabbed)
        #expect(
            ManifestFixture.change(from: tabbed, to: edited).added == [
                "\t\t"
                    + #".feature("Wishlist", uses: ["Networking", "Analytics", "FeatureState", "TerminalUI"], testsUse: ["Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "TerminalUI"], inApp: false),"#
            ])
    }

    @Test func insertThenRemoveGivesBackTheOriginalByteForByte() throws {
        for manifest in [ManifestFixture.text, try ManifestFixture.packageManifest()] {
            for name in ["Wishlist", "Ab", "AbcdefghijAbcdefghij", "Cart"] {
                let feature = try FeatureName(validating: name)
                let inserted = try FeatureManifest.inserting(feature, into: manifest)
                #expect(inserted != manifest)
                let added = ManifestFixture.change(from: manifest, to: inserted).added
                #expect(added.count == 1, "one line: the features list is left unformatted, so it is never broken")
                #expect(try FeatureManifest.removing(feature, from: inserted) == manifest)
            }
        }
    }

    @Test func theRealManifestDeclaresEachFeatureOnOneLineAndNamesItNowhereElse() throws {
        let manifest = try ManifestFixture.packageManifest()
        let names = FeatureManifest.featureNames(in: manifest)
        #expect(names == ["Search", "Product", "Checkout", "Profile"])
        for name in names {
            let feature = try FeatureName(validating: name)
            let removed = try FeatureManifest.removing(feature, from: manifest)
            #expect(ManifestFixture.change(from: manifest, to: removed).removed.count == 1)
            #expect(!removed.contains(name), "\(name) appears in Package.swift outside its line")
        }
    }

    @Test func anEmptyFeatureListGetsTheLineIndentedInsideIt() throws {
        let empty = """
            let features: [Feature] = [
            ]

            """
        #expect(
            try FeatureManifest.inserting(wishlist, into: empty)
                == """
                let features: [Feature] = [
                    .feature("Wishlist", uses: ["Networking", "Analytics", "FeatureState", "TerminalUI"], testsUse: ["Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "TerminalUI"], inApp: false),
                ]

                """)
    }

    @Test func aManifestWithNoPlaceForTheLineIsRefused() throws {
        let noList = "let features: [Feature] = []\n"
        #expect(
            throws: ScaffoldError.featureList(
                "Package.swift has no feature line and no `let features: [Feature] = [` line ending in `[` to add one to"
            )
        ) { try FeatureManifest.inserting(wishlist, into: noList) }
        let noComma = ManifestFixture.text.replacingOccurrences(
            of: #""CartStore"]),"#, with: #""CartStore"])  // last"#)
        #expect(
            throws: ScaffoldError.featureList(
                "Package.swift:12, the last feature line, does not end in a comma; add one so a line can follow it")
        ) { try FeatureManifest.inserting(wishlist, into: noComma) }
    }

    @Test func insertingAFeatureThatHasALineFailsWithThatLine() throws {
        let once = try FeatureManifest.inserting(wishlist, into: ManifestFixture.text)
        #expect(throws: ScaffoldError.nameTaken("Wishlist", by: "Package.swift:13 already declares feature Wishlist")) {
            try FeatureManifest.inserting(wishlist, into: once)
        }
        let search = try FeatureName(validating: "Search")
        #expect(throws: ScaffoldError.nameTaken("Search", by: "Package.swift:11 already declares feature Search")) {
            try FeatureManifest.inserting(search, into: ManifestFixture.text)
        }
    }

    @Test func removingDeletesThatFeaturesLineOnly() throws {
        let search = try FeatureName(validating: "Search")
        let edited = try FeatureManifest.removing(search, from: ManifestFixture.text)
        #expect(
            ManifestFixture.change(from: ManifestFixture.text, to: edited)
                == ([], [#"    .feature("Search", uses: ["Networking"]),"#]))
        #expect(FeatureManifest.featureNames(in: edited) == ["SearchHistory"])
    }

    @Test func aFeatureNamedLikeTheStartOfAModuleIsToldApart() throws {
        // The feature Cart sits beside the foundation module CartStore, which Cart and Checkout use.
        let manifest = ManifestFixture.text.replacingOccurrences(
            of: #"    .feature("Search", uses: ["Networking"]),"#,
            with: #"    .feature("Cart", uses: ["CartStore"]),"# + "\n"
                + #"    .feature("Checkout", uses: ["Networking", "CartStore"]),"#)
        let cart = try FeatureName(validating: "Cart")
        let edited = try FeatureManifest.removing(cart, from: manifest)
        let removed = ManifestFixture.change(from: manifest, to: edited).removed
        #expect(removed == [#"    .feature("Cart", uses: ["CartStore"]),"#])
        #expect(edited.contains(#".target(name: "CartStore", dependencies: ["Networking"]),"#))
        #expect(FeatureManifest.featureNames(in: edited) == ["Checkout", "SearchHistory"])
        // CartStore is a module, not a feature: nothing to remove, and it is not mistaken for a broken line.
        #expect(throws: ScaffoldError.unknownFeature("CartStore")) {
            try FeatureManifest.removing(try FeatureName(validating: "CartStore"), from: manifest)
        }
        // And Search, whose name starts SearchHistory's, is not found in SearchHistory's line.
        let search = try FeatureName(validating: "Search")
        let withoutSearch = try FeatureManifest.removing(search, from: ManifestFixture.text)
        #expect(throws: ScaffoldError.unknownFeature("Search")) {
            try FeatureManifest.removing(search, from: withoutSearch)
        }
    }

    @Test func aLineEditedByHandIsStillFound() throws {
        let handEdited = ManifestFixture.text.replacingOccurrences(
            of: #"    .feature("Search", uses: ["Networking"]),"#,
            with: "\t.feature ( \"Search\" ,uses:[\"Networking\"] ),   // owned by @acme/search, see CODEOWNERS")
        let search = try FeatureName(validating: "Search")
        #expect(FeatureManifest.featureNames(in: handEdited) == ["Search", "SearchHistory"])
        let edited = try FeatureManifest.removing(search, from: handEdited)
        #expect(
            ManifestFixture.change(from: handEdited, to: edited).removed == [
                "\t.feature ( \"Search\" ,uses:[\"Networking\"] ),   // owned by @acme/search, see CODEOWNERS"
            ])
        #expect(throws: ScaffoldError.nameTaken("Search", by: "Package.swift:11 already declares feature Search")) {
            try FeatureManifest.inserting(search, into: handEdited)
        }
        // A commented-out line declares nothing.
        let commentedOut = ManifestFixture.text.replacingOccurrences(
            of: #"    .feature("Search", "#, with: #"    // .feature("Search", "#)
        #expect(FeatureManifest.featureNames(in: commentedOut) == ["SearchHistory"])
    }

    @Test func aLineItCannotFindIsAClearError() throws {
        let unknown = try FeatureName(validating: "Wishlist")
        #expect(throws: ScaffoldError.unknownFeature("Wishlist")) {
            try FeatureManifest.removing(unknown, from: ManifestFixture.text)
        }
        #expect(
            ScaffoldError.unknownFeature("Wishlist").description
                == #"Package.swift has no feature 'Wishlist': no line `.feature("Wishlist", uses: [...]),` "#
                + "(`list` prints the features it has)")

        let broken = ManifestFixture.text.replacingOccurrences(
            of: #"    .feature("Search", uses: ["Networking"]),"#,
            with: "    .feature(\n        \"Search\", uses: [\"Networking\"]),")
        let search = try FeatureName(validating: "Search")
        #expect(throws: ScaffoldError.notOnOneLine("Search", line: 12)) {
            try FeatureManifest.removing(search, from: broken)
        }
        let byHand = ManifestFixture.text + #"let more: [Target] = [.target(name: "WishlistFeature")]"# + "\n"
        #expect(throws: ScaffoldError.notOnOneLine("Wishlist", line: 18)) {
            try FeatureManifest.removing(unknown, from: byHand)
        }
        #expect(
            ScaffoldError.notOnOneLine("Wishlist", line: 18).description
                == #"Package.swift:18 names feature 'Wishlist', but no line `.feature("Wishlist", uses: [...]),` "#
                + "declares it: join its `.feature(` call onto one line, or delete its hand-written targets yourself")
    }

    @Test func declaredNamesAreTheSpelledOutTargetsAndEachFeaturesThree() {
        #expect(
            FeatureManifest.declaredNames(in: ManifestFixture.text) == [
                "Networking", "CartStore", "Shop", "SearchFeature", "SearchDemo", "SearchFeatureTests",
                "SearchHistoryFeature", "SearchHistoryDemo", "SearchHistoryFeatureTests",
            ])
    }
}
