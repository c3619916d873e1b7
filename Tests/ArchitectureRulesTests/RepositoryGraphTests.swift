import ArchitectureRules
import Testing

/// One graph for a whole repository: local packages and Xcode projects merged, products resolved, names kept
/// unambiguous, categories from one configuration with the conventions as fallback.
@Suite struct RepositoryGraphTests {
    static let core = LocalPackage(
        name: "Core", directory: "Packages/Core",
        graph: PackageGraph(targets: [
            PackageTarget(name: "Models", kind: .regular, path: "Sources/Models", sources: ["Sources/Models/A.swift"]),
            PackageTarget(name: "Networking", kind: .regular, path: "Sources/Networking", dependencies: ["Models"]),
            PackageTarget(name: "CoreTests", kind: .test, path: "Tests/CoreTests", dependencies: ["Models"]),
        ]),
        products: ["Models": ["Models"], "Core": ["Models", "Networking"]])
    static let profile = LocalPackage(
        name: "Profile", directory: "Packages/Profile",
        graph: PackageGraph(
            targets: [
                PackageTarget(
                    name: "ProfileFeature", kind: .regular, path: "Sources/ProfileFeature",
                    products: [
                        ProductDependency(name: "Core", package: "core"), ProductDependency(name: "Models"),
                        ProductDependency(name: "Lottie", package: "lottie-spm"),
                    ]),
                PackageTarget(name: "Models", kind: .regular, path: "Sources/Models"),
            ],
            packages: [
                PackageDependency(identity: "core", location: "/repo/Packages/Core"),
                PackageDependency(identity: "lottie-spm", location: "https://github.com/airbnb/lottie-spm"),
            ]),
        products: ["ProfileFeature": ["ProfileFeature"]])
    static let project = XcodeProject(
        path: "App/Shop.xcodeproj", name: "Shop",
        targets: [
            XcodeTarget(
                name: "Shop", productType: .application, moduleName: nil, directory: "App/Shop",
                sources: ["App/Shop/ShopApp.swift"], dependencies: [], embeddedTargets: ["ShopWidget"],
                packageProducts: [
                    XcodePackageProduct(name: "ProfileFeature", package: .local("Packages/Profile")),
                    XcodePackageProduct(name: "Core", package: nil),
                    XcodePackageProduct(
                        name: "FirebaseAnalytics", package: .remote("https://github.com/firebase/firebase-ios-sdk.git")),
                ]),
            XcodeTarget(
                name: "ShopWidget", productType: .widgetExtension, moduleName: nil, directory: "App/ShopWidget",
                sources: [], dependencies: [], embeddedTargets: [], packageProducts: []),
            XcodeTarget(
                name: "ShopUITests", productType: .uiTests, moduleName: nil, directory: "App/ShopUITests",
                sources: [], dependencies: ["Shop"], embeddedTargets: [], packageProducts: []),
            XcodeTarget(
                name: "ShopKit", productType: .framework, moduleName: nil, directory: "App/ShopKit",
                sources: [], dependencies: [], embeddedTargets: [], packageProducts: []),
        ],
        packages: [])

    static let graph = RepositoryGraph.merge(packages: [core, profile], projects: [project])

    /// A local package at `directory`, named as its one target, `name`, which links `product` of the local package
    /// at `dependency` (a directory of the same repository) and has one source file, `Sources/<name>/<name>.swift`.
    static func package(
        _ name: String, at directory: String, linking product: String, of dependency: String
    )
        -> LocalPackage
    {
        let identity = LocalPackage.identity(ofDirectory: dependency)
        return LocalPackage(
            name: name, directory: directory,
            graph: PackageGraph(
                targets: [
                    PackageTarget(
                        name: name, kind: .regular, path: "Sources/\(name)",
                        products: [ProductDependency(name: product, package: identity)],
                        sources: ["Sources/\(name)/\(name).swift"])
                ],
                packages: [PackageDependency(identity: identity, location: "/repo/\(dependency)")]),
            products: [name: [name]])
    }

    func target(_ name: String) throws -> PackageTarget {
        try #require(Self.graph.targets.first { $0.name == name }, "no target \(name)")
    }

    @Test func sameNamedTargetsAreQualifiedAndKeepTheirModuleName() throws {
        #expect(
            Self.graph.targets.map(\.name) == [
                "Core/Models", "Networking", "CoreTests", "ProfileFeature", "Profile/Models", "Shop", "ShopWidget",
                "ShopUITests", "ShopKit",
            ])
        #expect(try target("Core/Models").importedName == "Models")
        #expect(try target("Profile/Models").importedName == "Models")
        #expect(try target("Networking").dependencies == ["Core/Models"])
    }

    @Test func pathsAreRelativeToTheRepositoryRoot() throws {
        let models = try target("Core/Models")
        #expect(models.path == "Packages/Core/Sources/Models")
        #expect(models.sources == ["Packages/Core/Sources/Models/A.swift"])
        #expect(
            models.origin
                == TargetOrigin(name: "Core", directory: "Packages/Core", manifest: "Packages/Core/Package.swift"))
        #expect(try target("Shop").origin?.manifest == "App/Shop.xcodeproj")
    }

    @Test func localProductsResolveToTheirTargetsAndRemoteOnesStay() throws {
        let feature = try target("ProfileFeature")
        // `Core` of package core lists two targets; `Models` without a package is looked up in the packages it
        // declares.
        #expect(feature.dependencies == ["Core/Models", "Networking", "Core/Models"])
        #expect(feature.products == [ProductDependency(name: "Lottie", package: "lottie-spm")])
        let app = try target("Shop")
        #expect(app.dependencies == ["ShopWidget", "ProfileFeature", "Core/Models", "Networking"])
        #expect(app.products == [ProductDependency(name: "FirebaseAnalytics", package: "firebase-ios-sdk")])
        #expect(app.embeds == ["ShopWidget"])
        #expect(
            Self.graph.packages == [
                PackageDependency(
                    identity: "firebase-ios-sdk", location: "https://github.com/firebase/firebase-ios-sdk.git"),
                PackageDependency(identity: "lottie-spm", location: "https://github.com/airbnb/lottie-spm"),
            ])
    }

    @Test func categoriesFromOneConfigurationWithTheConventionsAsFallback() throws {
        let configuration = try ArchitectureConfiguration.parse(
            #"{"categories": [{"category": "foundation", "path": "App/ShopKit"}], "modules": {"Profile/Models": "foundation"}}"#,
            file: "architecture.json")
        // An app and its extension are apps, a UI test bundle a test; a framework gets the file's rule.
        #expect(try configuration.category(of: target("Shop")) == .app)
        #expect(try configuration.category(of: target("ShopWidget")) == .app)
        #expect(try configuration.category(of: target("ShopUITests")) == .test)
        #expect(try configuration.category(of: target("ShopKit")) == .foundation)
        // No rule of the file matches package targets: the conventions apply inside each package.
        #expect(try configuration.category(of: target("ProfileFeature")) == .feature)
        #expect(try configuration.category(of: target("Networking")) == .foundation)
        #expect(try configuration.category(of: target("CoreTests")) == .test)
        #expect(try configuration.category(of: target("Profile/Models")) == .foundation)
        #expect(try ArchitectureConfiguration.conventions.category(of: target("ShopKit")) == nil)
    }

    @Test func theCheckSeesOneGraph() throws {
        let report = ArchitectureCheck.run(Self.graph, files: .inMemory([:]))
        let uncategorised = report.diagnostics.filter { $0.rule == .uncategorised }.map(\.message)
        #expect(
            uncategorised == [
                "ShopKit (framework target at App/ShopKit/) has no category",
                "remote package firebase-ios-sdk (https://github.com/firebase/firebase-ios-sdk.git) has no category; "
                    + "used by Shop",
                "remote package lottie-spm (https://github.com/airbnb/lottie-spm) has no category; used by "
                    + "ProfileFeature",
            ])
        let shopKit = try #require(report.diagnostics.first { $0.subject == "ShopKit" })
        #expect(!shopKit.note.contains("sdk"))
        #expect(report.remotePackages == ["firebase-ios-sdk", "lottie-spm"])
        // The app embeds its widget: an app depending on an app, which only embedding allows.
        #expect(report.violatingEdges[Edge("Shop", "ShopWidget")] == nil)
        #expect(!report.diagnostics.contains { $0.rule == .appIsARoot })
    }

    @Test func aChangedManifestOrProjectFileChangesTheTargetsItDeclares() {
        let report = ArchitectureCheck.run(Self.graph, files: .inMemory([:]))
        let manifest = AffectedModules(changedFiles: ["Packages/Core/Package.swift"], report: report)
        #expect(manifest.changed == ["Core/Models", "CoreTests", "Networking"])
        #expect(manifest.everythingBecause == nil)
        #expect(manifest.affected.contains("Shop"))
        #expect(!manifest.affected.contains("Profile/Models"))
        let project = AffectedModules(changedFiles: ["App/Shop.xcodeproj/project.pbxproj"], report: report)
        #expect(project.changed == ["Shop", "ShopKit", "ShopUITests", "ShopWidget"])
        let source = AffectedModules(changedFiles: ["App/Shop/ShopApp.swift"], report: report)
        #expect(source.changed == ["Shop"])
    }

    @Test func anImportOfASharedModuleNameIsTheDependencysModule() {
        func package(_ name: String, _ targets: [PackageTarget]) -> LocalPackage {
            LocalPackage(name: name, directory: name, graph: PackageGraph(targets: targets), products: [:])
        }
        let graph = RepositoryGraph.merge(
            packages: [
                package("Orders", [PackageTarget(name: "Models", kind: .regular, path: "Sources/Models")]),
                package(
                    "Payments",
                    [
                        PackageTarget(name: "Models", kind: .regular, path: "Sources/Models"),
                        PackageTarget(
                            name: "PaymentsFeature", kind: .regular, path: "Sources/PaymentsFeature",
                            dependencies: ["Models"], sources: ["Sources/PaymentsFeature/Pay.swift"]),
                    ]),
            ], projects: [])
        let report = ArchitectureCheck.run(
            graph, files: .inMemory(["Payments/Sources/PaymentsFeature/Pay.swift": "import Models\n"]))
        #expect(graph.targets.first { $0.name == "PaymentsFeature" }?.dependencies == ["Payments/Models"])
        // Orders/Models comes first, but the import is the module PaymentsFeature depends on.
        #expect(!report.diagnostics.contains { $0.rule == .undeclaredImport })
        #expect(!report.diagnostics.contains { $0.rule == .unusedDependency })
    }

    /// A product brings the targets it lists and the targets of its package they depend on, as SwiftPM builds it:
    /// a target linking `Storage` may import `StorageObjC`, which `Storage` depends on, and the product is used
    /// (unless the target declared `StorageObjC` itself, which the XcodeAppPackages fixture shows); the macro it
    /// depends on is built, not imported. A target of the package, not a product, brings nothing more.
    @Test func aLocalProductBringsTheTargetsItsTargetsDependOn() throws {
        let storage = LocalPackage(
            name: "Storage", directory: "Storage",
            graph: PackageGraph(targets: [
                PackageTarget(
                    name: "Storage", kind: .regular, path: "Sources/Storage",
                    dependencies: ["StorageObjC", "StorageMacros"]),
                PackageTarget(name: "StorageObjC", kind: .regular, path: "Sources/StorageObjC"),
                PackageTarget(name: "StorageMacros", kind: .macro, path: "Sources/StorageMacros"),
                PackageTarget(
                    name: "StorageTests", kind: .test, path: "Tests/StorageTests", dependencies: ["Storage"],
                    sources: ["Tests/StorageTests/T.swift"]),
            ]),
            products: ["Storage": ["Storage"]])
        let feed = Self.package("Feed", at: "Feed", linking: "Storage", of: "Storage")
        let graph = RepositoryGraph.merge(packages: [storage, feed], projects: [])
        let target = try #require(graph.targets.first { $0.name == "Feed" })
        #expect(target.dependencies == ["Storage"])
        #expect(target.brought == ["Storage": ["StorageObjC"]])
        #expect(target.bundledProducts == nil)
        let files: [String: String] = [
            "Feed/Sources/Feed/Feed.swift": "import StorageObjC\n",
            "Storage/Tests/StorageTests/T.swift": "import Storage\nimport StorageObjC\n",
        ]
        let report = ArchitectureCheck.run(graph, files: .inMemory(files))
        let imports = report.diagnostics.filter { [.undeclaredImport, .unusedDependency].contains($0.rule) }
        #expect(imports.map(\.message) == ["StorageTests imports StorageObjC, which is not one of its dependencies"])
    }

    /// NetNewsWire's shape: the app links the dynamic library SyncDatabase, which its Account package links, so
    /// that Xcode embeds it; the app imports only Account. Linking it is not an unused dependency. A library that
    /// is not dynamic, or a dynamic one nothing else of the app links, still is.
    @Test func anAppLinksADynamicLibraryItsPackagesLinkToEmbedIt() throws {
        func library(_ name: String, dynamic: Bool, linking dependency: String? = nil) -> LocalPackage {
            let identity = dependency.map { LocalPackage.identity(ofDirectory: "Modules/\($0)") }
            return LocalPackage(
                name: name, directory: "Modules/\(name)",
                graph: PackageGraph(
                    targets: [
                        PackageTarget(
                            name: name, kind: .regular, path: "Sources/\(name)",
                            products: dependency.map { [ProductDependency(name: $0, package: identity)] } ?? [],
                            sources: ["Sources/\(name)/\(name).swift"])
                    ],
                    packages: dependency.map { [PackageDependency(identity: identity!, location: "../\($0)")] } ?? []),
                products: [name: [name]], dynamicLibraries: dynamic ? [name] : [])
        }
        let packages = [
            library("SyncDatabase", dynamic: true), library("Images", dynamic: false),
            library("Parser", dynamic: true),
            library("Account", dynamic: true, linking: "SyncDatabase"),
            library("Articles", dynamic: true, linking: "Images"),
        ]
        let project = XcodeProject(
            path: "Reader.xcodeproj", name: "Reader",
            targets: [
                XcodeTarget(
                    name: "Reader", productType: .application, moduleName: nil, directory: "Reader",
                    sources: ["Reader/ReaderApp.swift"], dependencies: [], embeddedTargets: [],
                    packageProducts: ["Account", "Articles", "SyncDatabase", "Images", "Parser"].map {
                        XcodePackageProduct(name: $0, package: .local("Modules/\($0)"))
                    })
            ],
            packages: [])
        let graph = RepositoryGraph.merge(packages: packages, projects: [project])
        let reader = try #require(graph.targets.first { $0.name == "Reader" })
        #expect(reader.linkedDynamically == ["Account", "Articles", "SyncDatabase", "Parser"])
        var files = ["Reader/ReaderApp.swift": "import Account\nimport Articles\n"]
        for package in packages {
            files["Modules/\(package.name)/Sources/\(package.name)/\(package.name).swift"] =
                package.graph.targets[0].products.map { "import \($0.name)\n" }.joined()
        }
        let report = ArchitectureCheck.run(graph, files: .inMemory(files))
        #expect(
            report.diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "Reader depends on Images, but no source file of Reader imports Images",
                "Reader depends on Parser, but no source file of Reader imports Parser",
            ])
    }

    /// A workspace of two projects: the app links `Storage.framework` from the build products folder, which the
    /// other project builds, and imports it; its widget links `LoopKit.framework`, which nothing in the repository
    /// builds (a parent workspace does), and imports LoopKit and LoopKitUI, a framework the app links. The first is a
    /// dependency on the other project's target; the second a framework node whose module is its name and whose
    /// own dependencies are not known, so the widget's import of LoopKitUI is noted, not reported.
    @Test func aFrameworkFromTheBuildProductsFolderIsItsProducerOrAFrameworkBuiltElsewhere() throws {
        let app = XcodeProject(
            path: "App/App.xcodeproj", name: "App",
            targets: [
                XcodeTarget(
                    name: "App", productType: .application, directory: "App", sources: ["App/App.swift"],
                    builtFrameworks: ["Storage", "LoopKitUI"]),
                XcodeTarget(
                    name: "Widget", productType: .widgetExtension, directory: "Widget", sources: ["Widget/W.swift"],
                    builtFrameworks: ["LoopKit"]),
            ],
            packages: [])
        let storage = XcodeProject(
            path: "Storage/Storage.xcodeproj", name: "Storage",
            targets: [
                XcodeTarget(
                    name: "Storage", productType: .framework, directory: "Storage", sources: ["Storage/S.swift"])
            ],
            packages: [])
        let graph = RepositoryGraph.merge(packages: [], projects: [app, storage])
        let appTarget = try #require(graph.targets.first { $0.name == "App" })
        #expect(appTarget.dependencies == ["Storage"])
        #expect(appTarget.products == [ProductDependency(name: "LoopKitUI", package: "LoopKitUI")])
        #expect(
            graph.packages.map(\.location) == [
                "$(BUILT_PRODUCTS_DIR)/LoopKit.framework", "$(BUILT_PRODUCTS_DIR)/LoopKitUI.framework",
            ])
        let files = [
            "App/App.swift": "import Storage\nimport LoopKitUI\n",
            "Widget/W.swift": "import LoopKit\nimport LoopKitUI\n",
            "Storage/S.swift": "import Foundation\n",
        ]
        let report = ArchitectureCheck.run(graph, files: .inMemory(files))
        #expect(
            report.diagnostics.filter { [.undeclaredImport, .unusedDependency, .unknownModule].contains($0.rule) }
                .map(\.message) == [])
        #expect(
            report.unknownProductImportsNote?.contains("Widget imports LoopKitUI (Widget/W.swift:2), and links LoopKit")
                == true)
        // While a project of the workspace is not on disk (a submodule), LoopKit may be one of its targets: left out
        // like them, as the warning about that project says.
        let missing = RepositoryGraph.merge(
            packages: [], projects: [app, storage],
            unreadableProjects: [
                UnreadableProject(path: "LoopKit/LoopKit.xcodeproj", listedBy: "App.xcworkspace", line: 3)
            ])
        #expect(missing.packages == [])
        #expect(missing.targets.first { $0.name == "App" }?.dependencies == ["Storage"])
    }

    /// Sparkle's shape: a package `Sparkle` whose binary target is `Sparkle` beside a project `Sparkle.xcodeproj`
    /// whose Objective-C framework `Sparkle` embeds a helper app and is what the unit tests depend on. Both would be
    /// `Sparkle/Sparkle`: every node keeps a name of its own, the framework's edges stay the framework's, and the
    /// drawings render.
    @Test func aPackageTargetAndAProjectTargetOfTheSameQualifiedNameStayTwoNodes() throws {
        let package = LocalPackage(
            name: "Sparkle", directory: "",
            graph: PackageGraph(targets: [PackageTarget(name: "Sparkle", kind: .binary, path: "")]),
            products: ["Sparkle": ["Sparkle"]])
        let project = XcodeProject(
            path: "Sparkle.xcodeproj", name: "Sparkle",
            targets: [
                XcodeTarget(
                    name: "Sparkle", productType: .framework, directory: "Sparkle",
                    embeddedTargets: ["Installer Progress"]),
                XcodeTarget(
                    name: "Installer Progress", productType: .application, directory: "InstallerProgress",
                    sources: ["InstallerProgress/main.swift"]),
                XcodeTarget(
                    name: "Sparkle Unit Tests", productType: .unitTests, directory: "Tests",
                    sources: ["Tests/SUAppcastTest.swift"], dependencies: ["Sparkle"]),
            ],
            packages: [])
        let graph = RepositoryGraph.merge(packages: [package], projects: [project])
        let names = graph.targets.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names == ["Sparkle/Sparkle", "Sparkle.xcodeproj/Sparkle", "Installer Progress", "Sparkle Unit Tests"])
        let files = ["InstallerProgress/main.swift": "import AppKit\n", "Tests/SUAppcastTest.swift": "import XCTest\n"]
        let configuration = try ArchitectureConfiguration.parse(
            #"{"categories": [{"category": "foundation", "path": "Sparkle"}], "modules": {"Sparkle/Sparkle": "foundation"}}"#,
            file: "architecture.json")
        let report = ArchitectureCheck.run(graph, files: .inMemory(files), configuration: configuration)
        #expect(!report.diagnostics.contains { $0.rule == .appIsARoot })
        #expect(!report.diagnostics.contains { $0.rule == .unusedDependency })
        for format in GraphDiagram.Format.allCases {
            let drawing = GraphDiagram.render(report, as: format, includeAllTargets: true)
            let drawsBoth = drawing.contains(#""Sparkle/Sparkle"#) && drawing.contains(#""Sparkle.xcodeproj/Sparkle"#)
            #expect(drawsBoth, "\(format)")
        }
        let framework = try #require(graph.targets.first { $0.name == "Sparkle.xcodeproj/Sparkle" })
        #expect(framework.importedName == "Sparkle")
        #expect(framework.embeds == ["Installer Progress"])
        let tests = try #require(graph.targets.first { $0.name == "Sparkle Unit Tests" })
        #expect(tests.dependencies == ["Sparkle.xcodeproj/Sparkle"])
    }

    /// A package and two projects of one name, in two directories, each with a target of that name: the package's
    /// is `App/App`, the projects' keep their paths, and every name of the graph is unique.
    @Test func sameNamedContainersAreToldApartByTheirPaths() {
        let package = LocalPackage(
            name: "App", directory: "Packages/App",
            graph: PackageGraph(targets: [PackageTarget(name: "App", kind: .regular, path: "Sources/App")]),
            products: ["App": ["App"]])
        let projects = ["iOS", "macOS"].map { directory in
            XcodeProject(
                path: "\(directory)/App.xcodeproj", name: "App",
                targets: [
                    XcodeTarget(name: "App", productType: .application, directory: directory),
                    XcodeTarget(name: "\(directory)Tests", productType: .unitTests, directory: directory),
                ],
                packages: [])
        }
        let names = RepositoryGraph.merge(packages: [package], projects: projects).targets.map(\.name)
        #expect(names == ["App/App", "iOS/App.xcodeproj/App", "iOSTests", "macOS/App.xcodeproj/App", "macOSTests"])
    }

    /// GRDB's benchmarks package depends on the repository's root package by `.package(path: "..")`, which SwiftPM
    /// names by the checkout's folder (`bench` here), not by the manifest's name (`GRDB`): the product it names with
    /// that identity is the root package's target, not an unknown remote package.
    @Test func aPackageBesideTheRootNamesItByTheCheckoutsFolder() throws {
        let root = try LocalPackage(
            dumpJSON: Array(
                #"{"name": "GRDB", "products": [{"name": "GRDB", "targets": ["GRDB"]}], "targets": [{"name": "GRDB", "type": "regular", "dependencies": []}]}"#
                    .utf8), directory: "", absoluteDirectory: "/checkouts/Bench/.")
        let benchmarks = try LocalPackage(
            dumpJSON: Array(
                #"""
                {"name": "Benchmarks", "dependencies": [{"fileSystem": [{"identity": "bench", "path": "/checkouts/Bench"}]}],
                 "targets": [{"name": "B", "type": "executable", "dependencies": [{"product": ["GRDB", "Bench", null, null]}]}]}
                """#.utf8), directory: "Benchmarks", absoluteDirectory: "/checkouts/Bench/Benchmarks")
        let graph = RepositoryGraph.merge(packages: [root, benchmarks], projects: [])
        let bench = try #require(graph.targets.first { $0.name == "B" })
        #expect(bench.dependencies == ["GRDB"])
        #expect(bench.products == [])
        #expect(graph.packages == [])
    }

    /// RxSwift ships its modules twice, as a package's targets and as the frameworks of Rx.xcodeproj: the example's
    /// test bundle reaches the project's RxSwift through RxTest, so its `import RxSwift` names that one. GRDB's
    /// demo project links the remote product GRDB while the repository's own package has a GRDB target: its
    /// `import GRDB` names the product it links. Neither is an undeclared import.
    @Test func anImportNamesTheModuleTheTargetReachesOrTheProductItLinks() throws {
        let package = LocalPackage(
            name: "RxSwift", directory: "",
            graph: PackageGraph(targets: [
                PackageTarget(name: "RxSwift", kind: .regular, path: "RxSwift", sources: ["RxSwift/Observable.swift"]),
                PackageTarget(name: "GRDB", kind: .regular, path: "GRDB", sources: ["GRDB/Database.swift"]),
            ]),
            products: ["RxSwift": ["RxSwift"], "GRDB": ["GRDB"]])
        let rx = XcodeProject(
            path: "Rx.xcodeproj", name: "Rx",
            targets: [
                XcodeTarget(
                    name: "RxSwift", productType: .framework, directory: "RxSwift",
                    sources: ["RxSwift/Observable.swift"]),
                XcodeTarget(
                    name: "RxTest", productType: .framework, directory: "RxTest",
                    sources: ["RxTest/TestScheduler.swift"],
                    dependencies: ["RxSwift"]),
                XcodeTarget(
                    name: "ExampleTests", productType: .unitTests, directory: "ExampleTests",
                    sources: ["ExampleTests/RxTests.swift"], dependencies: ["RxTest"]),
                XcodeTarget(
                    name: "Plain", productType: .application, directory: "Plain", sources: ["Plain/main.swift"],
                    packageProducts: [
                        XcodePackageProduct(name: "GRDB", package: .remote("https://github.com/groue/GRDB.swift"))
                    ]),
            ],
            packages: [])
        let graph = RepositoryGraph.merge(packages: [package], projects: [rx])
        let files = [
            "RxSwift/Observable.swift": "import Foundation\n", "GRDB/Database.swift": "import Foundation\n",
            "RxTest/TestScheduler.swift": "import RxSwift\n",
            "ExampleTests/RxTests.swift": "import RxSwift\nimport RxTest\n", "Plain/main.swift": "import GRDB\n",
        ]
        let report = ArchitectureCheck.run(graph, files: .inMemory(files))
        #expect(report.diagnostics.filter { $0.rule == .undeclaredImport }.map(\.message) == [])
        // A tool of the project that links nothing is told to link its own project's framework.
        var withTool = rx
        withTool.targets.append(
            XcodeTarget(
                name: "Micro", productType: .commandLineTool, directory: "Micro", sources: ["Micro/main.swift"]))
        let unlinked = ArchitectureCheck.run(
            RepositoryGraph.merge(packages: [package], projects: [withTool]),
            files: .inMemory(files.merging(["Micro/main.swift": "import RxSwift\n"]) { first, _ in first }))
        #expect(
            unlinked.diagnostics.filter { $0.rule == .undeclaredImport }.map(\.note) == [
                "add Rx/RxSwift to Micro's Frameworks, Libraries, and Embedded Content in Rx.xcodeproj"
            ])
    }

    /// lottie-ios has a package target `Lottie` and a Carthage test project that links `Lottie.xcframework`: the
    /// framework is a node of its own, named by its file, and the project's `import Lottie` is the framework's.
    @Test func aFrameworkNamedAsATargetIsNamedByItsFile() throws {
        let package = LocalPackage(
            name: "Lottie", directory: "",
            graph: PackageGraph(targets: [
                PackageTarget(name: "Lottie", kind: .regular, path: "Sources", sources: ["Sources/Animation.swift"])
            ]),
            products: ["Lottie": ["Lottie"]])
        let project = XcodeProject(
            path: "script/CarthageTest.xcodeproj", name: "CarthageTest",
            targets: [
                XcodeTarget(
                    name: "CarthageTest", productType: .application, directory: "script/CarthageTest",
                    sources: ["script/CarthageTest/App.swift"],
                    linkedFrameworks: ["script/Carthage/Build/Lottie.xcframework"])
            ],
            packages: [])
        let graph = RepositoryGraph.merge(packages: [package], projects: [project])
        #expect(graph.targets.map(\.name) == ["Lottie", "CarthageTest"])
        #expect(graph.packages.map(\.identity) == ["Lottie.xcframework"])
        let app = try #require(graph.targets.last)
        #expect(app.products == [ProductDependency(name: "Lottie", package: "Lottie.xcframework")])
        let files = [
            "Sources/Animation.swift": "import Foundation\n", "script/CarthageTest/App.swift": "import Lottie\n",
        ]
        let report = ArchitectureCheck.run(graph, files: .inMemory(files))
        #expect(report.diagnostics.filter { $0.rule != .uncategorised }.map(\.message) == [])
        #expect(report.dependencies.successors["CarthageTest"] == ["Lottie.xcframework"])
    }

    /// Moya's manifest depends on the remote alamofire, and its example apps link the `Alamofire.framework`
    /// Carthage builds, to embed it for the library's framework: the framework shares the package's node, and is
    /// still linked without a manifest, so an example that does not import it is not told it is unused.
    @Test func aFrameworkNamedAsARemotePackageSharesItsNodeAndStaysAFramework() throws {
        let package = LocalPackage(
            name: "Moyo", directory: "",
            graph: PackageGraph(
                targets: [
                    PackageTarget(
                        name: "Moyo", kind: .regular, path: "Sources/Moyo",
                        products: [ProductDependency(name: "Alamofire", package: "alamofire")],
                        sources: ["Sources/Moyo/Client.swift"])
                ],
                packages: [
                    PackageDependency(identity: "alamofire", location: "https://github.com/Alamofire/Alamofire.git")
                ]),
            products: ["Moyo": ["Moyo"]])
        let project = XcodeProject(
            path: "Moyo.xcodeproj", name: "Moyo",
            targets: [
                XcodeTarget(
                    name: "Example", productType: .application, directory: "Examples/Example",
                    sources: ["Examples/Example/App.swift"],
                    linkedFrameworks: ["Carthage/Build/iOS/Alamofire.framework"])
            ],
            packages: [])
        let graph = RepositoryGraph.merge(packages: [package], projects: [project])
        #expect(graph.packages.first?.identity == "alamofire")
        let files = [
            "Sources/Moyo/Client.swift": "import Alamofire\n", "Examples/Example/App.swift": "import Foundation\n",
        ]
        let report = ArchitectureCheck.run(graph, files: .inMemory(files))
        #expect(report.diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [])
        #expect(report.dependencies.successors["Example"] == ["alamofire"])
    }

    /// An XCFramework is named apart from the module it holds (sentry-cocoa's `Sentry-Dynamic.xcframework` holds
    /// `Sentry`), and a name that is no module name cannot be its module: a binary target or a linked `.xcframework`
    /// so named has a module the check does not know. The import it may provide is noted as not checked, not
    /// reported as undeclared (here a local target has the module's name), and the dependency is not called unused.
    @Test func anXCFrameworkNamedAsNoModuleHoldsAModuleTheCheckDoesNotKnow() throws {
        let package = LocalPackage(
            name: "Beacon", directory: "",
            graph: PackageGraph(targets: [
                PackageTarget(
                    name: "Beacon", kind: .regular, path: "Sources/Beacon", sources: ["Sources/Beacon/B.swift"]),
                PackageTarget(name: "Beacon-Dynamic", kind: .binary, path: "Beacon-Dynamic"),
                PackageTarget(
                    name: "BeaconCLI", kind: .executable, path: "Samples/BeaconCLI", dependencies: ["Beacon-Dynamic"],
                    sources: ["Samples/BeaconCLI/main.swift"]),
            ]),
            products: ["Beacon": ["Beacon"], "Beacon-Dynamic": ["Beacon-Dynamic"]])
        let project = XcodeProject(
            path: "Perf/PerfApp.xcodeproj", name: "PerfApp",
            targets: [
                XcodeTarget(
                    name: "PerfApp", productType: .application, directory: "Perf/PerfApp",
                    sources: ["Perf/PerfApp/App.swift"], linkedFrameworks: ["Build/Beacon-Dynamic.xcframework"])
            ],
            packages: [])
        let graph = RepositoryGraph.merge(packages: [package], projects: [project])
        let files = [
            "Sources/Beacon/B.swift": "import Foundation\n", "Samples/BeaconCLI/main.swift": "import Beacon\n",
            "Perf/PerfApp/App.swift": "import Beacon\nimport SwiftUI\n",
        ]
        let report = ArchitectureCheck.run(graph, files: .inMemory(files))
        #expect(
            report.diagnostics.filter { $0.rule == .undeclaredImport || $0.rule == .unusedDependency }.map(\.message)
                == [])
        let note = try #require(report.unknownProductImportsNote)
        #expect(note.contains("BeaconCLI imports Beacon (Samples/BeaconCLI/main.swift:1), and links Beacon-Dynamic"))
        #expect(note.contains("PerfApp imports Beacon (Perf/PerfApp/App.swift:1), and links Beacon-Dynamic"))
    }

    /// TwidereX's share extension keeps a target dependency on `AppShared`, a target its project no longer has: the
    /// finding names the project and the fix in Xcode, not a package manifest's `.product(...)`.
    @Test func anXcodeTargetsDependencyOnAGoneTargetIsToldInXcodesTerms() throws {
        let project = XcodeProject(
            path: "TwidereX.xcodeproj", name: "TwidereX",
            targets: [
                XcodeTarget(
                    name: "ShareExtension", productType: .appExtension, directory: "Share",
                    sources: ["Share/Share.swift"], dependencies: ["AppShared"])
            ],
            packages: [])
        let graph = RepositoryGraph.merge(packages: [], projects: [project])
        let report = ArchitectureCheck.run(graph, files: .inMemory(["Share/Share.swift": "import Foundation\n"]))
        let finding = try #require(report.diagnostics.first { $0.rule == .unknownModule })
        #expect(finding.message == "ShareExtension depends on AppShared, which is not a target of TwidereX.xcodeproj")
        #expect(
            finding.note
                == "in Xcode, remove AppShared from ShareExtension's Target Dependencies (Build Phases) in "
                + "TwidereX.xcodeproj; it is left from a target that was deleted or renamed")
    }

    /// An undeclared import of a target of another local package is fixed through one of that package's products,
    /// not by naming the target, which the importing package's manifest cannot do.
    @Test func anUndeclaredImportOfAnotherPackagesTargetNamesItsPackage() throws {
        let kit = LocalPackage(
            name: "Kit", directory: "Packages/Kit",
            graph: PackageGraph(targets: [
                PackageTarget(name: "Lib", kind: .regular, path: "Sources/Lib"),
                PackageTarget(name: "Extras", kind: .regular, path: "Sources/Extras"),
            ]),
            products: ["Lib": ["Lib"], "Extras": ["Extras"]])
        let app = Self.package("AppCore", at: "Packages/App", linking: "Lib", of: "Packages/Kit")
        let graph = RepositoryGraph.merge(packages: [kit, app], projects: [])
        let files = ["Packages/App/Sources/AppCore/AppCore.swift": "import Lib\nimport Extras\n"]
        let report = ArchitectureCheck.run(graph, files: .inMemory(files))
        let undeclared = try #require(report.diagnostics.first { $0.rule == .undeclaredImport })
        #expect(undeclared.message == "AppCore imports Extras, which is not one of its dependencies")
        #expect(
            undeclared.note
                == "add the product of package Kit that holds Extras to the dependencies of AppCore in "
                + "Packages/App/Package.swift: .product(name: \"<product>\", package: \"kit\"), with "
                + ".package(path: \"../Kit\") among the package's dependencies if it is not there yet")
    }
}
