/// A target's architectural category (see `ModuleRules`).
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
