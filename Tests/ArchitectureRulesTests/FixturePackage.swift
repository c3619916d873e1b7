import ArchitectureRules

/// A small ShopKit-shaped package held in memory: a clean starting point that each test breaks in one way.
struct FixturePackage {
    var targets: [PackageTarget]
    var files: [String: String]

    init(targets: [PackageTarget], files: [String: String]) {
        self.targets = targets
        self.files = files
    }

    /// Foundation, two features with demos and tests, the composition root and the tools; no violations.
    static func clean() -> FixturePackage {
        var package = FixturePackage(targets: [], files: [:])
        package.add("CSQLite", .system, "Sources/CSQLite")
        package.add("Networking", .regular, "Sources/Networking", files: ["HTTPClient.swift": networking])
        package.add("Persistence", .regular, "Sources/Persistence", ["CSQLite"], files: ["Database.swift": persistence])
        package.add("CartStore", .regular, "Sources/CartStore", ["Persistence"], files: ["CartStore.swift": cartStore])
        package.add(
            "EmbeddedBackend", .regular, "Sources/EmbeddedBackend", ["Networking", "Persistence"],
            files: ["Backend.swift": "import Networking\nimport Persistence\n"])
        package.add(
            "SearchFeature", .regular, "Sources/SearchFeature", ["Networking"],
            files: [
                "SearchEntry.swift": entry("Search"),
                "UI/SearchScreen.swift": "import Networking\nstruct SearchScreen {}\n",
            ])
        package.add(
            "CheckoutFeature", .regular, "Sources/CheckoutFeature", ["Networking", "CartStore"],
            files: ["CheckoutEntry.swift": entry("Checkout") + "import CartStore\n"])
        package.add(
            "Shop", .executable, "Sources/Shop", ["SearchFeature", "CheckoutFeature", "EmbeddedBackend", "CartStore"],
            files: [
                "main.swift": "import SearchFeature\nimport CheckoutFeature\nimport EmbeddedBackend\nimport CartStore\n"
            ])
        package.add(
            "SearchDemo", .executable, "Demos/SearchDemo", ["SearchFeature", "EmbeddedBackend"],
            files: ["main.swift": "import SearchFeature\nimport EmbeddedBackend\n"])
        package.add(
            "CheckoutDemo", .executable, "Demos/CheckoutDemo", ["CheckoutFeature", "EmbeddedBackend"],
            files: ["main.swift": "import CheckoutFeature\nimport EmbeddedBackend\n"])
        package.add(
            "SearchFeatureTests", .test, "Tests/SearchFeatureTests", ["SearchFeature"],
            files: ["SearchTests.swift": "import Testing\n@testable import SearchFeature\n"])
        package.add(
            "CheckoutFeatureTests", .test, "Tests/CheckoutFeatureTests", ["CheckoutFeature", "EmbeddedBackend"],
            files: ["CheckoutTests.swift": "import XCTest\nimport CheckoutFeature\nimport EmbeddedBackend\n"])
        package.add(
            "ArchitectureRules", .regular, "Plugins/ArchitectureRules", files: ["Rules.swift": "import Foundation\n"])
        package.add(
            "ArchitectureCheckTool", .executable, "Plugins/ArchitectureCheckTool", ["ArchitectureRules"],
            files: ["main.swift": "import ArchitectureRules\n"])
        package.add(
            "CheckArchitecture", .plugin, "Plugins/CheckArchitecture", ["ArchitectureCheckTool"],
            files: ["plugin.swift": "import PackagePlugin\nimport Foundation\n"])
        package.files["CODEOWNERS"] = codeowners
        return package
    }

    static let codeowners = """
        # Fixture owners
        /Sources/CSQLite/          @shopkit/platform
        /Sources/Networking/       @shopkit/platform
        /Sources/Persistence/      @shopkit/platform
        /Sources/CartStore/        @shopkit/checkout
        /Sources/EmbeddedBackend/  @shopkit/platform
        /Sources/SearchFeature/    @shopkit/search
        /Sources/CheckoutFeature/  @shopkit/checkout
        /Sources/Shop/             @shopkit/app
        /Demos/                    @shopkit/app
        /Plugins/                  @shopkit/architecture

        """

    static let networking = "import Foundation\n\npublic protocol HTTPClient: Sendable {}\n"
    static let persistence = "import CSQLite\n\npublic struct Database {\n    public init() {}\n}\n"
    static let cartStore = "import Persistence\n\npublic final class CartStore {\n    public init() {}\n}\n"

    /// A feature entry file declaring `<base>Entry`, `<base>Dependencies` and `<base>Output`.
    static func entry(_ base: String) -> String {
        """
        import Networking

        public struct \(base)Dependencies: Sendable {
            public var http: any HTTPClient
            public init(http: any HTTPClient) { self.http = http }
        }

        public enum \(base)Output: Equatable {
            case done(id: String)
        }

        public enum \(base)Entry {
            public static func make(_ dependencies: \(base)Dependencies) -> Int { 0 }
        }

        """
    }

    /// Adds a target whose sources are `files`, keyed by path inside the target directory.
    mutating func add(
        _ name: String, _ kind: TargetKind, _ path: String, _ dependencies: [String] = [], files: [String: String] = [:]
    ) {
        for (file, text) in files { self.files["\(path)/\(file)"] = text }
        targets.append(
            PackageTarget(
                name: name, kind: kind, path: path, dependencies: dependencies,
                sources: files.keys.sorted().map { "\(path)/\($0)" }))
    }

    /// Appends `dependency` to the dependencies of `target`.
    mutating func addDependency(_ dependency: String, to target: String) {
        let index = targets.firstIndex { $0.name == target }!
        targets[index].dependencies.append(dependency)
    }

    /// Adds `.product(name: product, package: package)` to the dependencies of `target`.
    mutating func addProduct(_ product: String, package: String?, to target: String) {
        let index = targets.firstIndex { $0.name == target }!
        targets[index].products.append(ProductDependency(name: product, package: package))
    }

    /// Removes a target and its files.
    mutating func remove(_ target: String) {
        let index = targets.firstIndex { $0.name == target }!
        for file in targets[index].sources { files[file] = nil }
        targets.remove(at: index)
    }

    /// Sets the text of a source file of `target` (path inside the target directory), adding it if new.
    mutating func setSource(_ file: String, _ text: String, in target: String) {
        let index = targets.firstIndex { $0.name == target }!
        let path = "\(targets[index].path)/\(file)"
        files[path] = text
        if !targets[index].sources.contains(path) { targets[index].sources.append(path) }
    }

    var graph: PackageGraph {
        PackageGraph(
            targets: targets, packages: packages, unreadablePackages: unreadablePackages,
            unreadableProjects: unreadableProjects)
    }
    /// Remote packages the manifest declares.
    var packages: [PackageDependency] = []
    /// Local packages that could not be read.
    var unreadablePackages: [UnreadablePackage] = []
    /// Xcode projects a workspace or project lists that are not on disk.
    var unreadableProjects: [UnreadableProject] = []
    /// What the fixture's architecture.json says: the conventions plus ShopKit's host-only notes.
    var configuration = FixturePackage.shopKitConfiguration

    /// The conventions, with what a feature uses instead of each host-only module.
    static let shopKitConfiguration: ArchitectureConfiguration = {
        var configuration = ArchitectureConfiguration.conventions
        configuration.hostOnly = [
            ("EmbeddedBackend", "Networking's HTTPClient protocol"),
            ("DemoHost", "the Dependencies struct of the feature, filled in by the demo"),
        ]
        return configuration
    }()

    func check(readme: String? = nil) -> ArchitectureReport {
        ArchitectureCheck.run(graph, files: .inMemory(files), configuration: configuration, readme: readme)
    }

    /// Every diagnostic as printed, in order.
    func diagnostics() -> [String] {
        check().diagnostics.map(\.rendered)
    }
}
