import Testing

@testable import FeatureScaffolding

@Suite struct FeatureNameTests {
    @Test func derivedNamesFollowTheBaseName() throws {
        let feature = try FeatureName(validating: "GiftCards")
        #expect(feature.targets == ["GiftCardsFeature", "GiftCardsDemo", "GiftCardsFeatureTests"])
        #expect(
            feature.directories == ["Sources/GiftCardsFeature", "Tests/GiftCardsFeatureTests", "Demos/GiftCardsDemo"])
        #expect(feature.title == "Gift Cards")
        #expect(feature.snakeCase == "gift_cards")
        #expect(feature.kebabCase == "gift-cards")
    }

    @Test(arguments: [
        ("Wishlist", ["Wishlist"]), ("URLShortener", ["URL", "Shortener"]), ("Top10Deals", ["Top10", "Deals"]),
        ("ABTest", ["AB", "Test"]), ("Ab", ["Ab"]), ("QA", ["QA"]),
    ])
    func wordsSplitAtCapitalsKeepingAcronyms(name: String, words: [String]) throws {
        #expect(try FeatureName(validating: name).words == words)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("W", "use at least 2 characters"),
        ("wishlist", "start with a capital letter, in UpperCamelCase such as Wishlist"),
        ("2Fast", "start with a capital letter, in UpperCamelCase such as Wishlist"),
        ("Wish list", "use only the letters A-Z and a-z and the digits 0-9, in UpperCamelCase such as Wishlist"),
        ("Wish_list", "use only the letters A-Z and a-z and the digits 0-9, in UpperCamelCase such as Wishlist"),
        ("Wünsche", "use only the letters A-Z and a-z and the digits 0-9, in UpperCamelCase such as Wishlist"),
        (
            "WishlistFeature",
            "do not end it in Feature: the tool adds Feature, Demo and FeatureTests itself (try Wishlist)"
        ),
        ("WishlistDemo", "do not end it in Demo: the tool adds Feature, Demo and FeatureTests itself (try Wishlist)"),
        ("WishlistTests", "do not end it in Tests: the tool adds Feature, Demo and FeatureTests itself (try Wishlist)"),
        ("Feature", "do not end it in Feature: the tool adds Feature, Demo and FeatureTests itself"),
        ("AbcdefghijAbcdefghijA", "use at most 20 characters"),
    ])
    func badNamesAreRefusedWithTheRuleTheyBreak(name: String, reason: String) {
        #expect(throws: ScaffoldError.invalidName(name, reason: reason)) { try FeatureName(validating: name) }
    }

    @Test func theLongestNameIsAccepted() throws {
        #expect(try FeatureName(validating: "AbcdefghijAbcdefghij").base.count == 20)
    }

    @Test func aNameIsTakenWhenItOrATargetItAddsExists() throws {
        let existing: Set<String> = ["SearchFeature", "Shop", "ReviewsDemo", "OffersFeatureTests", "Networking"]
        #expect(throws: ScaffoldError.nameTaken("Search", by: "the package already has a target named SearchFeature")) {
            try FeatureName(validating: "Search").checkAvailable(among: existing)
        }
        #expect(throws: ScaffoldError.nameTaken("Shop", by: "the package already has a target named Shop")) {
            try FeatureName(validating: "Shop").checkAvailable(among: existing)
        }
        #expect(throws: ScaffoldError.nameTaken("Reviews", by: "the package already has a target named ReviewsDemo")) {
            try FeatureName(validating: "Reviews").checkAvailable(among: existing)
        }
        #expect(
            throws: ScaffoldError.nameTaken("Offers", by: "the package already has a target named OffersFeatureTests")
        ) {
            try FeatureName(validating: "Offers").checkAvailable(among: existing)
        }
        #expect(
            throws: ScaffoldError.nameTaken(
                "SEARCH", by: "SEARCHFeature differs from the existing target SearchFeature only in letter case")
        ) { try FeatureName(validating: "SEARCH").checkAvailable(among: existing) }
        try FeatureName(validating: "Wishlist").checkAvailable(among: existing)
    }

    @Test func errorsExitWithTwoExceptFileSystemFailures() {
        #expect(ScaffoldError.invalidName("x", reason: "r").exitStatus == 2)
        #expect(ScaffoldError.unknownFeature("X").exitStatus == 2)
        #expect(ScaffoldError.fileSystem("disk full").exitStatus == 1)
    }
}
