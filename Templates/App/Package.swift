// swift-tools-version: 6.0
// TemplateApp: a feature-first modular app; its composition root is Sources/TemplateApp. The manifest is laid
// out by category so the module rules read at a glance. A module's category comes from where it lives
// (architecture.json says so for the architecture check):
//
//   Sources/<Name>Feature    feature     may use foundation only, never another feature
//   Sources/<Other>          foundation  may use foundation only, knows no feature
//   Sources/<App>            app         the composition root: may use features and foundation; nothing uses it
//   Demos/<Name>Demo         app         the feature alone on an in-process server
//
// A feature is one line in `features`. `swift package check-architecture` enforces the rules on what this
// manifest declares; it and `swift package add-feature` come from the one package dependency; see README.md.
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
    .target(name: "FeatureState", dependencies: []),
    .target(name: "AppNavigation", dependencies: []),
    .target(name: "TerminalUI", dependencies: ["FeatureState", "AppNavigation"]),
    .target(name: "InProcessHost", dependencies: ["Networking"]),
    .target(name: "DemoHost", dependencies: ["InProcessHost", "Networking", "Persistence", "Analytics", "TerminalUI"]),
    .target(name: "NetworkingTesting", dependencies: ["Networking"]),
    .target(name: "ExecutableTesting", dependencies: []),
]

// MARK: - Features: vertical slices that expose only Entry, Dependencies and Output

// One line per feature: its name, the foundation modules it uses, and what its tests use besides the feature.
// `Feature` (at the end of this file) makes from it the module Sources/<Name>Feature, its demo Demos/<Name>Demo,
// its tests Tests/<Name>FeatureTests, and its place in the app and its tests (`inApp: false` until the app uses
// it). `swift package add-feature <Name>` writes the line; deleting the line and the three folders deletes the
// feature. Left unformatted, so that no line of the list is ever broken in two.
// swift-format-ignore
let features: [Feature] = [
    .feature("Home", uses: ["Networking", "Analytics", "FeatureState", "TerminalUI"], testsUse: ["Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "TerminalUI"]),
]

// MARK: - Apps: the composition root, and one demo per feature that runs it alone

/// What every feature's demo uses besides its feature: the demo host, which runs it on an in-process server.
let demoSupport: [Target.Dependency] = ["DemoHost"]

let apps: [Target] = [
    // The composition root: the only module that knows every feature.
    .executableTarget(
        name: "TemplateApp",
        dependencies: features.filter(\.inApp).map(\.module) + [
            "Analytics", "AppNavigation", "InProcessHost", "Networking", "TerminalUI",
        ]
    )
]

/// One demo per feature, Demos/<Name>Demo: the feature alone on an in-process server.
let demos = features.map { $0.demo(support: demoSupport) }

// MARK: - Tests: one target per module, each runnable alone with `swift test --filter <Module>Tests`

let tests: [Target] = [
    .testTarget(
        name: "NetworkingTests",
        dependencies: ["Networking", "ExecutableTesting"], exclude: ["LoopbackServer.py"]),
    .testTarget(name: "PersistenceTests", dependencies: ["Persistence"]),
    .testTarget(name: "AnalyticsTests", dependencies: ["Analytics"]),
    .testTarget(name: "FeatureStateTests", dependencies: ["FeatureState"]),
    .testTarget(name: "AppNavigationTests", dependencies: ["AppNavigation"]),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "FeatureState"]),
    .testTarget(name: "InProcessHostTests", dependencies: ["InProcessHost", "Networking"]),
    .testTarget(
        name: "DemoHostTests",
        dependencies: ["DemoHost", "InProcessHost", "Networking", "Persistence", "TerminalUI"]),
    .testTarget(name: "NetworkingTestingTests", dependencies: ["NetworkingTesting", "Networking"]),
    .testTarget(
        name: "TemplateAppTests",
        dependencies: ["TemplateApp"] + ["AppNavigation", "ExecutableTesting"] + features.filter(\.inApp).map(\.module)
    ),
]

/// One test target per feature, Tests/<Name>FeatureTests: the feature and what its line's `testsUse:` names.
let featureTests = features.map(\.tests)

let package = Package(
    name: "TemplateApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "template-app", targets: ["TemplateApp"])
    ],
    // The architecture check and add-feature, as command plugins of the package this one was made from; no
    // target depends on it. A later check is a version bump: `swift package update`, or a new `from:`.
    dependencies: [
        .package(path: "../..")
    ],
    targets: foundation + features.map(\.target) + apps + demos + tests + featureTests
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
