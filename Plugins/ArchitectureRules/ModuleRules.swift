/// ShopKit's module rules: the category of every target and the edges the categories allow.
///
/// ## A target's category comes from the manifest layout
///
/// Nothing is authored per module; the kind, path and name decide, first match wins:
///
/// | target                                                                 | category       |
/// |------------------------------------------------------------------------|----------------|
/// | a test target                                                          | `test`         |
/// | a plugin target, or any target whose path is under `Plugins/` or `Benchmarks/` | `tool` |
/// | a regular target under `Sources/` whose name ends in `Feature`         | `feature`      |
/// | an executable under `Sources/` (the composition root) or under `Demos/` | `app`         |
/// | any other target under `Sources/`, system libraries such as `CSQLite` included | `foundation` |
/// | anything else                                                          | uncategorised, an error |
///
/// ``hostOnlyModules`` lists the foundation modules only a host (an app) or a test may use; a feature may not
/// depend on one or import it, not even through another module. ``testSupportModules`` lists the fakes and
/// test runners that only tests and tools may use, so no production code ships with them.
///
/// ## The matrix: who may depend on whom
///
/// | from \ to    | app | feature | foundation | tool | test |
/// |--------------|-----|---------|------------|------|------|
/// | `app`        | no  | yes     | yes        | no   | no   |
/// | `feature`    | no  | no      | yes, except host-only | no | no |
/// | `foundation` | no  | no      | yes        | no   | no   |
/// | `tool`       | no  | no      | yes        | yes  | no   |
/// | `test`       | yes | yes (a feature's tests: only their own feature) | yes | yes | no |
///
/// Every forbidden cell has a rule id (``RuleID``) that the check prints next to the error.
/// The graph must also be acyclic, and every `import` must name a direct dependency or a
/// module of ``toolchainModules``.
public enum ModuleRules {
    /// Foundation modules that only apps and tests may use, each with what a feature uses instead: the
    /// protocol the module implements, which the host fills in with the real thing.
    public static let hostOnlyModules: [String: String] = [
        "EmbeddedBackend": "Networking's HTTPClient protocol",
        "DemoHost": "the Dependencies struct of the feature, filled in by the demo",
    ]

    /// Foundation modules that exist for tests (fakes, process runners): only tests and tools may use them.
    public static let testSupportModules: Set<String> = ["NetworkingTesting", "ExecutableTesting"]

    /// Modules that ship with the Swift toolchain or the operating system; importing them needs no dependency.
    public static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "_Differentiation", "SwiftShims", "RegexBuilder",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Synchronization", "Observation", "Distributed", "Cxx", "CxxStdlib",
        "Glibc", "Darwin", "Musl", "Android", "Bionic", "WASILibc", "WinSDK", "ucrt", "CRT", "os", "OSLog",
        "XCTest", "Testing", "PackagePlugin", "PackageDescription",
    ]

    /// The category the layout gives `target`, or `nil` when no rule applies (an `uncategorised` error).
    public static func category(of target: PackageTarget) -> ModuleCategory? {
        let path = target.path + "/"
        let underSources = path.hasPrefix("Sources/")
        if target.kind == .test { return .test }
        if target.kind == .plugin || path.hasPrefix("Plugins/") || path.hasPrefix("Benchmarks/") { return .tool }
        if target.kind == .regular && underSources && target.name.hasSuffix("Feature") { return .feature }
        if target.kind == .executable && (underSources || path.hasPrefix("Demos/")) { return .app }
        if underSources { return .foundation }
        return nil
    }

    /// The rule the edge `from -> to` breaks and why, or `nil` when the matrix allows it.
    ///
    /// `from` and `to` are target names; their categories are given. A feature's test target is
    /// recognised by its name, `<Feature>Tests`.
    public static func edgeViolation(
        from: String, _ fromCategory: ModuleCategory, to: String, _ toCategory: ModuleCategory
    ) -> EdgeViolation? {
        switch (fromCategory, toCategory) {
        case (.test, .test):
            return EdgeViolation(rule: .testIsolation, reason: "a test target cannot depend on another test target")
        case (.test, .feature) where from.hasSuffix("FeatureTests") && from != to + "Tests":
            return EdgeViolation(rule: .testIsolation, reason: "a feature's tests cannot depend on a different feature")
        case (.test, _):
            return nil
        case (.app, .foundation) where testSupportModules.contains(to),
            (.feature, .foundation) where testSupportModules.contains(to),
            (.foundation, .foundation) where testSupportModules.contains(to):
            return EdgeViolation(rule: .testSupport, reason: "only tests and tools may depend on test support")
        case (_, .test):
            return EdgeViolation(rule: .testIsolation, reason: "only the test runner may depend on a test target")
        case (_, .app):
            return EdgeViolation(rule: .appIsARoot, reason: "nothing may depend on an app")
        case (.feature, .feature):
            return EdgeViolation(rule: .featureIsolation, reason: "a feature cannot depend on a feature")
        case (.foundation, .feature):
            return EdgeViolation(rule: .foundationPurity, reason: "a foundation module cannot depend on a feature")
        case (.tool, .feature):
            return EdgeViolation(rule: .toolBoundary, reason: "a tool may depend only on tools and foundation modules")
        case (.app, .tool), (.feature, .tool), (.foundation, .tool):
            return EdgeViolation(rule: .toolBoundary, reason: "only tools and tests may depend on a tool")
        case (.feature, .foundation) where hostOnlyModules[to] != nil:
            return EdgeViolation(rule: .hostOnly, reason: "a feature cannot depend on a host-only module")
        case (.app, .feature), (.app, .foundation), (.feature, .foundation), (.foundation, .foundation),
            (.tool, .foundation), (.tool, .tool):
            return nil
        }
    }
}

/// A target's architectural category (see ``ModuleRules``).
public enum ModuleCategory: String, Codable, Sendable, CaseIterable, Comparable {
    /// An executable that composes features: the composition root or a feature's demo.
    case app
    /// A vertical slice that depends on foundation modules only.
    case feature
    /// A module with one responsibility and no knowledge of any feature.
    case foundation
    /// Build-time tooling: plugins, the architecture check, benchmarks.
    case tool
    /// A test target.
    case test

    /// Orders as declared: app, feature, foundation, tool, test.
    public static func < (lhs: ModuleCategory, rhs: ModuleCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Why the matrix forbids an edge.
public struct EdgeViolation: Equatable, Sendable {
    /// The rule broken.
    public var rule: RuleID
    /// The rule in words, e.g. "a feature cannot depend on a feature".
    public var reason: String
}

/// The id printed in brackets after every error, one per rule.
public enum RuleID: String, Codable, Sendable, CaseIterable {
    /// A target the layout gives no category.
    case uncategorised
    /// A dependency that names no target of this package (ShopKit has no package dependencies).
    case unknownModule = "unknown-module"
    /// Feature -> feature.
    case featureIsolation = "feature-isolation"
    /// Foundation -> feature.
    case foundationPurity = "foundation-purity"
    /// Anything but a test -> app.
    case appIsARoot = "app-is-a-root"
    /// Feature -> a host-only module.
    case hostOnly = "host-only"
    /// Production code (an app, a feature, a foundation module) depending on a test-support module.
    case testSupport = "test-support"
    /// A tool depending on a feature or app, or a non-tool depending on a tool.
    case toolBoundary = "tool-boundary"
    /// Test -> test, or a feature's tests -> another feature.
    case testIsolation = "test-isolation"
    /// A cycle in the manifest graph or the import graph.
    case acyclic
    /// An `import` of a module that is not a direct dependency.
    case undeclaredImport = "undeclared-import"
    /// A public declaration a feature must not expose.
    case publicSurface = "public-surface"
    /// A target directory with no owner in CODEOWNERS.
    case codeowners
    /// A feature without its demo, its test target or its entry file.
    case featureShape = "feature-shape"
    /// The README's module graph differs from the generated one.
    case readmeGraph = "readme-graph"
}
