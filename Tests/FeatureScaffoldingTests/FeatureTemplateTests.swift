import Testing

@testable import FeatureScaffolding

@Suite struct FeatureTemplateTests {
    @Test func theSkeletonHasItsModuleDemoAndTestFiles() throws {
        let files = FeatureTemplate.files(for: try FeatureName(validating: "Wishlist"))
        #expect(
            files.map(\.path) == [
                "Sources/WishlistFeature/WishlistEntry.swift",
                "Sources/WishlistFeature/State/WishlistState.swift",
                "Sources/WishlistFeature/State/WishlistModel.swift",
                "Sources/WishlistFeature/State/WishlistRefusal.swift",
                "Sources/WishlistFeature/Terminal/WishlistView.swift",
                "Sources/WishlistFeature/Terminal/WishlistScreen.swift",
                "Sources/WishlistFeature/Terminal/WishlistWords.swift",
                "Sources/WishlistFeature/Domain/WishlistItem.swift",
                "Sources/WishlistFeature/Data/WishlistAPI.swift",
                "Demos/WishlistDemo/main.swift",
                "Tests/WishlistFeatureTests/WishlistFixtures.swift",
                "Tests/WishlistFeatureTests/WishlistModelTests.swift",
                "Tests/WishlistFeatureTests/WishlistScreenTests.swift",
                "Tests/WishlistFeatureTests/WishlistDemoTests.swift",
            ])
    }

    @Test(arguments: ["Wishlist", "Ab", "URLShortener", "AbcdefghijAbcdefghij"])
    func everyPlaceholderIsFilledAndLinesFitTheFormatter(name: String) throws {
        for file in FeatureTemplate.files(for: try FeatureName(validating: name)) {
            #expect(!file.contents.contains("{{"), "\(file.path)")
            #expect(file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"), "\(file.path)")
            for line in file.contents.split(separator: "\n") {
                #expect(line.count <= 120, "\(file.path): \(line)")
            }
        }
    }

    @Test func onlyTheEntryFileDeclaresPublicSymbols() throws {
        let feature = try FeatureName(validating: "Wishlist")
        for file in FeatureTemplate.files(for: feature) where file.path.hasPrefix("Sources/") {
            let declaresPublic = file.contents.split(separator: "\n").contains {
                String($0).trimmingLeadingSpaces.hasPrefix("public ") && !$0.contains("public import")
            }
            #expect(declaresPublic == file.path.hasSuffix("/WishlistEntry.swift"), "\(file.path)")
        }
    }

    @Test func theSkeletonUsesTheFeaturesNamesAndItsOwnEndpoint() throws {
        let files = FeatureTemplate.files(for: try FeatureName(validating: "GiftCards"))
        let text = { (suffix: String) in files.first { $0.path.hasSuffix(suffix) }?.contents ?? "" }
        #expect(text("GiftCardsEntry.swift").contains("public enum GiftCardsOutput: Hashable, Sendable {"))
        #expect(text("GiftCardsAPI.swift").contains(#"static let itemsPath = "/v1/gift-cards/items""#))
        #expect(text("GiftCardsAPI.swift").contains(#"{"id": "gift-cards-1", "name": "First item""#))
        #expect(text("GiftCardsEntry.swift").contains("public static var sampleEndpoint: SampleEndpoint"))
        #expect(text("main.swift").contains("server: .samples([GiftCardsEntry.sampleEndpoint])"))
        #expect(text("GiftCardsState.swift").contains("var items: Loadable<[GiftCardsItem], NetworkError> = .idle"))
        #expect(text("GiftCardsModel.swift").contains(#"track("gift_cards_item_opened""#))
        #expect(text("GiftCardsScreen.swift").contains(#"let title = "Gift Cards""#))
        #expect(text("GiftCardsRefusal.swift").contains("enum GiftCardsRefusal: Error, Equatable, Sendable {"))
        #expect(text("GiftCardsModel.swift").contains("func open(row: Int) throws(GiftCardsRefusal) {"))
        #expect(text("GiftCardsFixtures.swift").contains("let client = ExpectingHTTPClient {"))
        #expect(
            text("GiftCardsModelTests.swift").contains("@Suite(.verifiesHTTPExpectations) struct GiftCardsModelTests"))
        #expect(text("GiftCardsDemoTests.swift").contains(#"!run.standardOutput.contains("gift cards>")"#))
        #expect(text("main.swift").contains("import GiftCardsFeature"))
    }

    @Test func theStateAndDomainSpeakNoTerminal() throws {
        let files = FeatureTemplate.files(for: try FeatureName(validating: "Wishlist"))
        let uiFree = files.filter { $0.path.contains("/State/") || $0.path.contains("/Domain/") }
        #expect(uiFree.count == 4)
        for file in uiFree {
            #expect(!file.contents.contains("TerminalUI"), "\(file.path)")
            #expect(!file.contents.contains("CommandRejection"), "\(file.path)")
            let instruction = #/"[^"\n]*(type [a-z]|for example)/#.ignoresCase()
            #expect(file.contents.firstMatch(of: instruction) == nil, "\(file.path)")
        }
        let words = try #require(files.first { $0.path.hasSuffix("/Terminal/WishlistWords.swift") })
        let wording = #"case .notLoaded: "there is nothing to open yet; wait for the list, or type retry""#
        #expect(words.contents.contains(wording))
    }

    @Test func importsAreSortedWithTheFeatureModuleAmongThem() throws {
        let files = FeatureTemplate.files(for: try FeatureName(validating: "Ab"))
        let screenTests = try #require(files.first { $0.path.hasSuffix("AbScreenTests.swift") })
        #expect(
            screenTests.contents.hasPrefix(
                "import AbFeature\nimport NetworkingTesting\nimport TerminalUI\nimport Testing\n"))
        let demo = try #require(files.first { $0.path.hasSuffix("main.swift") })
        #expect(demo.contents.contains("\nimport AbFeature\nimport DemoHost\nimport Foundation\n"))
    }

    @Test func sortingImportsKeepsSeparateRunsApart() {
        let text = "import B\npublic import A\n\n@testable import D\n@testable import C\nlet x = 1"
        #expect(
            FeatureTemplate.sortingImports(text)
                == "public import A\nimport B\n\n@testable import C\n@testable import D\nlet x = 1")
    }

    /// The line add-feature writes names as `testsUse:` exactly what the template's tests import (besides the
    /// feature and the toolchain's modules), so the new test target depends on nothing its tests do not use.
    @Test func theTestTargetDependsOnExactlyWhatTheTemplatesTestsImport() throws {
        let feature = try FeatureName(validating: "Wishlist")
        var imported: Set<String> = []
        for file in FeatureTemplate.files(for: feature) where file.path.hasPrefix("Tests/") {
            for line in file.contents.split(separator: "\n") {
                let words = line.split(separator: " ").filter { $0 != "@testable" && $0 != "public" }
                if words.count == 2, words[0] == "import" { imported.insert(String(words[1])) }
            }
        }
        imported.subtract(["Foundation", "Testing", "Observation", "WishlistFeature"])
        #expect(imported == Set(FeatureManifest.newFeatureTestsUse))
        #expect(
            FeatureManifest.newFeatureTestsUse == [
                "Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "TerminalUI",
            ])
    }
}
