// swift-tools-version: 6.0
// ShopKit: a feature-first retail core. The manifest is laid out by category so the module rules read at a
// glance. A module's category comes from where it lives (architecture.json says so for the architecture check):
//
//   Sources/<Name>Feature          feature     may use foundation only, never another feature
//   Sources/<Other>                foundation  may use foundation only, knows no feature
//   Sources/Shop, Demos/<Name>Demo app         may use features and foundation; nothing uses an app
//   Plugins/, Benchmarks/          tool        may use tools and foundation
//
// Each feature's lines are fenced with `// begin feature: <Name>` / `// end feature: <Name>` (or end in
// `// feature: <Name>`), so `swift package add-feature` and the deletability check can add and remove them.
// `swift package check-architecture` enforces the rules; see README.md.
import PackageDescription

// MARK: - Foundation: one responsibility each, no knowledge of any feature

let foundation: [Target] = [
    .systemLibrary(
        name: "CSQLite",
        path: "Sources/CSQLite",
        pkgConfig: "sqlite3",
        providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(name: "Networking", dependencies: []),
    .target(name: "Persistence", dependencies: ["CSQLite"]),
    .target(name: "Analytics", dependencies: []),
    .target(name: "CartStore", dependencies: ["Persistence"]),
    // What every feature's state machine is made of, free of any UI: loading states, money, commands, rejections.
    .target(name: "FeatureState", dependencies: []),
    .target(name: "TerminalUI", dependencies: ["FeatureState"]),
    // Host-only: apps, demos and tests construct the backend; features never see it.
    .target(name: "EmbeddedBackend", dependencies: ["Networking", "Persistence"], exclude: ["API.md"]),
    // Host-only: what every feature demo shares (flags, the embedded backend, printing outputs).
    .target(
        name: "DemoHost",
        dependencies: ["EmbeddedBackend", "Networking", "Persistence", "Analytics", "CartStore", "TerminalUI"]
    ),
    // Test support: fakes for Networking's protocol, and running built executables. Never in production code.
    .target(name: "NetworkingTesting", dependencies: ["Networking"]),
    .target(name: "ExecutableTesting", dependencies: []),
]

// MARK: - Features: vertical slices that expose only Entry, Dependencies and Output

let features: [Target] = [
    // begin feature: Search
    .target(
        name: "SearchFeature", dependencies: ["Networking", "Persistence", "Analytics", "FeatureState", "TerminalUI"]),
    // end feature: Search
    // begin feature: Product
    .target(
        name: "ProductFeature", dependencies: ["Networking", "Analytics", "CartStore", "FeatureState", "TerminalUI"]),
    // end feature: Product
    // begin feature: Checkout
    .target(
        name: "CheckoutFeature", dependencies: ["Networking", "Analytics", "CartStore", "FeatureState", "TerminalUI"]),
    // end feature: Checkout
    // begin feature: Profile
    .target(
        name: "ProfileFeature", dependencies: ["Networking", "Persistence", "Analytics", "FeatureState", "TerminalUI"]),
    // end feature: Profile
    // add-feature: new feature targets go above this line
]

// MARK: - Apps: the composition root, and one demo per feature that runs it alone

let apps: [Target] = [
    // The composition root: the only module that knows every feature.
    .executableTarget(
        name: "Shop",
        dependencies: [
            "SearchFeature",  // feature: Search
            "ProductFeature",  // feature: Product
            "CheckoutFeature",  // feature: Checkout
            "ProfileFeature",  // feature: Profile
            "EmbeddedBackend", "Networking", "Persistence", "Analytics", "CartStore", "FeatureState", "TerminalUI",
        ]
    ),
    // begin feature: Search
    .executableTarget(
        name: "SearchDemo", dependencies: ["SearchFeature", "DemoHost", "TerminalUI"], path: "Demos/SearchDemo"),
    // end feature: Search
    // begin feature: Product
    .executableTarget(
        name: "ProductDemo", dependencies: ["ProductFeature", "DemoHost", "TerminalUI"], path: "Demos/ProductDemo"),
    // end feature: Product
    // begin feature: Checkout
    .executableTarget(
        name: "CheckoutDemo",
        dependencies: ["CheckoutFeature", "DemoHost", "EmbeddedBackend", "Networking", "TerminalUI"],
        path: "Demos/CheckoutDemo"
    ),
    // end feature: Checkout
    // begin feature: Profile
    .executableTarget(
        name: "ProfileDemo",
        dependencies: ["ProfileFeature", "DemoHost", "EmbeddedBackend", "Networking", "FeatureState", "TerminalUI"],
        path: "Demos/ProfileDemo"
    ),
    // end feature: Profile
    // add-feature: new demos go above this line
]

// MARK: - Tools: the architecture check and the benchmarks

let tools: [Target] = [
    .target(name: "ArchitectureRules", dependencies: [], path: "Plugins/ArchitectureRules"),
    .executableTarget(
        name: "ArchitectureCheckTool", dependencies: ["ArchitectureRules"], path: "Plugins/ArchitectureCheckTool"),
    .plugin(
        name: "CheckArchitecture",
        capability: .command(
            // No write permission: SwiftPM would then demand --allow-writing-to-package-directory on every run.
            // --update-readme writes anyway on Linux; on macOS run it with --disable-sandbox or via
            // `swift run ArchitectureCheckTool --update-readme`.
            intent: .custom(
                verb: "check-architecture", description: "Enforce ShopKit's module rules and draw the graph")
        ),
        dependencies: ["ArchitectureCheckTool"],
        path: "Plugins/CheckArchitecture"
    ),
    .executableTarget(
        name: "ArchitectureBenchmark", dependencies: ["ArchitectureRules"], path: "Benchmarks/ArchitectureBenchmark"),
    // `swift package --allow-writing-to-package-directory add-feature <Name>`: a new feature from the template.
    .target(name: "FeatureScaffolding", dependencies: [], path: "Plugins/FeatureScaffolding"),
    .executableTarget(
        name: "FeatureScaffoldTool", dependencies: ["FeatureScaffolding"], path: "Plugins/FeatureScaffoldTool"),
    .plugin(
        name: "AddFeature",
        capability: .command(
            intent: .custom(
                verb: "add-feature",
                description: "Add a feature (module, demo, tests, manifest and CODEOWNERS lines), or remove one"),
            permissions: [
                .writeToPackageDirectory(reason: "It writes the new feature's files, Package.swift and CODEOWNERS")
            ]
        ),
        dependencies: ["FeatureScaffoldTool"],
        path: "Plugins/AddFeature"
    ),
    // The documentation rules Scripts/docs runs on the symbol graphs: every public symbol has a doc comment.
    .target(name: "DocumentationRules", dependencies: [], path: "Plugins/DocumentationRules"),
    .executableTarget(
        name: "DocumentationCheckTool", dependencies: ["DocumentationRules"], path: "Plugins/DocumentationCheckTool"),
    .executableTarget(
        name: "ShopBenchmarks",
        dependencies: ["Persistence", "CartStore", "EmbeddedBackend", "Networking", "ExecutableTesting"],
        path: "Benchmarks/ShopBenchmarks"
    ),
]

// MARK: - Tests: one target per module, each runnable alone with `swift test --filter <Module>Tests`

/// What a feature's tests use besides the feature itself: foundation modules and the test fakes.
let featureTestSupport: [Target.Dependency] = [
    "Networking", "NetworkingTesting", "ExecutableTesting", "Persistence", "Analytics", "CartStore", "FeatureState",
    "TerminalUI",
]

let tests: [Target] = [
    .testTarget(name: "NetworkingTests", dependencies: ["Networking"], exclude: ["LoopbackServer.py"]),
    .testTarget(name: "PersistenceTests", dependencies: ["Persistence"]),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics"]),
    .testTarget(name: "CartStoreTests", dependencies: ["CartStore", "Persistence"]),
    .testTarget(name: "FeatureStateTests", dependencies: ["FeatureState"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "FeatureState"]),
    .testTarget(name: "EmbeddedBackendTests", dependencies: ["EmbeddedBackend", "Networking", "Persistence"]),
    .testTarget(
        name: "DemoHostTests",
        dependencies: [
            "DemoHost", "EmbeddedBackend", "Analytics", "CartStore", "Networking", "Persistence", "FeatureState",
            "TerminalUI",
        ]
    ),
    .testTarget(name: "NetworkingTestingTests", dependencies: ["NetworkingTesting", "Networking"]),
    .testTarget(name: "ExecutableTestingTests", dependencies: ["ExecutableTesting"]),
    // begin feature: Search
    .testTarget(name: "SearchFeatureTests", dependencies: ["SearchFeature"] + featureTestSupport),
    // end feature: Search
    // begin feature: Product
    .testTarget(name: "ProductFeatureTests", dependencies: ["ProductFeature"] + featureTestSupport),
    // end feature: Product
    // begin feature: Checkout
    .testTarget(name: "CheckoutFeatureTests", dependencies: ["CheckoutFeature"] + featureTestSupport),
    // end feature: Checkout
    // begin feature: Profile
    .testTarget(name: "ProfileFeatureTests", dependencies: ["ProfileFeature"] + featureTestSupport),
    // end feature: Profile
    // add-feature: new test targets go above this line
    .testTarget(
        name: "ShopTests",
        dependencies: [
            "Shop", "ExecutableTesting", "TerminalUI", "EmbeddedBackend", "Networking",
            "SearchFeature",  // feature: Search
            "ProductFeature",  // feature: Product
            "CheckoutFeature",  // feature: Checkout
            "ProfileFeature",  // feature: Profile
        ]
    ),
    .testTarget(name: "ArchitectureRulesTests", dependencies: ["ArchitectureRules"]),
    .testTarget(name: "FeatureScaffoldingTests", dependencies: ["FeatureScaffolding"]),
    .testTarget(name: "DocumentationRulesTests", dependencies: ["DocumentationRules"]),
]

let package = Package(
    name: "ShopKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "shop", targets: ["Shop"]),
        .plugin(name: "CheckArchitecture", targets: ["CheckArchitecture"]),
    ],
    targets: foundation + features + apps + tools + tests
)

// Every Swift target: Swift 6 language mode (the tools version's default), and imports are internal unless a
// public signature needs them (`public import`), so no module leaks its dependencies into its API.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("InternalImportsByDefault")]
}
