/// The module rules: the category matrix (who may depend on whom) and the rule ids. The matrix is law and lives
/// here, in code; how a target gets its category, and which modules are host-only or test support, is authored
/// in the package's `architecture.json` (``ArchitectureConfiguration``).
///
/// ## The matrix
///
/// | from \ to    | app | feature | foundation | sdk | utility | tool | test |
/// |--------------|-----|---------|------------|-----|---------|------|------|
/// | `app`        | no  | yes     | yes        | yes | yes     | no   | no   |
/// | `feature`    | no  | no      | yes, except host-only | no | yes | no | no |
/// | `foundation` | no  | no      | yes        | no  | yes     | no   | no   |
/// | `tool`       | no  | no      | yes        | no  | yes     | yes  | no   |
/// | `test`       | yes | yes (a feature's tests: only their own feature) | yes | yes | yes | yes | no |
///
/// `sdk` and `utility` are remote packages: leaves, whose own dependencies are not modelled. Test support
/// (fakes, process runners) is for tests, tools and other test support only. Every forbidden cell has a rule id (``RuleID``) that the
/// check prints next to the error. The graph must also be acyclic, and every `import` must name a direct
/// dependency or a platform module (``PlatformModules``).
public enum ModuleRules {
    /// The rule the edge `from -> to` breaks and why, or `nil` when the matrix allows it.
    ///
    /// `from` and `to` are module names with their categories; `configuration` says which are host-only or test
    /// support, and `testSupport` names more test-support modules (a feature's own mocks module); `testedFeature`
    /// is the feature whose test target `from` is, if it is one. Test support may build on test support.
    public static func edgeViolation(
        from: String, _ fromCategory: ModuleCategory, to: String, _ toCategory: ModuleCategory,
        configuration: ArchitectureConfiguration = .conventions, testSupport: Set<String> = [],
        testedFeature: String? = nil
    ) -> EdgeViolation? {
        let toTestSupport = testSupport.contains(to) || configuration.isTestSupport(to)
        let fromTestSupport = testSupport.contains(from) || configuration.isTestSupport(from)
        switch (fromCategory, toCategory) {
        case (.sdk, _), (.utility, _):
            return nil  // remote packages are leaves: their edges are not ours to check
        case (.test, .test):
            return EdgeViolation(rule: .testIsolation, reason: "a test target cannot depend on another test target")
        case (.test, .feature) where testedFeature != nil && testedFeature != to:
            return EdgeViolation(rule: .testIsolation, reason: "a feature's tests cannot depend on a different feature")
        case (.test, _):
            return nil
        case (.app, .foundation) where toTestSupport, (.feature, .foundation) where toTestSupport,
            (.foundation, .foundation) where toTestSupport && !fromTestSupport:
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
        case (.feature, .foundation) where configuration.hostOnlyEntry(to) != nil:
            return EdgeViolation(rule: .hostOnly, reason: "a feature cannot depend on a host-only module")
        case (.feature, .sdk), (.foundation, .sdk), (.tool, .sdk):
            return EdgeViolation(rule: .sdkBoundary, reason: "only an app may depend on an SDK")
        case (.app, .feature), (.app, .foundation), (.feature, .foundation), (.foundation, .foundation),
            (.tool, .foundation), (.tool, .tool), (.app, .sdk), (_, .utility):
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
    /// A remote package that is a heavyweight capability (Firebase, an analytics or payments SDK): only an app
    /// may depend on it; features receive what it does through a protocol the app fills in.
    case sdk
    /// A remote package that is a small, stable helper (Alamofire, Nuke): anyone may depend on it.
    case utility
    /// Build-time tooling: plugins, the architecture check, benchmarks.
    case tool
    /// A test target.
    case test

    /// Orders as declared: app, feature, foundation, sdk, utility, tool, test.
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
    /// A target no category rule matches, or a remote package missing from the catalogue.
    case uncategorised
    /// A dependency that names no target of this package and no product of a package it depends on.
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
    /// A feature, foundation module or tool -> an SDK.
    case sdkBoundary = "sdk-boundary"
    /// A module that is not among those `onlyThrough` names depending on the module it guards, or one of those
    /// importing it without `internal import`.
    case onlyThrough = "only-through"
    /// A cycle in the manifest graph or the import graph.
    case acyclic
    /// An `import` of a module that is neither a direct dependency nor re-exported by one.
    case undeclaredImport = "undeclared-import"
    /// A public declaration a feature must not expose.
    case publicSurface = "public-surface"
    /// A target directory with no owner in CODEOWNERS.
    case codeowners
    /// A feature without its demo, its test target or its entry file.
    case featureShape = "feature-shape"
    /// A file in a feature's layer folder importing a module that layer may not use.
    case featureLayers = "feature-layers"
    /// A declared dependency that no source file of the target imports.
    case unusedDependency = "unused-dependency"
    /// The README's module graph differs from the generated one.
    case readmeGraph = "readme-graph"
    /// A baseline entry that no longer occurs: the debt was paid, so the entry must go.
    case staleBaseline = "stale-baseline"
    /// An in-code suppression (`// architecture-check: ignore ...`) without a reason, or that silences nothing.
    case suppression
}
