import ArchitectureRules
import Foundation
import Testing

/// architecture.json: every key read, and every mistake reported with its line and what is wrong.
struct ConfigurationTests {
    private func parse(_ text: String) throws(ConfigurationError) -> ArchitectureConfiguration {
        try ArchitectureConfiguration.parse(text, file: "architecture.json")
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func anEmptyObjectKeepsTheConventions() throws {
        var expected = ArchitectureConfiguration.conventions
        expected.file = "architecture.json"
        #expect(try parse("{}") == expected)
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try parse(
            """
            {
              "categories": [
                {"category": "app", "kind": "executable", "path": "App/**"},
                {"category": "feature", "kind": ["regular"], "path": "Modules/Features/*"},
                {"category": "foundation", "path": "Modules/**", "name": "*Kit"}
              ],
              "modules": {"Legacy": "foundation"},
              "hostOnly": {"MockServer": "the APIClient protocol", "*Host": null},
              "testSupport": ["*Mocks"],
              "platformModules": ["CompanySDK"],
              "packages": [
                {"package": "firebase-ios-sdk", "category": "sdk",
                 "products": {"FirebaseAnalytics": ["FirebaseAnalytics", "FirebaseCore"]}},
                {"package": "Alamofire", "category": "utility"}
              ],
              "linkOnly": {"App": ["FirebaseCrashlytics"]},
              "feature": {"entryFile": null, "publicSurface": null, "demo": "{base}Preview", "testTarget": "{module}Tests"},
              "featureLayers": {"enabled": false, "rules": [{"folders": ["Domain"], "mayNotImport": ["UIKit"], "note": "n"}]},
              "rules": {"codeowners": false, "unused-dependency": false},
              "baseline": "architecture-baseline.txt"
            }
            """)
        #expect(
            configuration.categoryRules == [
                .init(.app, kinds: [.executable], path: "App/**"),
                .init(.feature, kinds: [.regular], path: "Modules/Features/*"),
                .init(.foundation, path: "Modules/**", name: "*Kit"),
            ])
        #expect(configuration.moduleCategories == ["Legacy": .foundation])
        #expect(configuration.hostOnlyEntry("MockServer")?.instead == "the APIClient protocol")
        #expect(configuration.hostOnlyEntry("DemoHost")?.pattern == "*Host")
        #expect(configuration.hostOnlyEntry("EmbeddedBackend") == nil)
        #expect(configuration.isTestSupport("NetworkMocks"))
        #expect(!configuration.isTestSupport("NetworkingTesting"))
        #expect(configuration.isPlatformModule("CompanySDK"))
        #expect(configuration.isPlatformModule("SwiftUI"))
        #expect(!configuration.isPlatformModule("Alamofire"))
        #expect(
            configuration.packages == [
                .init(
                    package: "firebase-ios-sdk", category: .sdk,
                    products: ["FirebaseAnalytics": ["FirebaseAnalytics", "FirebaseCore"]]),
                .init(package: "Alamofire", category: .utility),
            ])
        #expect(configuration.remotePackage("alamofire")?.category == .utility)
        #expect(configuration.linkOnlyDependencies(of: "App") == ["FirebaseCrashlytics"])
        #expect(
            configuration.feature
                == .init(entryFile: nil, publicSurface: nil, demo: "{base}Preview", testTarget: "{module}Tests"))
        #expect(!configuration.featureLayersEnabled)
        #expect(configuration.featureLayers == [.init(folders: ["Domain"], forbiddenImports: ["UIKit"], note: "n")])
        #expect(!configuration.requiresCodeOwners)
        #expect(!configuration.reportsUnusedDependencies)
        #expect(configuration.baseline == "architecture-baseline.txt")
    }

    @Test func categoryRulesMatchInOrderAndOverridesWin() throws {
        let configuration = try parse(
            """
            {"categories": [{"category": "feature", "path": "Modules/Features/*"}, {"category": "foundation", "path": "Modules/**"}],
             "modules": {"Odd": "tool"}}
            """)
        func category(_ name: String, _ path: String) -> ModuleCategory? {
            configuration.category(of: PackageTarget(name: name, kind: .regular, path: path))
        }
        #expect(category("Search", "Modules/Features/Search") == .feature)
        #expect(category("Search", "Modules/Features/Search/Sub") == .foundation)
        #expect(category("Core", "Modules/Core") == .foundation)
        #expect(category("Odd", "Modules/Features/Odd") == .tool)
        #expect(category("Stray", "Sources/Stray") == nil)
    }

    @Test func notJSONNamesTheLine() {
        #expect(
            error("{\n  \"modules\": {},\n  \"baseline\": \"a\",\n}\n")
                == "architecture.json:4:1: error: not valid JSON: a trailing comma")
        #expect(
            error("{\n  // ShopKit\n}")
                == "architecture.json:2:3: error: not valid JSON: comments are not allowed in JSON")
        #expect(
            error("{\"baseline\": null, \"baseline\": null}")
                == "architecture.json:1:20: error: not valid JSON: the key \"baseline\" appears twice")
    }

    @Test func anUnknownKeyIsAnErrorThatListsTheKnownOnes() {
        #expect(
            error("{\n  \"hostonly\": {}\n}")
                == "architecture.json:2:3: error: unknown key \"hostonly\" in the configuration; known keys: categories, "
                + "modules, hostOnly, testSupport, platformModules, packages, linkOnly, onlyThrough, layers, feature, featureLayers, rules, "
                + "baseline")
        #expect(
            error("{\"feature\": {\"entry\": \"X.swift\"}}")
                == "architecture.json:1:14: error: unknown key \"entry\" in \"feature\"; known keys: entryFile, "
                + "publicSurface, demo, testTarget, testSupport")
        #expect(
            error("{\"rules\": {\"feature-isolation\": false}}")
                == "architecture.json:1:12: error: unknown key \"feature-isolation\" in \"rules\"; known keys: codeowners, "
                + "unused-dependency")
    }

    @Test func anUnknownCategoryIsAnError() {
        #expect(
            error("{\"modules\": {\n  \"Networking\": \"service\"\n}}")
                == "architecture.json:2:17: error: unknown category \"service\" in \"modules\".Networking; use one of app, "
                + "feature, foundation, tool, test, sdk, utility")
        #expect(
            error("{\"packages\": [{\"package\": \"nuke\", \"category\": \"feature\"}]}")
                == "architecture.json:1:47: error: unknown category \"feature\" in a package's \"category\"; use one of sdk, "
                + "utility, foundation")
        #expect(
            error("{\"categories\": [{\"category\": \"sdk\"}]}")
                == "architecture.json:1:30: error: unknown category \"sdk\" in a category rule; use one of app, feature, "
                + "foundation, tool, test")
    }

    @Test func aValueOfTheWrongShapeIsAnError() {
        #expect(
            error("{\"testSupport\": \"NetworkingTesting\"}")
                == "architecture.json:1:17: error: \"testSupport\" must be a list of strings, not a string")
        #expect(
            error("{\"packages\": [{\"category\": \"sdk\"}]}")
                == "architecture.json:1:15: error: a package entry needs either \"package\" (its identity, e.g. "
                + "\"alamofire\") or \"pod\" (a CocoaPods pod's name, e.g. \"Kingfisher\")")
        #expect(
            error("{\"categories\": [{\"category\": \"app\", \"kind\": \"library\"}]}")
                == "architecture.json:1:45: error: unknown target kind \"library\"; use one of regular, executable, test, "
                + "system, plugin, macro, snippet, binary")
    }

    @Test func namesThePackageDoesNotHaveAreErrors() throws {
        let graph = PackageGraph(targets: [
            PackageTarget(name: "App", kind: .executable, path: "Sources/App", dependencies: ["Core"]),
            PackageTarget(name: "Core", kind: .regular, path: "Sources/Core"),
        ])
        let override = try parse("{\"modules\": {\n  \"Cor\": \"foundation\"\n}}")
        #expect(
            throws: ConfigurationError(
                file: "architecture.json", line: 2, column: 3,
                message:
                    "\"modules\" names Cor, which matches no target of this package; remove the line or correct the name"
            )
        ) { try override.validate(against: graph) }
        let allowance = try parse("{\"linkOnly\": {\"App\": [\"Core\", \"Gone\"]}}")
        #expect(
            throws: ConfigurationError(
                file: "architecture.json", line: 1, column: 31,
                message:
                    "\"linkOnly\" allows App to keep Gone, which is not one of its dependencies; remove it from the list"
            )
        ) { try allowance.validate(against: graph) }
        try parse("{\"linkOnly\": {\"*\": [\"Core\"]}}").validate(against: graph)
    }

    /// ShopKit's own architecture.json: it reads, and its feature-layers rules catch the imports issue 10 names.
    @Test func shopKitsFileEnforcesItsFeatureLayers() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("architecture.json").path
        let text = try #require(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) })
        let configuration = try parse(text)
        #expect(configuration.featureLayersEnabled)
        #expect(configuration.hostOnlyEntry("EmbeddedBackend")?.instead == "Networking's HTTPClient protocol")
        #expect(configuration.isTestSupport("NetworkingTesting") && configuration.isTestSupport("ExecutableTesting"))

        var package = FixturePackage.clean()
        package.configuration = configuration
        package.configuration.linkOnly = [:]
        package.add("TerminalUI", .regular, "Sources/TerminalUI", files: ["Screen.swift": "import Foundation\n"])
        package.files["CODEOWNERS"]! += "/Sources/TerminalUI/ @shopkit/design\n"
        package.addDependency("TerminalUI", to: "SearchFeature")
        package.setSource("Terminal/SearchView.swift", "import TerminalUI\n", in: "SearchFeature")
        #expect(package.diagnostics() == [])
        package.setSource("State/SearchModel.swift", "import TerminalUI\n", in: "SearchFeature")
        package.setSource("Domain/Offer.swift", "import Foundation\nimport Networking\n", in: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                Sources/SearchFeature/State/SearchModel.swift:1:8: error: SearchFeature's State/ imports TerminalUI: \
                files under State/ may not import TerminalUI [feature-layers]
                note: remove the import; only Terminal/ draws the terminal: move the view code there, and keep the \
                state and its values UI-free
                """,
                """
                Sources/SearchFeature/Domain/Offer.swift:2:8: error: SearchFeature's Domain/ imports Networking: files \
                under Domain/ may not import Networking, Persistence [feature-layers]
                note: remove the import; Domain/ holds the feature's own models and rules: do the I/O in Data/ and hand \
                Domain/ plain values
                """,
            ])
    }
}
