import Foundation
public import ModuleGraph

/// What a package authors about its architecture, read from `architecture.json` at the package root: how a
/// target gets its category, which modules are host-only or test support, the catalogue of remote packages, the
/// feature-shape and feature-layer rules, the link-only allowances and the baseline. The category matrix is not
/// here: it is law, in `ModuleRules`.
///
/// Without a file, ``conventions`` applies: layout patterns only, no module names. Every key is documented in
/// the README's "Configuring the check" section.
public struct ArchitectureConfiguration: Sendable, Equatable {
    /// One ordered category rule: a target that matches every given field gets `category`.
    public struct CategoryRule: Sendable, Equatable {
        /// The category given.
        public var category: ModuleCategory
        /// Target kinds that match; `nil` matches any.
        public var kinds: [TargetKind]?
        /// A glob over the target's path (`*` within a path component, `**` across them); `nil` matches any.
        public var path: String?
        /// A glob over the target's name (`*`, `?`); `nil` matches any.
        public var name: String?

        /// Creates a rule.
        public init(_ category: ModuleCategory, kinds: [TargetKind]? = nil, path: String? = nil, name: String? = nil) {
            self.category = category
            self.kinds = kinds
            self.path = path
            self.name = name
        }

        /// Whether `target` matches every field of the rule.
        public func matches(_ target: PackageTarget) -> Bool {
            if let kinds, !kinds.contains(target.kind) { return false }
            if let name, !Glob.matchesName(name, target.name) { return false }
            if let path, !Glob.matchesPath(path, target.path) { return false }
            return true
        }
    }

    /// One remote package of the catalogue.
    public struct RemotePackage: Sendable, Equatable {
        /// The package identity as `.package(url:)` gives it (the URL's last component, case-insensitive).
        public var package: String
        /// `sdk`, `utility` or, for a first-party remote package, `foundation`.
        public var category: ModuleCategory
        /// Products whose modules are not named as the product: product name -> module names.
        public var products: [String: [String]]

        /// Creates a catalogue entry.
        public init(package: String, category: ModuleCategory, products: [String: [String]] = [:]) {
            self.package = package
            self.category = category
            self.products = products
        }
    }

    /// The rules that give a feature its shape; a `nil` field turns that rule off. `{base}` in a value is the
    /// feature's name without a trailing `Feature`, `{module}` its whole name.
    public struct FeatureShape: Sendable, Equatable {
        /// The entry file every feature has, relative to the feature's directory.
        public var entryFile: String?
        /// The only top-level names a feature may declare public, all in the entry file (`public-surface`).
        public var publicSurface: [String]?
        /// The demo app every feature has, and that depends on it.
        public var demo: String?
        /// The test target every feature has; it may depend on no other feature (`test-isolation`).
        public var testTarget: String?
        /// The names a feature's own test-support module may have (`{base}Mocks`): such a module may depend on
        /// its feature, and only tests, tools and other test support may depend on it.
        public var testSupport: [String]?

        /// The default names of a feature's own test-support module, beside the feature's base name
        /// (`NotesMocks`) or its whole name (`NotesFeatureTesting`, as Tuist's templates make them).
        public static let ownTestSupport = [
            "{base}Mocks", "{base}Testing", "{base}TestSupport", "{module}Mocks", "{module}Testing",
            "{module}TestSupport",
        ]

        /// Creates a feature shape.
        public init(
            entryFile: String?, publicSurface: [String]?, demo: String?, testTarget: String?,
            testSupport: [String]? = ownTestSupport
        ) {
            self.entryFile = entryFile
            self.publicSurface = publicSurface
            self.demo = demo
            self.testTarget = testTarget
            self.testSupport = testSupport
        }
    }

    /// One rule of `feature-layers`: files under `folders` of a feature may not import `forbiddenImports`.
    public struct LayerRule: Sendable, Equatable {
        /// Folders directly inside a feature's directory (`Domain`).
        public var folders: [String]
        /// Modules those files may not import.
        public var forbiddenImports: [String]
        /// The fix printed with the error, when the default one is not enough.
        public var note: String?

        /// Creates a layer rule.
        public init(folders: [String], forbiddenImports: [String], note: String? = nil) {
            self.folders = folders
            self.forbiddenImports = forbiddenImports
            self.note = note
        }
    }

    /// Ordered category rules; the first that matches wins.
    public var categoryRules: [CategoryRule]
    /// Per-module categories that win over the rules.
    public var moduleCategories: [String: ModuleCategory]
    /// Name globs of host-only foundation modules, each with what a feature uses instead (`nil`: a protocol).
    public var hostOnly: [(pattern: String, instead: String?)]
    /// Name globs of test-support modules: only tests and tools may depend on them.
    public var testSupport: [String]
    /// Module names importable with no dependency, besides `PlatformModules`.
    public var platformModules: Set<String>
    /// The remote package catalogue.
    public var packages: [RemotePackage]
    /// Dependencies targets keep without importing them (to link, or a support set every such target gets):
    /// target name glob -> dependency names.
    public var linkOnly: [String: Set<String>]
    /// Modules only some modules may depend on (``OnlyThrough``), such as an SDK kept behind one module.
    public var onlyThrough: [OnlyThrough] = []
    /// An order among modules (``Layers``): each may depend only on modules of lower layers.
    public var layers = Layers.none
    /// The feature-shape rules.
    public var feature: FeatureShape
    /// Whether `feature-layers` runs.
    public var featureLayersEnabled: Bool
    /// The rules of `feature-layers`.
    public var featureLayers: [LayerRule]
    /// Whether every module directory needs an owner in CODEOWNERS (`codeowners`).
    public var requiresCodeOwners: Bool
    /// Whether the file asks for owners (`"rules": {"codeowners": true}`): then a missing CODEOWNERS file is an
    /// error; by default it is a note, since a package without the file has chosen no owners yet.
    public var asksForCodeOwners = false
    /// Whether a declared dependency that nothing imports is an error (`unused-dependency`).
    public var reportsUnusedDependencies: Bool
    /// The baseline file, relative to the package root.
    public var baseline: String?
    /// The file this was read from, relative to the package root; `nil` for the conventions.
    public var file: String?
    /// Module names the file mentions that must be targets (`modules`, `linkOnly`), with their line.
    var namedModules: [(name: String, line: Int, column: Int, key: String)] = []

    /// The defaults without a file: layout conventions, no module names.
    public static let conventions = ArchitectureConfiguration(
        categoryRules: [
            CategoryRule(.test, kinds: [.test]),
            CategoryRule(.tool, kinds: [.plugin, .macro]),
            CategoryRule(.tool, path: "Plugins/**"),
            CategoryRule(.tool, path: "Benchmarks/**"),
            CategoryRule(.feature, kinds: [.regular], path: "Sources/**", name: "*Feature"),
            CategoryRule(.app, kinds: [.executable], path: "Sources/**"),
            CategoryRule(.app, kinds: [.executable], path: "Demos/**"),
            CategoryRule(.foundation, path: "Sources/**"),
        ],
        moduleCategories: [:],
        hostOnly: [("*Host", nil), ("Embedded*", nil)],
        testSupport: ["*Testing", "*TestSupport"],
        platformModules: [],
        packages: [],
        linkOnly: [:],
        feature: FeatureShape(
            entryFile: "{base}Entry.swift", publicSurface: ["{base}Entry", "{base}Dependencies", "{base}Output"],
            demo: "{base}Demo", testTarget: "{module}Tests"),
        featureLayersEnabled: true,
        featureLayers: [
            LayerRule(
                folders: ["State", "Domain", "Data"], forbiddenImports: ["SwiftUI", "UIKit", "AppKit", "WatchKit"])
        ],
        requiresCodeOwners: true,
        reportsUnusedDependencies: true,
        baseline: nil,
        file: nil)

    /// Compares everything but the places of module names.
    public static func == (lhs: ArchitectureConfiguration, rhs: ArchitectureConfiguration) -> Bool {
        lhs.categoryRules == rhs.categoryRules && lhs.moduleCategories == rhs.moduleCategories
            && lhs.hostOnly.map(\.pattern) == rhs.hostOnly.map(\.pattern)
            && lhs.hostOnly.map(\.instead) == rhs.hostOnly.map(\.instead) && lhs.testSupport == rhs.testSupport
            && lhs.platformModules == rhs.platformModules && lhs.packages == rhs.packages
            && lhs.linkOnly == rhs.linkOnly && lhs.onlyThrough == rhs.onlyThrough && lhs.layers == rhs.layers
            && lhs.feature == rhs.feature
            && lhs.featureLayersEnabled == rhs.featureLayersEnabled && lhs.featureLayers == rhs.featureLayers
            && lhs.requiresCodeOwners == rhs.requiresCodeOwners && lhs.asksForCodeOwners == rhs.asksForCodeOwners
            && lhs.reportsUnusedDependencies == rhs.reportsUnusedDependencies && lhs.baseline == rhs.baseline
            && lhs.file == rhs.file
    }

    // MARK: Questions the rules ask

    /// The category `target` gets: its override, else the first matching rule, else `nil` (uncategorised).
    public func category(of target: PackageTarget) -> ModuleCategory? {
        if let origin = target.origin { return category(of: target, in: origin) }
        return moduleCategories[target.name] ?? categoryRules.first { $0.matches(target) }?.category
    }

    /// Whether `module` is host-only, and what a feature uses instead when the file says.
    public func hostOnlyEntry(_ module: String) -> (pattern: String, instead: String?)? {
        hostOnly.first { Glob.matchesName($0.pattern, module) }
    }

    /// The dependencies `target` may keep without importing them: the union of every matching `linkOnly` entry.
    public func linkOnlyDependencies(of target: String) -> Set<String> {
        linkOnly.reduce(into: Set<String>()) { result, entry in
            if Glob.matchesName(entry.key, target) { result.formUnion(entry.value) }
        }
    }

    /// Whether `module` is test support.
    public func isTestSupport(_ module: String) -> Bool {
        testSupport.contains { Glob.matchesName($0, module) }
    }

    /// Whether importing `module` needs no dependency: an Apple SDK or toolchain module, or one the file adds.
    public func isPlatformModule(_ module: String) -> Bool {
        PlatformModules.all.contains(module) || platformModules.contains(module)
    }

    /// The catalogue entry of the package with `identity` (case-insensitive).
    public func remotePackage(_ identity: String) -> RemotePackage? {
        let lowered = identity.lowercased()
        return packages.first { $0.package.lowercased() == lowered }
    }

    /// A feature-shape value with `{base}` and `{module}` filled in for `feature`.
    public static func expand(_ template: String, feature: String) -> String {
        let base = feature.hasSuffix("Feature") && feature != "Feature" ? String(feature.dropLast(7)) : feature
        return template.replacingOccurrences(of: "{base}", with: base).replacingOccurrences(
            of: "{module}", with: feature)
    }

    /// Where a message points for a configuration key: `architecture.json`, or `the conventions` without a file.
    var displayName: String { file ?? "the built-in conventions" }
}

/// Glob matching for names and paths.
enum Glob {
    /// `*` and `?` over a whole name.
    static func matchesName(_ pattern: String, _ name: String) -> Bool {
        PathPattern.glob(Array(pattern), matches: Array(name))
    }

    /// `pattern` over a `/`-separated path: `**` is any number of components, `*` and `?` stay in one.
    static func matchesPath(_ pattern: String, _ path: String) -> Bool {
        let patternParts = pattern.split(separator: "/").map(String.init)
        let pathParts = path.split(separator: "/").map(String.init)
        return match(patternParts[...], pathParts[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return match(pattern.dropFirst(), path) || (!path.isEmpty && match(pattern, path.dropFirst()))
        }
        guard let name = path.first, matchesName(first, name) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}
