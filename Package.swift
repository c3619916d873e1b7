// swift-tools-version: 6.0
// ShopKit: a feature-first retail core. The manifest is laid out by category so the
// module rules read at a glance. A module's category comes from where it lives:
//
//   Sources/<Name>Feature      feature     -> foundation only
//   Sources/<Other>            foundation  -> foundation only
//   Sources/<Executable>, Demos/  app      -> feature, foundation
//   Plugins/, Benchmarks/      tool        -> tool, foundation
//
// `swift package check-architecture` enforces these rules (see README).
import PackageDescription

/// Every target is compiled in Swift 6 mode with imports internal unless marked `public import`.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault")
]

// MARK: - Foundation: one responsibility each, no knowledge of any feature

let foundationTargets: [Target] = [
    .systemLibrary(
        name: "CSQLite",
        path: "Sources/CSQLite",
        pkgConfig: "sqlite3",
        providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(name: "Networking", dependencies: [], swiftSettings: strictSettings),
    // Test fakes for Networking's protocol; only tests and demos may depend on it.
    .target(name: "NetworkingTesting", dependencies: ["Networking"], swiftSettings: strictSettings),
    // Runs built executables (demos, the app) with piped scripts; only tests and tools may depend on it.
    .target(name: "ExecutableTesting", dependencies: [], swiftSettings: strictSettings),
    .target(name: "Persistence", dependencies: ["CSQLite"], swiftSettings: strictSettings),
    .target(name: "Analytics", dependencies: [], swiftSettings: strictSettings),
    .target(name: "CartStore", dependencies: ["Persistence"], swiftSettings: strictSettings),
    .target(name: "TerminalUI", dependencies: [], swiftSettings: strictSettings),
    .target(
        name: "EmbeddedBackend",
        dependencies: ["Networking", "Persistence"],
        exclude: ["API.md"],
        swiftSettings: strictSettings
    ),
    // What every feature demo shares: flags, the embedded backend, printing outputs. Host-only, like the backend.
    .target(
        name: "DemoHost",
        dependencies: ["EmbeddedBackend", "Networking", "Persistence", "Analytics", "CartStore", "TerminalUI"],
        swiftSettings: strictSettings
    ),
]

// MARK: - Features: vertical slices; foundation only, never another feature

/// What every feature may use: foundation modules only. The embedded backend is not among them.
let featureFoundation: [Target.Dependency] = ["Networking", "Persistence", "Analytics", "TerminalUI"]

let featureTargets: [Target] = [
    .target(name: "SearchFeature", dependencies: featureFoundation, swiftSettings: strictSettings),
    .target(name: "ProfileFeature", dependencies: featureFoundation, swiftSettings: strictSettings),
    .target(name: "ProductFeature", dependencies: featureFoundation + ["CartStore"], swiftSettings: strictSettings),
    .target(name: "CheckoutFeature", dependencies: featureFoundation + ["CartStore"], swiftSettings: strictSettings),
]

// MARK: - Apps: the composition root and one demo per feature

let appTargets: [Target] = [
    // The composition root: the only module that imports every feature.
    .executableTarget(
        name: "Shop",
        dependencies: [
            "SearchFeature", "ProductFeature", "CheckoutFeature", "ProfileFeature",
            "EmbeddedBackend", "Networking", "Persistence", "Analytics", "CartStore", "TerminalUI",
        ],
        swiftSettings: strictSettings),
    .executableTarget(
        name: "ProfileDemo",
        dependencies: ["ProfileFeature", "DemoHost", "EmbeddedBackend", "Networking", "TerminalUI"],
        path: "Demos/ProfileDemo", swiftSettings: strictSettings),
    .executableTarget(
        name: "SearchDemo", dependencies: ["SearchFeature", "DemoHost", "TerminalUI"], path: "Demos/SearchDemo",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "ProductDemo", dependencies: ["ProductFeature", "DemoHost", "TerminalUI"], path: "Demos/ProductDemo",
        swiftSettings: strictSettings),
    .executableTarget(
        name: "CheckoutDemo",
        dependencies: ["CheckoutFeature", "DemoHost", "EmbeddedBackend", "Networking", "TerminalUI"],
        path: "Demos/CheckoutDemo", swiftSettings: strictSettings),
]

// MARK: - Tools: the architecture check and the benchmarks

let toolTargets: [Target] = [
    .target(name: "ArchitectureRules", dependencies: [], path: "Plugins/ArchitectureRules", swiftSettings: strictSettings),
    .executableTarget(
        name: "ArchitectureCheckTool",
        dependencies: ["ArchitectureRules"],
        path: "Plugins/ArchitectureCheckTool",
        swiftSettings: strictSettings
    ),
    .plugin(
        name: "CheckArchitecture",
        capability: .command(
            // No write permission: SwiftPM would then demand --allow-writing-to-package-directory on every run.
            // --update-readme writes anyway on Linux; on macOS run it with --disable-sandbox or via
            // `swift run ArchitectureCheckTool --update-readme`.
            intent: .custom(verb: "check-architecture", description: "Enforce ShopKit's module rules and draw the graph")
        ),
        dependencies: ["ArchitectureCheckTool"],
        path: "Plugins/CheckArchitecture"
    ),
    .executableTarget(
        name: "ShopBenchmarks",
        dependencies: ["Persistence", "CartStore", "EmbeddedBackend", "Networking", "ExecutableTesting"],
        path: "Benchmarks/ShopBenchmarks",
        swiftSettings: strictSettings
    ),
]

// MARK: - Tests: one target per module, each runnable alone with `swift test --filter <Module>Tests`

let testTargets: [Target] = [
    .testTarget(name: "NetworkingTests", dependencies: ["Networking"], exclude: ["LoopbackServer.py"], swiftSettings: strictSettings),
    .testTarget(name: "PersistenceTests", dependencies: ["Persistence"], swiftSettings: strictSettings),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics"], swiftSettings: strictSettings),
    .testTarget(name: "CartStoreTests", dependencies: ["CartStore", "Persistence"], swiftSettings: strictSettings),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"], swiftSettings: strictSettings),
    .testTarget(
        name: "EmbeddedBackendTests",
        dependencies: ["EmbeddedBackend", "Networking", "Persistence"],
        swiftSettings: strictSettings
    ),
    .testTarget(
        name: "ProfileFeatureTests",
        dependencies: [
            "ProfileFeature", "Networking", "NetworkingTesting", "ExecutableTesting", "Persistence", "Analytics",
            "TerminalUI",
        ],
        swiftSettings: strictSettings),
    .testTarget(
        name: "SearchFeatureTests",
        dependencies: [
            "SearchFeature", "Networking", "NetworkingTesting", "ExecutableTesting", "Persistence", "Analytics", "TerminalUI",
        ],
        swiftSettings: strictSettings),
    .testTarget(
        name: "ProductFeatureTests",
        dependencies: [
            "ProductFeature", "Networking", "NetworkingTesting", "ExecutableTesting", "Persistence", "Analytics", "CartStore",
            "TerminalUI",
        ],
        swiftSettings: strictSettings),
    .testTarget(
        name: "CheckoutFeatureTests",
        dependencies: [
            "CheckoutFeature", "Networking", "NetworkingTesting", "ExecutableTesting", "Persistence", "Analytics",
            "CartStore", "TerminalUI",
        ],
        swiftSettings: strictSettings),
    .testTarget(
        name: "ShopTests",
        dependencies: [
            "Shop", "SearchFeature", "ProductFeature", "CheckoutFeature", "ProfileFeature", "ExecutableTesting",
            "TerminalUI", "Persistence",
        ],
        swiftSettings: strictSettings),
    .testTarget(name: "ArchitectureRulesTests", dependencies: ["ArchitectureRules"], swiftSettings: strictSettings),
]

let package = Package(
    name: "ShopKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "shop", targets: ["Shop"]),
        .plugin(name: "CheckArchitecture", targets: ["CheckArchitecture"])
    ],
    targets: foundationTargets + featureTargets + appTargets + toolTargets + testTargets
)
