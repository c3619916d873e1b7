// swift-tools-version: 6.0
// ShopKit: a feature-first retail core. The manifest is laid out by category so the module rules read at a
// glance. A module's category comes from where it lives (architecture.json says so for the architecture check):
//
//   Sources/<Name>Feature          feature     may use foundation only, never another feature
//   Sources/<Other>                foundation  may use foundation only, knows no feature
//   Sources/Shop, Demos/<Name>Demo app         may use features and foundation; nothing uses an app
//   Plugins/, Benchmarks/          tool        may use tools and foundation
//
// A feature is one line in `features`. `swift package check-architecture` enforces the rules on what this
// manifest declares (it reads `swift package dump-package`); see README.md.
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
    // Who is signed in and their token: read from memory by the authenticating client, written by the login flow.
    .target(name: "UserSession", dependencies: ["Networking", "Persistence"]),
    // What every feature's state machine is made of, free of any UI: loading states and money.
    .target(name: "FeatureState", dependencies: []),
    // Where an app is and how it moves, free of any UI and of any app's places: the back stack and its actions.
    .target(name: "AppNavigation", dependencies: []),
    // What happens when the shop confirms an order, as an event: the order, its source, and what a listener holds.
    .target(name: "OrderConfirmations", dependencies: ["FeatureState"]),
    .target(name: "TerminalUI", dependencies: ["FeatureState", "AppNavigation"]),
    // Payment: the contract a flow that needs paying knows (a request, an outcome, one protocol), and the one
    // module that takes the card (the terminal payment step), which alone reaches the provider's SDK.
    .target(name: "PaymentContract", dependencies: []),
    .target(
        name: "Payment",
        dependencies: ["PaymentContract", "PaymentProviderSDK", "Networking", "FeatureState", "TerminalUI"]),
    // Stands in for a payment provider's own package: categorised `sdk` in architecture.json, and only Payment
    // may depend on it.
    .target(name: "PaymentProviderSDK", dependencies: []),
    // Host-only: an HTTP API served in-process (routing, strict JSON, simulated latency and failures), for any app.
    .target(name: "InProcessHost", dependencies: ["Networking"]),
    // Host-only: the shop's API on the in-process host. Apps, demos and tests construct it; features never see it.
    .target(
        name: "EmbeddedBackend", dependencies: ["InProcessHost", "Networking", "Persistence"], exclude: ["API.md"]),
    // Host-only: what every feature demo shares (flags, an in-process server, printing outputs).
    .target(name: "DemoHost", dependencies: ["InProcessHost", "Networking", "Persistence", "Analytics", "TerminalUI"]),
    // Test support: fakes for Networking's protocol, and running built executables. Never in production code.
    .target(name: "NetworkingTesting", dependencies: ["Networking"]),
    .target(name: "ExecutableTesting", dependencies: []),
]

// MARK: - Features: vertical slices that expose only Entry, Dependencies and Output

// One line per feature: its name, the foundation modules it uses, and what its tests use besides the feature.
// `Feature` (at the end of this file) makes from it the module Sources/<Name>Feature, its demo Demos/<Name>Demo,
// its tests Tests/<Name>FeatureTests, and its place in shop and ShopTests (`inApp: false` until shop uses it). `swift package add-feature <Name>` writes
// the line; deleting the line and the three folders deletes the feature. Left unformatted, so that no line of
// the list is ever broken in two.
// swift-format-ignore
let features: [Feature] = [
    .feature("Search", uses: ["Networking", "Persistence", "Analytics", "FeatureState", "TerminalUI"], demoAlsoUses: ["EmbeddedBackend", "TerminalUI"], testsUse: ["Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "Persistence", "TerminalUI"]),
    .feature("Product", uses: ["Networking", "Analytics", "CartStore", "FeatureState", "TerminalUI"], demoAlsoUses: ["CartStore", "EmbeddedBackend", "TerminalUI"], testsUse: ["Analytics", "CartStore", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "Persistence", "TerminalUI"]),
    .feature("Checkout", uses: ["Networking", "Analytics", "CartStore", "FeatureState", "PaymentContract", "TerminalUI"], demoAlsoUses: ["CartStore", "EmbeddedBackend", "InProcessHost", "Networking", "Payment", "TerminalUI"], testsUse: ["Analytics", "CartStore", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "PaymentContract", "Persistence", "TerminalUI"]),
    .feature("Profile", uses: ["Networking", "Persistence", "Analytics", "UserSession", "FeatureState", "OrderConfirmations", "TerminalUI"], demoAlsoUses: ["EmbeddedBackend", "Networking", "OrderConfirmations", "UserSession", "TerminalUI"], testsUse: ["Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "OrderConfirmations", "Persistence", "TerminalUI", "UserSession"]),
]

// MARK: - Apps: the composition root, and one demo per feature that runs it alone

/// What every feature's demo uses besides its feature: the demo host, which runs it on an in-process server. A
/// demo that needs more says so on its feature's line, with `demoAlsoUses:` (the shop's API from EmbeddedBackend,
/// its launch options from TerminalUI, a failure rule from InProcessHost, the cart from CartStore).
let demoSupport: [Target.Dependency] = ["DemoHost"]

let apps: [Target] = [
    // The composition root: the only module that knows every feature. Its target is named `shop`, the command
    // `swift run shop` types, so that SwiftPM's automatic executable product of the root package runs it: ShopKit
    // declares no product that reaches it. A product that reached it would reach the foundation modules too, and
    // SwiftPM refuses a dependency any of whose products reaches a target named like one of the depending
    // package's own ("multiple packages declare targets with a conflicting name"); an app made by new-app has
    // Networking, Persistence, ... of its own and takes the architecture check and add-feature from ShopKit.
    .executableTarget(
        name: "shop",
        dependencies: features.filter(\.inApp).map(\.module) + [
            "EmbeddedBackend", "InProcessHost", "Networking", "Persistence", "Analytics", "CartStore", "UserSession",
            "TerminalUI", "AppNavigation", "Payment", "PaymentContract", "OrderConfirmations",
        ],
        path: "Sources/Shop"
    )
]

/// One demo per feature, Demos/<Name>Demo: the feature alone on the embedded backend; and the payment step alone.
let demos =
    features.map { $0.demo(support: demoSupport) } + [
        .executableTarget(
            name: "PaymentDemo",
            dependencies: [
                "Payment", "PaymentContract", "EmbeddedBackend", "FeatureState", "InProcessHost", "TerminalUI",
            ],
            path: "Demos/PaymentDemo")
    ]

// MARK: - Tools: the architecture check and the benchmarks

let tools: [Target] = [
    // The architecture check, Plugins/ArchitectureCheck/<Module>: one module per reason to change, lowest first.
    .target(name: "SwiftSourceScanning", dependencies: [], path: "Plugins/ArchitectureCheck/SwiftSourceScanning"),
    .target(name: "ModuleGraph", dependencies: ["SwiftSourceScanning"], path: "Plugins/ArchitectureCheck/ModuleGraph"),
    .target(
        name: "CheckConfiguration", dependencies: ["ModuleGraph"], path: "Plugins/ArchitectureCheck/CheckConfiguration"),
    .target(
        name: "ProjectReading", dependencies: ["ModuleGraph", "SwiftSourceScanning"],
        path: "Plugins/ArchitectureCheck/ProjectReading"),
    .target(
        name: "ArchitectureCore", dependencies: ["ModuleGraph", "CheckConfiguration", "SwiftSourceScanning"],
        path: "Plugins/ArchitectureCheck/ArchitectureCore"),
    .target(
        name: "ArchitectureReporters", dependencies: ["ArchitectureCore", "ModuleGraph", "CheckConfiguration"],
        path: "Plugins/ArchitectureCheck/ArchitectureReporters"),
    .target(
        name: "ArchitectureRules",
        dependencies: [
            "ArchitectureCore", "ArchitectureReporters", "ProjectReading", "CheckConfiguration", "ModuleGraph",
            "SwiftSourceScanning",
        ],
        path: "Plugins/ArchitectureCheck/ArchitectureRules"),
    .executableTarget(
        name: "ArchitectureCheckTool", dependencies: ["ArchitectureRules"],
        path: "Plugins/ArchitectureCheck/ArchitectureCheckTool"),
    .plugin(
        name: "CheckArchitecture",
        capability: .command(
            // No write permission: SwiftPM would then demand --allow-writing-to-package-directory on every run.
            // --update-readme writes anyway on Linux; on macOS run it with --disable-sandbox or via
            // `swift run ArchitectureCheckTool --update-readme`.
            intent: .custom(
                verb: "check-architecture", description: "Enforce the module rules and draw the graph")
        ),
        dependencies: ["ArchitectureCheckTool"],
        path: "Plugins/CheckArchitecture"
    ),
    // The check as a step of `swift build` in a team's package: applied to its app target, an architecture error
    // fails the build. Not applied to ShopKit's own targets (CI runs the command plugin instead).
    .plugin(
        name: "ArchitectureCheckBuildPlugin", capability: .buildTool(), dependencies: ["ArchitectureCheckTool"],
        path: "Plugins/ArchitectureCheckBuildPlugin"),
    // Generated packages for the benchmarks: the architecture check's synthetic package and the two layouts.
    .target(name: "PackageGeneration", dependencies: ["ArchitectureRules"], path: "Benchmarks/PackageGeneration"),
    .target(name: "LayoutReport", dependencies: ["PackageGeneration"], path: "Benchmarks/LayoutReport"),
    .executableTarget(
        name: "ArchitectureBenchmark", dependencies: ["ArchitectureRules", "PackageGeneration"],
        path: "Benchmarks/ArchitectureBenchmark"),
    // `Benchmarks/run.sh layouts`: build times of feature-first against layer-first on the same generated code.
    .executableTarget(
        name: "LayoutBenchmark", dependencies: ["ArchitectureRules", "LayoutReport", "PackageGeneration"],
        path: "Benchmarks/LayoutBenchmark"),
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
    // `swift run new-app <Name> --owner <organisation> --output <directory>`: a team's own app from this template.
    .target(
        name: "AppGeneration",
        dependencies: ["ArchitectureRules", "FeatureScaffolding", "ModuleGraph", "ProjectReading"],
        path: "Plugins/AppGeneration"),
    .executableTarget(name: "NewApp", dependencies: ["AppGeneration"], path: "Plugins/NewApp"),
    // The documentation rules Scripts/docs runs on the symbol graphs: every public symbol has a doc comment.
    .target(name: "DocumentationRules", dependencies: [], path: "Plugins/DocumentationRules"),
    .executableTarget(
        name: "DocumentationCheckTool", dependencies: ["DocumentationRules"], path: "Plugins/DocumentationCheckTool"),
    .executableTarget(
        name: "ShopBenchmarks",
        dependencies: [
            "Persistence", "CartStore", "EmbeddedBackend", "InProcessHost", "Networking", "ExecutableTesting",
        ],
        path: "Benchmarks/ShopBenchmarks"
    ),
]

// MARK: - Tests: one target per module, each runnable alone with `swift test --filter <Module>Tests`

let tests: [Target] = [
    .testTarget(
        name: "NetworkingTests", dependencies: ["Networking", "ExecutableTesting"], exclude: ["LoopbackServer.py"]),
    .testTarget(name: "PersistenceTests", dependencies: ["Persistence"]),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics"]),
    .testTarget(name: "CartStoreTests", dependencies: ["CartStore", "Persistence"]),
    .testTarget(name: "UserSessionTests", dependencies: ["UserSession", "Persistence"]),
    .testTarget(name: "FeatureStateTests", dependencies: ["FeatureState"]),
    .testTarget(name: "AppNavigationTests", dependencies: ["AppNavigation"]),
    .testTarget(name: "OrderConfirmationsTests", dependencies: ["OrderConfirmations", "FeatureState"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "FeatureState"]),
    .testTarget(name: "InProcessHostTests", dependencies: ["InProcessHost", "Networking"]),
    .testTarget(
        name: "EmbeddedBackendTests", dependencies: ["EmbeddedBackend", "InProcessHost", "Networking", "Persistence"]),
    .testTarget(
        name: "DemoHostTests",
        dependencies: [
            "DemoHost", "InProcessHost", "Networking", "Persistence", "TerminalUI",
        ]
    ),
    .testTarget(
        name: "PaymentTests",
        dependencies: ["Payment", "PaymentContract", "EmbeddedBackend", "InProcessHost", "Networking", "TerminalUI"]),
    .testTarget(name: "NetworkingTestingTests", dependencies: ["NetworkingTesting", "Networking"]),
    .testTarget(name: "ExecutableTestingTests", dependencies: ["ExecutableTesting"]),
    .testTarget(
        name: "ShopTests",
        dependencies: [
            "shop", "ExecutableTesting", "TerminalUI", "Analytics", "EmbeddedBackend", "InProcessHost", "Networking",
            "AppNavigation", "Persistence", "OrderConfirmations", "FeatureState",
        ] + features.filter(\.inApp).map(\.module)
    ),
    .testTarget(
        name: "ArchitectureRulesTests", dependencies: ["ArchitectureRules", "ProjectReading", "SwiftSourceScanning"]),
    // Runs the built ArchitectureCheckTool on the fixture packages in Tests/ArchitectureFixtures (never compiled).
    .testTarget(name: "ArchitectureCheckToolTests", dependencies: ["ArchitectureCheckTool", "ExecutableTesting"]),
    .testTarget(name: "FeatureScaffoldingTests", dependencies: ["FeatureScaffolding", "ExecutableTesting"]),
    .testTarget(name: "AppGenerationTests", dependencies: ["AppGeneration", "FeatureScaffolding"]),
    .testTarget(name: "PackageGenerationTests", dependencies: ["PackageGeneration", "ArchitectureRules"]),
    .testTarget(name: "LayoutReportTests", dependencies: ["LayoutReport", "PackageGeneration"]),
    .testTarget(name: "DocumentationRulesTests", dependencies: ["DocumentationRules"]),
]

/// One test target per feature, Tests/<Name>FeatureTests: the feature and what its line's `testsUse:` names.
let featureTests = features.map(\.tests)

let package = Package(
    name: "ShopKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    // No product reaches a module that an app made by new-app has (AppGenerationTests read this manifest's dump
    // to assert it), so such an app can depend on ShopKit. `swift run shop` runs the `shop` target through the
    // executable product SwiftPM makes for it in the root package only.
    products: [
        .executable(name: "new-app", targets: ["NewApp"]),
        // The architecture check and add-feature for other packages, by the names their users type: a team's
        // package that depends on ShopKit runs `swift package check-architecture` and `swift package add-feature`;
        // the tools run alone, and the rules library serves tests written against the check. These names stay
        // stable whatever the targets behind them are called.
        .plugin(name: "CheckArchitecture", targets: ["CheckArchitecture"]),
        .plugin(name: "AddFeature", targets: ["AddFeature"]),
        .plugin(name: "ArchitectureCheckBuildPlugin", targets: ["ArchitectureCheckBuildPlugin"]),
        .executable(name: "ArchitectureCheckTool", targets: ["ArchitectureCheckTool"]),
        .executable(name: "FeatureScaffoldTool", targets: ["FeatureScaffoldTool"]),
        .library(name: "ArchitectureRules", targets: ["ArchitectureRules"]),
    ],
    targets: foundation + features.map(\.target) + apps + demos + tools + tests + featureTests
)

// Every Swift target: Swift 6 language mode (the tools version's default), and imports are internal unless a
// public signature needs them (`public import`), so no module leaks its dependencies into its API.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("InternalImportsByDefault")]
}

// MARK: - How a feature's line becomes its targets

/// One feature: its name and the foundation modules it uses. Its demo and tests get their dependencies by rule.
struct Feature {
    /// The base name: `<Name>` makes <Name>Feature, <Name>Demo and <Name>FeatureTests.
    let name: String
    /// The foundation modules the feature module depends on.
    let uses: [String]
    /// What the demo needs besides its feature and the demo support.
    let demoAlsoUses: [String]
    /// What the tests import besides the feature: foundation modules and test support, nothing more.
    let testsUse: [String]
    /// Whether the app and its tests depend on the feature; `inApp: false` until the composition root uses it.
    let inApp: Bool

    /// A feature's line in `features`.
    static func feature(
        _ name: String, uses: [String], demoAlsoUses: [String] = [], testsUse: [String], inApp: Bool = true
    ) -> Feature {
        Feature(name: name, uses: uses, demoAlsoUses: demoAlsoUses, testsUse: testsUse, inApp: inApp)
    }

    /// The feature module, Sources/<Name>Feature.
    var target: Target { .target(name: name + "Feature", dependencies: uses.map { .byName(name: $0) }) }

    /// The feature module as a dependency of the app and its tests.
    var module: Target.Dependency { .byName(name: name + "Feature") }

    /// The demo, Demos/<Name>Demo: the feature alone, on `support`, plus what its line adds.
    func demo(support: [Target.Dependency]) -> Target {
        .executableTarget(
            name: name + "Demo", dependencies: [module] + support + demoAlsoUses.map { .byName(name: $0) },
            path: "Demos/\(name)Demo")
    }

    /// The tests, Tests/<Name>FeatureTests: the feature and what `testsUse` names.
    var tests: Target {
        .testTarget(name: name + "FeatureTests", dependencies: [module] + testsUse.map { .byName(name: $0) })
    }
}
