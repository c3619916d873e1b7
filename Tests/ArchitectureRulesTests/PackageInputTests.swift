import ArchitectureRules
import Foundation
import Testing

/// Reading the graph: graph.json as the plugin writes it, and `swift package dump-package` output.
struct PackageInputTests {
    @Test func decodesGraphJSONWithOptionalFields() throws {
        let json = """
            {"targets": [
              {"name": "Networking", "kind": "regular", "path": "./Sources/Networking/",
               "dependencies": [], "sources": ["Sources/Networking/HTTPClient.swift"]},
              {"name": "CSQLite", "kind": "system", "path": "Sources/CSQLite"}
            ]}
            """
        let graph = try JSONDecoder().decode(PackageGraph.self, from: Data(json.utf8))
        #expect(
            graph.targets == [
                PackageTarget(
                    name: "Networking", kind: .regular, path: "Sources/Networking",
                    sources: ["Sources/Networking/HTTPClient.swift"]),
                PackageTarget(name: "CSQLite", kind: .system, path: "Sources/CSQLite"),
            ])
    }

    @Test func buildsTheGraphFromDumpPackageAndTheTargetDirectories() throws {
        let folder = TemporaryFolder("arch-dump")
        defer { folder.remove() }
        let root = folder.path
        let paths = [
            "Sources/Networking/Client.swift", "Sources/Networking/Sub/Deep.swift", "Sources/Networking/.Hidden.swift",
            "Sources/Networking/Fixtures/Ignored.swift", "Sources/Networking/README.md",
            "Tests/NetworkingTests/T.swift",
            "Plugins/Check/plugin.swift", "Sources/CSQLite/module.modulemap",
        ]
        try folder.write(Dictionary(uniqueKeysWithValues: paths.map { ($0, "import Foundation\n") }))
        let dump = """
            {"name": "Fixture", "targets": [
              {"name": "CSQLite", "type": "system", "path": "Sources/CSQLite", "dependencies": [], "exclude": []},
              {"name": "Networking", "type": "regular", "path": null, "exclude": ["Fixtures"],
               "dependencies": [{"byName": ["CSQLite", null]}]},
              {"name": "NetworkingTests", "type": "test", "exclude": [],
               "dependencies": [{"target": ["Networking", null]}, {"product": ["Collections", "swift-collections", null, null]}]},
              {"name": "Check", "type": "plugin", "dependencies": []}
            ]}
            """
        let graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: root)
        // SwiftPM's two builds: both define SWIFT_PACKAGE, debug DEBUG too (no target here has settings of its own).
        let builds = CompilationConditions(variants: [
            .init(flags: ["SWIFT_PACKAGE", "DEBUG"], configuration: "debug"),
            .init(flags: ["SWIFT_PACKAGE"], configuration: "release"),
        ])
        #expect(
            graph.targets == [
                PackageTarget(name: "CSQLite", kind: .system, path: "Sources/CSQLite", conditions: builds),
                PackageTarget(
                    name: "Networking", kind: .regular, path: "Sources/Networking", dependencies: ["CSQLite"],
                    sources: ["Sources/Networking/Client.swift", "Sources/Networking/Sub/Deep.swift"],
                    conditions: builds),
                PackageTarget(
                    name: "NetworkingTests", kind: .test, path: "Tests/NetworkingTests", dependencies: ["Networking"],
                    products: [ProductDependency(name: "Collections", package: "swift-collections")],
                    sources: ["Tests/NetworkingTests/T.swift"], conditions: builds),
                PackageTarget(
                    name: "Check", kind: .plugin, path: "Plugins/Check", sources: ["Plugins/Check/plugin.swift"],
                    conditions: builds),
            ])
    }

    @Test func aDumpThatIsNotAManifestIsRejected() {
        #expect(throws: PackageDump.InvalidDump.self) {
            try PackageDump.graph(fromJSON: Array("{\"targets\": 3}".utf8), packageDirectory: "/")
        }
        #expect(throws: PackageDump.InvalidDump.self) {
            try PackageDump.graph(
                fromJSON: Array(#"{"targets": [{"name": "X", "type": "weird", "dependencies": []}]}"#.utf8),
                packageDirectory: "/")
        }
    }

    @Test func readsSourcesFromDiskForTheCheck() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("arch-files-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: "\(root)/Sources/Networking", withIntermediateDirectories: true)
        try Data("import Persistence\n".utf8).write(to: URL(fileURLWithPath: "\(root)/Sources/Networking/A.swift"))
        let graph = PackageGraph(targets: [
            PackageTarget(
                name: "Networking", kind: .regular, path: "Sources/Networking",
                sources: ["Sources/Networking/A.swift", "Sources/Networking/Gone.swift"]),
            PackageTarget(name: "Persistence", kind: .regular, path: "Sources/Persistence"),
        ])
        let report = ArchitectureCheck.run(graph, files: .directory(root))
        #expect(report.unreadableFiles == ["Sources/Networking/Gone.swift"])
        #expect(report.diagnostics.map(\.rule) == [.undeclaredImport])
    }

    /// Bark's project names `NotificationContentExtension/NotificationViewController.swift`, and git holds the
    /// folder as `notificationContentExtension/`: a Mac finds it, and so does the check. A name that matches two
    /// entries of a folder, differing only in case, is not guessed.
    @Test func aSourceIsFoundWhateverTheCaseOfItsPath() throws {
        let temporary = TemporaryFolder("case")
        defer { temporary.remove() }
        let root = temporary.path
        try temporary.write(["notificationContentExtension/NotificationViewController.swift": "import UIKit\n"])
        let files = PackageFiles.directory(root)
        #expect(files.text("NotificationContentExtension/NotificationViewController.swift") == "import UIKit\n")
        #expect(files.text("NotificationContentExtension/notificationviewcontroller.SWIFT") == "import UIKit\n")
        #expect(files.text("NotificationContentExtension/Missing.swift") == nil)
        // Two entries that differ only in case exist on a case-sensitive file system alone (Linux here).
        guard !FileManager.default.fileExists(atPath: "\(root)/NOTIFICATIONCONTENTEXTENSION") else { return }
        for twin in ["a", "A"] {
            try FileManager.default.createDirectory(atPath: "\(root)/Twice/\(twin)", withIntermediateDirectories: true)
        }
        try Data("import UIKit\n".utf8).write(to: URL(fileURLWithPath: "\(root)/Twice/a/File.swift"))
        #expect(files.text("twice/a/File.swift") == "import UIKit\n")  // `Twice` is the one match, then `a` is exact
        #expect(files.text("Twice/A/File.swift") == nil)  // `A` exists: no second guess in `a`
    }

    @Test func aSystemLibrarysModuleComesFromItsModuleMap() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("arch-map-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: "\(root)/Sources/CSQLite", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(root)/Sources/Plain", withIntermediateDirectories: true)
        try Data("module SQLite3 [system] {\n    header \"shim.h\"\n    link \"sqlite3\"\n}\n".utf8)
            .write(to: URL(fileURLWithPath: "\(root)/Sources/CSQLite/module.modulemap"))
        try Data("module Plain {\n}\n".utf8).write(to: URL(fileURLWithPath: "\(root)/Sources/Plain/module.modulemap"))
        let dump = """
            {"targets": [
              {"name": "CSQLite", "type": "system", "path": "Sources/CSQLite", "dependencies": []},
              {"name": "Plain", "type": "system", "path": "Sources/Plain", "dependencies": []}
            ]}
            """
        let graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: root)
        #expect(graph.targets.map(\.importedName) == ["SQLite3", "Plain"])
        #expect(graph.targets.map(\.moduleName) == ["SQLite3", nil])
    }

    @Test func readsPackageDependenciesAndProductsFromTheDump() throws {
        let dump = """
            {"dependencies": [
              {"sourceControl": [{"identity": "firebase-ios-sdk",
                "location": {"remote": [{"urlString": "https://github.com/firebase/firebase-ios-sdk.git"}]}}]},
              {"fileSystem": [{"identity": "localkit", "path": "/work/LocalKit"}]},
              {"registry": [{"identity": "scope.name"}]}
            ], "targets": [
              {"name": "App", "type": "executable", "path": "Sources/App", "dependencies": [
                {"product": ["FirebaseAnalytics", "firebase-ios-sdk", null, {"platformNames": ["ios"]}]},
                {"byName": ["Alamofire", null]}, {"byName": ["Core", null]}, {"target": ["Core", null]}]},
              {"name": "Core", "type": "regular", "path": "Sources/Core", "dependencies": []}
            ]}
            """
        let graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: "/nonexistent")
        #expect(
            graph.packages == [
                PackageDependency(
                    identity: "firebase-ios-sdk", location: "https://github.com/firebase/firebase-ios-sdk.git"),
                PackageDependency(identity: "localkit", location: "/work/LocalKit"),
                PackageDependency(identity: "scope.name", location: "scope.name"),
            ])
        #expect(graph.targets[0].dependencies == ["Core", "Core"])
        #expect(
            graph.targets[0].products == [
                ProductDependency(name: "FirebaseAnalytics", package: "firebase-ios-sdk"),
                ProductDependency(name: "Alamofire", package: nil),
            ])
    }

    /// A product's modules, read from a local package's dump, are those of the targets it lists and of the targets
    /// of the package they depend on (by `.target` or by name), without macros, tests and other packages' products.
    @Test func aProductsModulesIncludeTheTargetsItsTargetsDependOn() throws {
        let dump = """
            {"products": [{"name": "Lib", "targets": ["Lib"]}, {"name": "Tool", "targets": ["tool"]}],
             "targets": [
              {"name": "Lib", "type": "regular", "dependencies": [
                {"target": ["LibCore", null]}, {"byName": ["LibMacros", null]},
                {"product": ["Collections", "swift-collections", null, null]}]},
              {"name": "LibCore", "type": "regular", "dependencies": [{"byName": ["Shims", null]}]},
              {"name": "Shims", "type": "system", "dependencies": []},
              {"name": "LibMacros", "type": "macro", "dependencies": []},
              {"name": "tool", "type": "executable", "dependencies": [{"target": ["Lib", null]}]},
              {"name": "LibTests", "type": "test", "dependencies": [{"target": ["Lib", null]}]}
            ]}
            """
        #expect(
            try PackageDump.products(fromJSON: Array(dump.utf8)) == [
                "Lib": ["Lib", "LibCore", "Shims"], "Tool": ["tool", "Lib", "LibCore", "Shims"],
            ])
    }

    /// SwiftPM hands a DocC catalogue in a target's folder to DocC and compiles none of its files: the Swift files of
    /// a tutorial's code steps are not the target's sources.
    @Test func theSwiftFilesOfADocCCatalogueAreNotSources() throws {
        let folder = TemporaryFolder("docc")
        defer { folder.remove() }
        let root = folder.path
        try folder.write([
            "Sources/Notes/Notes.docc/Tutorials/Resources/Step-01.swift": "import Notes\n",
            "Sources/Notes/Note.swift": "public struct Note {}\n",
        ])
        #expect(PackageDump.swiftSources(in: "Sources/Notes", packageDirectory: root) == ["Sources/Notes/Note.swift"])
    }

    /// The `BuildTools` package that apps carry for SwiftFormat or SwiftLint declares one target at its root,
    /// `path: ""` (or `"."`): its sources are the root's Swift files, relative to the package, and never its
    /// manifests, which SwiftPM does not compile into a target.
    @Test func aTargetAtThePackageRootCompilesItsFilesButNotTheManifest() throws {
        let folder = TemporaryFolder("root")
        defer { folder.remove() }
        let root = folder.path
        let files = ["Package.swift", "Package@swift-5.9.swift", "main.swift", "Scripts/Package.swift"]
        try folder.write(Dictionary(uniqueKeysWithValues: files.map { ($0, "import Foundation\n") }))
        for path in ["", "."] {
            #expect(
                PackageDump.swiftSources(in: path, packageDirectory: root) == ["Scripts/Package.swift", "main.swift"])
        }
        let dump = """
            {"name": "BuildTools", "targets": [{"name": "BuildTools", "type": "regular", "path": "", "dependencies": []}]}
            """
        let graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: root)
        #expect(graph.targets.map(\.sources) == [["Scripts/Package.swift", "main.swift"]])
    }

    /// A package written before `.executableTarget` (tools 5.3 and older) declares its command-line tool with
    /// `.target`; SwiftPM builds a target whose sources hold a `main.swift` as an executable, which its test target
    /// depends on to run it as a process, never to import it: no unused dependency. A library stays a library.
    @Test func aRegularTargetWithAMainFileIsAnExecutable() throws {
        let folder = TemporaryFolder("main")
        defer { folder.remove() }
        let root = folder.path
        try folder.write([
            "Sources/Renamer/main.swift": "import Foundation\n", "Sources/Renamer/Rules.swift": "struct Rules {}\n",
            "Sources/Naming/Naming.swift": "public struct Naming {}\n",
            "Tests/RenamerTests/RenamerTests.swift": "import XCTest\n",
        ])
        let dump = """
            {"name": "Renamer", "targets": [
              {"name": "Renamer", "type": "regular", "dependencies": [{"byName": ["Naming", null]}]},
              {"name": "Naming", "type": "regular", "dependencies": []},
              {"name": "RenamerTests", "type": "test", "dependencies": [{"byName": ["Renamer", null]}]}
            ]}
            """
        let graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: root)
        #expect(graph.targets.map(\.kind) == [.executable, .regular, .test])
        let files = [
            "Sources/Renamer/main.swift": "import Naming\n", "Sources/Renamer/Rules.swift": "struct Rules {}\n",
            "Sources/Naming/Naming.swift": "public struct Naming {}\n",
            "Tests/RenamerTests/RenamerTests.swift": "import XCTest\n",
        ]
        #expect(
            ArchitectureCheck.run(graph, files: .inMemory(files)).diagnostics.filter { $0.rule == .unusedDependency }
                .isEmpty)
    }

    /// swift-navigation depends on swift-sharing only when its `Sharing` trait is on, which its default traits do not
    /// enable: the package is built without that dependency, so it is no edge (and no unused dependency); one a
    /// default trait enables stays. A manifest with such a condition is left to dump-package, which lists the traits.
    @Test func aDependencyOnlyAnOffTraitEnablesIsNoEdge() throws {
        let dump = """
            {"name": "Navigation", "traits": [{"name": "Sharing", "enabledTraits": []},
              {"name": "default", "enabledTraits": ["Dump"]}, {"name": "Dump", "enabledTraits": []}],
             "targets": [{"name": "SwiftNavigation", "type": "regular", "path": "/nonexistent", "dependencies": [
              {"product": ["Sharing", "swift-sharing", null, {"platformNames": [], "traits": ["Sharing"]}]},
              {"product": ["CustomDump", "swift-custom-dump", {"Dump": "CustomDumpModule"}, {"traits": ["Dump"]}]},
              {"byName": ["CasePaths", {"platformNames": ["ios"]}]}]}]}
            """
        let graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: "/nonexistent")
        #expect(
            graph.targets[0].products == [
                ProductDependency(name: "CustomDump", package: "swift-custom-dump"),
                ProductDependency(name: "CasePaths"),
            ])
        let manifest = try #require(
            LiteralManifest.read(
                Array(
                    """
                    let package = Package(name: "Navigation", targets: [.target(name: "SwiftNavigation", dependencies: [
                        .product(name: "Sharing", package: "swift-sharing", condition: .when(traits: ["Sharing"]))])])
                    """.utf8)))
        #expect(!manifest.isComplete)
    }

    /// swift-openapi-generator's examples apply its build-tool plugin, whose generated client imports
    /// OpenAPIRuntime and the `Types` target the configuration names: the check does not see those sources, so no
    /// dependency of such a target is reported unused; a target without the plugin still is. The literal reader
    /// leaves such a manifest to dump-package.
    @Test func aTargetApplyingABuildPluginMayUseAnyDependency() throws {
        let dump = """
            {"name": "Example", "targets": [
              {"name": "Types", "type": "regular", "path": "/nonexistent/Types", "dependencies": []},
              {"name": "Client", "type": "regular", "path": "/nonexistent/Client", "dependencies": [{"byName": ["Types", null]}],
               "pluginUsages": [{"plugin": ["OpenAPIGenerator", "swift-openapi-generator"]}]},
              {"name": "Server", "type": "regular", "path": "/nonexistent/Server", "dependencies": [{"byName": ["Types", null]}]}
            ]}
            """
        var graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: "/nonexistent")
        #expect(graph.targets.map(\.buildPlugins) == [nil, ["OpenAPIGenerator"], nil])
        // A repository of several packages keeps what each target applies.
        let merged = RepositoryGraph.merge(
            packages: [LocalPackage(name: "Example", directory: "Example", graph: graph, products: [:])], projects: [])
        #expect(merged.targets.map(\.buildPlugins) == [nil, ["OpenAPIGenerator"], nil])
        for index in graph.targets.indices { graph.targets[index].sources = ["\(graph.targets[index].name).swift"] }
        let files = [
            "Types.swift": "public struct Pet {}\n", "Client.swift": "import Foundation\n",
            "Server.swift": "import Foundation\n",
        ]
        let report = ArchitectureCheck.run(graph, files: .inMemory(files))
        #expect(
            report.diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "Server depends on Types, but no source file of Server imports Types"
            ])
        // A linter's plugin, or this check's, generates nothing that imports: the server is still checked.
        graph.targets[2].buildPlugins = ["SwiftLintBuildToolPlugin", "ArchitectureCheckBuildPlugin"]
        #expect(
            ArchitectureCheck.run(graph, files: .inMemory(files)).diagnostics.filter { $0.rule == .unusedDependency }
                .count == 1)
        let manifest = try #require(
            LiteralManifest.read(
                Array(
                    """
                    let package = Package(name: "Example", targets: [.target(name: "Client", dependencies: ["Types"],
                        plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")])])
                    """.utf8)))
        #expect(!manifest.isComplete)
    }

    /// GRDB's package target imports its SQLite module only under `#if SWIFT_PACKAGE` (the same files build for
    /// CocoaPods and Xcode without it): SwiftPM defines the condition for every package target, so the import is
    /// compiled and uses the dependency. An import only outside SwiftPM (`#if !SWIFT_PACKAGE`) is not.
    @Test func swiftPMDefinesSwiftPackage() throws {
        let folder = TemporaryFolder("swiftpackage")
        defer { folder.remove() }
        let root = folder.path
        let files = [
            "Sources/GRDB/Row.swift": "#if SWIFT_PACKAGE\nimport GRDBSQLite\n#else\nimport SQLite3\n#endif\n",
            "Sources/Legacy/Store.swift": "#if !SWIFT_PACKAGE\nimport GRDBSQLite\n#endif\n",
            "Sources/GRDBSQLite/module.modulemap": "module GRDBSQLite { header \"shim.h\" }\n",
        ]
        try folder.write(files)
        let dump = """
            {"name": "GRDB", "targets": [
              {"name": "GRDBSQLite", "type": "system", "path": "Sources/GRDBSQLite", "dependencies": []},
              {"name": "GRDB", "type": "regular", "dependencies": [{"byName": ["GRDBSQLite", null]}]},
              {"name": "Legacy", "type": "regular", "dependencies": [{"byName": ["GRDBSQLite", null]}]}
            ]}
            """
        let graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: root)
        let report = ArchitectureCheck.run(graph, files: .directory(root))
        #expect(
            report.diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "Legacy depends on GRDBSQLite, but no source file of Legacy imports GRDBSQLite"
            ])
    }

    /// A package's default traits (SwiftPM 6.1), and the traits they enable in turn, are compilation conditions of
    /// every target: an import under `#if Clocks` is compiled in the package's own build and uses the product that
    /// the trait brings.
    @Test func theDefaultTraitsAreCompilationConditions() throws {
        let dump = """
            {"traits": [
              {"name": "default", "enabledTraits": ["Clocks", "Schedulers"]},
              {"name": "Clocks", "enabledTraits": []},
              {"name": "Schedulers", "enabledTraits": ["Combine"]},
              {"name": "Combine", "enabledTraits": []},
              {"name": "Extra", "enabledTraits": []}
            ], "dependencies": [
              {"sourceControl": [{"identity": "swift-clocks",
                "location": {"remote": [{"urlString": "https://github.com/pointfreeco/swift-clocks"}]}}]}
            ], "targets": [
              {"name": "Dependencies", "type": "regular", "path": "Sources/Dependencies", "dependencies": [
                {"product": ["Clocks", "swift-clocks", null, {"traits": ["Clocks"]}]}]}
            ]}
            """
        let graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: "/nonexistent")
        var target = graph.targets[0]
        #expect(
            target.conditions?.variants.map(\.flags) == [
                ["SWIFT_PACKAGE", "DEBUG", "Clocks", "Combine", "Schedulers"],
                ["SWIFT_PACKAGE", "Clocks", "Combine", "Schedulers"],
            ])
        target.sources = ["Sources/Dependencies/Clocks.swift"]
        let files = [
            "Sources/Dependencies/Clocks.swift":
                "#if Clocks\n  import Clocks\n#endif\n#if Extra\n  import Extra\n#endif\n"
        ]
        let report = ArchitectureCheck.run(
            PackageGraph(targets: [target], packages: graph.packages), files: .inMemory(files))
        #expect(!report.diagnostics.contains { $0.rule == .unusedDependency || $0.rule == .undeclaredImport })
    }

    /// A define that only a trait enables (`.define("NEXT", .when(traits: ["Next"]))`) is no condition of a build
    /// without that trait: an import under `#if NEXT` of a module that only the trait's product brings is not the
    /// target's. A define the default traits enable still is.
    @Test func aDefineOfATraitThatIsOffIsNoCompilationCondition() throws {
        let dump = """
            {"traits": [
              {"name": "default", "enabledTraits": ["Clocks"]},
              {"name": "Clocks", "enabledTraits": []},
              {"name": "Next", "enabledTraits": []}
            ], "dependencies": [], "targets": [
              {"name": "Engine", "type": "regular", "path": "Sources/Engine", "dependencies": [], "settings": [
                {"tool": "swift", "kind": {"define": {"_0": "NEXT"}},
                 "condition": {"platformNames": [], "traits": ["Next"]}},
                {"tool": "swift", "kind": {"define": {"_0": "TICKING"}},
                 "condition": {"platformNames": [], "traits": ["Clocks"]}}]}
            ]}
            """
        let graph = try PackageDump.graph(fromJSON: Array(dump.utf8), packageDirectory: "/nonexistent")
        #expect(
            graph.targets[0].conditions?.variants.map(\.flags) == [
                ["SWIFT_PACKAGE", "DEBUG", "Clocks", "TICKING"], ["SWIFT_PACKAGE", "Clocks", "TICKING"],
            ])
    }
}
