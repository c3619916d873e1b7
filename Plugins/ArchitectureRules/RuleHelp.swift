/// What each rule is for, in words a report for CI shows beside a finding (SARIF's rule entries).
extension RuleID {
    /// The rule in one sentence.
    public var summary: String {
        switch self {
        case .uncategorised: return "Every target and remote package has a category."
        case .unknownModule: return "Every dependency names a target or a product of a known package."
        case .featureIsolation: return "A feature does not depend on another feature."
        case .foundationPurity: return "A foundation module does not depend on a feature."
        case .appIsARoot: return "Nothing but a test depends on an app."
        case .hostOnly: return "A feature does not reach a host-only module, directly or through another module."
        case .testSupport: return "Only tests, tools and other test support depend on test support."
        case .toolBoundary: return "Tools build on tools and foundation modules; only tools and tests use a tool."
        case .testIsolation: return "A test target tests its own module: no test on another test or feature."
        case .sdkBoundary: return "Only an app depends on an SDK."
        case .onlyThrough: return "A module kept behind others is reached only through them, and they never expose it."
        case .acyclic: return "The dependency graph and the import graph have no cycle."
        case .undeclaredImport:
            return "Every import names a declared dependency, a module one of them re-exports, or a platform module."
        case .publicSurface: return "A feature exposes only its entry, dependencies and output types."
        case .codeowners: return "Every module directory has an owner in CODEOWNERS."
        case .featureShape: return "Every feature has its entry file, its demo app and its test target."
        case .featureLayers: return "A feature's layer folders import only what their layer may use."
        case .unusedDependency: return "Every declared dependency is imported by the target that declares it."
        case .readmeGraph: return "The README's module graph matches the package."
        case .staleBaseline: return "Every baseline entry still occurs."
        case .suppression: return "Every in-code suppression gives a reason and still silences a finding."
        }
    }

    /// Why the rule exists and the usual fix.
    public var help: String {
        switch self {
        case .uncategorised:
            return "The rules are a matrix over categories (app, feature, foundation, tool, test; sdk and utility for "
                + "remote packages). Give the module a category under \"modules\" or a \"categories\" rule in "
                + "architecture.json, and each remote package one under \"packages\"."
        case .unknownModule:
            return "A dependency that resolves to nothing is a typo or a product whose package the check cannot "
                + "find. Correct the name, or write .product(name:package:)."
        case .featureIsolation:
            return "Features that import each other cannot be built, tested or deleted alone. Emit an output case "
                + "and let the app route it, or move the shared code into a foundation module."
        case .foundationPurity:
            return "Foundation modules sit below every feature. Move what the module needs from the feature down "
                + "into a foundation module."
        case .appIsARoot:
            return "An app is a composition root. Move the code both sides need into a foundation module."
        case .hostOnly:
            return "Host-only modules (a backend, a demo host) are constructed by apps and tests. A feature depends on "
                + "the protocol they implement and receives them by injection."
        case .testSupport:
            return "Fakes and test runners stay out of shipped code. Inject the real thing through the feature's "
                + "dependencies instead."
        case .toolBoundary:
            return "Build-time tooling must not pull product code in, and product code must not ship tooling."
        case .testIsolation:
            return "A test target tests its own module. Share fakes through a test-support module, not another "
                + "test target or feature."
        case .sdkBoundary:
            return "Heavyweight SDKs are the app's choice. Declare a protocol for the capability in the feature's "
                + "dependencies, implement it in the app with the SDK, and inject it."
        case .onlyThrough:
            return "A module named in \"onlyThrough\" (a provider's SDK, say) is one audit scope: only the modules "
                + "listed for it may depend on it, and they import it with internal import, so none of its types "
                + "appears in their public API. Depend on the module in front of it instead."
        case .acyclic:
            return "A cycle makes its modules one unit. Remove one edge of the cycle and move the code both sides "
                + "need into a module below them."
        case .undeclaredImport:
            return "An import that works only because something else linked the module breaks when that changes. "
                + "Declare the dependency, or remove the import. A module a declared dependency re-exports with "
                + "@_exported import is part of that dependency's interface and needs no declaration."
        case .publicSurface:
            return "A feature's public API is its entry, dependencies and output, in its entry file. Make anything "
                + "else internal or nest it inside those types."
        case .codeowners:
            return "Every module has a team that reviews its changes. Add a CODEOWNERS line for its directory."
        case .featureShape:
            return "A feature runs alone in its demo and is tested by its own test target, through its entry file."
        case .featureLayers:
            return "State, domain and data code stays free of UI and I/O frameworks so it can be tested alone. Move "
                + "the code that needs the framework into a folder that may use it."
        case .unusedDependency:
            return "A dependency nothing imports costs rebuilds and draws a false edge. Remove it, or list it under "
                + "\"linkOnly\" when it is needed only to link. A dependency the target sees through another "
                + "module's @_exported import, or that re-exports a module the target imports, is used."
        case .readmeGraph:
            return "The README shows the generated module graph. Regenerate it with --update-readme."
        case .staleBaseline:
            return "Debt that was paid leaves the baseline, so it cannot come back unnoticed. Delete the entry."
        case .suppression:
            return "A finding accepted in the code says why, next to the code, and the acceptance goes when the "
                + "finding does: // architecture-check: ignore <rule> <module> — <reason>."
        }
    }
}
