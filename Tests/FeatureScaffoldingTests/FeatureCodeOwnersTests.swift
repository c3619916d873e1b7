import Testing

@testable import FeatureScaffolding

@Suite struct FeatureCodeOwnersTests {
    static let sample = """
        # Later lines win, as on GitHub.
        *                               @acme/maintainers

        # Features and their demos
        /Sources/SearchFeature/         @acme/search-team
        /Demos/SearchDemo/              @acme/search-team

        # Product feature
        /Sources/ProductFeature/        @acme/catalogue-team
        /Tests/ProductFeatureTests/     @acme/catalogue-team
        /Demos/ProductDemo/             @acme/catalogue-team

        # Tools
        /Plugins/                       @acme/architecture-team

        """

    @Test func insertingAppendsAnAlignedBlockAndRemovingGivesBackTheOriginal() throws {
        let feature = try FeatureName(validating: "Wishlist")
        let inserted = FeatureCodeOwners.inserting(feature, team: "@acme/wishlist-team", into: Self.sample)
        #expect(
            inserted == Self.sample + """

                # Wishlist feature
                /Sources/WishlistFeature/       @acme/wishlist-team
                /Tests/WishlistFeatureTests/    @acme/wishlist-team
                /Demos/WishlistDemo/            @acme/wishlist-team

                """)
        let removed = FeatureCodeOwners.removing(feature, from: inserted)
        #expect(removed.text == Self.sample)
        #expect(removed.removedOwnerLines == 3)
    }

    @Test func removingAnExistingFeatureTakesItsHeadingAndOneBlankLine() throws {
        let product = FeatureCodeOwners.removing(try FeatureName(validating: "Product"), from: Self.sample)
        #expect(product.removedOwnerLines == 3)
        #expect(!product.text.contains("Product"))
        #expect(product.text.contains("/Demos/SearchDemo/              @acme/search-team\n\n# Tools\n"))

        let search = FeatureCodeOwners.removing(try FeatureName(validating: "Search"), from: Self.sample)
        #expect(search.removedOwnerLines == 2)
        #expect(search.text.contains("# Features and their demos\n\n# Product feature\n"))

        let absent = FeatureCodeOwners.removing(try FeatureName(validating: "Wishlist"), from: Self.sample)
        #expect(absent.text == Self.sample)
        #expect(absent.removedOwnerLines == 0)
    }

    @Test func patternsAreMatchedWhateverTheirSlashes() throws {
        let text =
            "Sources/GiftsFeature @a/b\n/Tests/GiftsFeatureTests/** @a/b\nDemos/GiftsDemo/ @a/b\nSources/Gifts @a/b\n"
        let result = FeatureCodeOwners.removing(try FeatureName(validating: "Gifts"), from: text)
        #expect(result.text == "Sources/Gifts @a/b\n")
        #expect(result.removedOwnerLines == 3)
    }

    @Test func theDefaultTeamTakesTheOrganisationFromTheFile() throws {
        let feature = try FeatureName(validating: "GiftCards")
        #expect(try FeatureCodeOwners.defaultTeam(for: feature, in: Self.sample) == "@acme/gift-cards-team")
        #expect(
            try FeatureCodeOwners.defaultTeam(for: feature, in: "* @globex/maintainers\n") == "@globex/gift-cards-team")
        #expect(throws: ScaffoldError.noOrganisation) { try FeatureCodeOwners.defaultTeam(for: feature, in: nil) }
        #expect(throws: ScaffoldError.noOrganisation) {
            try FeatureCodeOwners.defaultTeam(for: feature, in: "* @someone\n")
        }
    }

    @Test(arguments: ["@acme/wishlist-team", "@someone", "@Acme/Team_2.b"])
    func teamHandlesAreAccepted(team: String) throws {
        try FeatureCodeOwners.validate(team: team)
    }

    @Test(arguments: ["acme/team", "@", "@acme/", "@acme/a/b", "@acme/wish list", "@-acme/team", "@acme/ü"])
    func malformedTeamsAreRefused(team: String) {
        #expect(throws: ScaffoldError.invalidTeam(team)) { try FeatureCodeOwners.validate(team: team) }
    }
}
