import Dispatch
import Foundation

/// Everything the check found: the graph with categories and layers, each module's imports and public
/// declarations, and the diagnostics.
public struct ArchitectureReport: Sendable {
    /// The graph checked.
    public let graph: PackageGraph
    /// Targets by name.
    public let targets: [String: PackageTarget]
    /// The category of each target that has one, and of each catalogued remote package.
    public let categories: [String: ModuleCategory]
    /// The configuration the check ran with.
    public let configuration: ArchitectureConfiguration
    /// The remote packages in the graph (nodes named by their catalogue entry or identity), CocoaPods pods and
    /// linked frameworks included.
    public let remotePackages: Set<String>
    /// What each node of ``remotePackages`` is; a node missing here is a package.
    public var thirdPartyKinds: [String: ThirdPartyKind] = [:]
    /// The declared dependencies, as a graph: targets, and the remote packages whose products they use.
    public let dependencies: DirectedGraph
    /// Each module's layer: the longest distance from the app roots (apps are layer 0).
    public let layers: [String: Int]
    /// Each target's imports, in file and source order.
    public let imports: [String: [ImportDeclaration]]
    /// Each target's public declarations, sorted by place.
    public let publicDeclarations: [String: [PublicDeclaration]]
    /// Manifest edges that break a rule, with the rule.
    public let violatingEdges: [Edge: RuleID]
    /// Every broken rule not in the baseline, in check order.
    public var diagnostics: [Diagnostic]
    /// Violations the baseline records as known debt (they do not fail the check).
    public var knownViolations: [Diagnostic] = []
    /// Source files the graph lists that could not be read.
    public let unreadableFiles: [String]
    /// Imports under `#if` conditions the check cannot decide for their target without a build (`canImport` of a
    /// module it does not know): counted as uses of dependencies, never reported.
    public var undecidedImports: [String: [ImportDeclaration]] = [:]

    /// `name (category)`, or `name (uncategorised)`.
    public func describe(_ name: String) -> String {
        describeModule(name, categories, origin: targets[name]?.origin)
    }

    /// Whether `name` is an app, a feature, a foundation module or a remote package: what the README graph shows.
    public func isProductModule(_ name: String) -> Bool {
        guard let category = categories[name] else { return false }
        return category != .tool && category != .test
    }

    /// The diagnostics as findings: one per fact (``Finding/grouping(_:)``), or one per line when `everyLine`.
    public func findings(everyLine: Bool = false) -> [Finding] {
        everyLine ? Finding.eachLine(diagnostics) : Finding.grouping(diagnostics)
    }

    /// `architecture check: 23 modules, 61 edges, 0 errors (0.04 s)`, with the remote packages and the known
    /// violations when there are any. The errors are `findings` (by default one per fact); when they stand for
    /// more source lines than there are findings, the lines are counted too: `3 errors on 11 lines`.
    public func summaryLine(seconds: Double, findings: [Finding]? = nil) -> String {
        let findings = findings ?? self.findings()
        let errors = findings.count
        let lines = findings.lineCount == errors ? "" : " on \(findings.lineCount) lines"
        let packages = ThirdPartyKind.allCases.compactMap { kind -> String? in
            let count = remotePackages.count { (thirdPartyKinds[$0] ?? .package) == kind }
            return count == 0 ? nil : ", \(count) \(kind.noun)\(plural(count))"
        }.joined()
        let known =
            knownViolations.isEmpty
            ? "" : ", \(knownViolations.count) known violation\(plural(knownViolations.count)) left in the baseline"
        return "architecture check: \(graph.targets.count) modules\(packages), \(dependencies.edgeCount) edges, "
            + "\(errors) error\(plural(errors))\(lines)\(known) (\(String(format: "%.2f", seconds)) s)"
    }

    /// `errors by rule: undeclared-import 3, feature-isolation 1` over `findings` (by default one per fact), most
    /// frequent first; `nil` when clean.
    public func errorsByRule(_ findings: [Finding]? = nil) -> String? {
        let findings = findings ?? self.findings()
        guard !findings.isEmpty else { return nil }
        let counts = Dictionary(grouping: findings, by: \.diagnostic.rule).mapValues(\.count)
        let ordered = counts.sorted { ($1.value, $0.key.rawValue) < ($0.value, $1.key.rawValue) }
        return "errors by rule: " + ordered.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
    }
}

/// `s` unless `count` is 1.
func plural(_ count: Int) -> String { count == 1 ? "" : "s" }

/// `Name (category)` as messages print a module.
private func describeModule(
    _ name: String, _ categories: [String: ModuleCategory], origin: TargetOrigin? = nil
) -> String {
    "\(name) (\(categories[name]?.rawValue ?? "uncategorised")\(origin.map { ", \($0.description)" } ?? ""))"
}

/// Runs every rule over a package graph and the package's files.
public enum ArchitectureCheck {
    /// Checks `graph` under `configuration`, reading sources, CODEOWNERS and (when `readme` is given) that README
    /// through `files`; `repositoryPath` is the package's folder inside its repository (empty at the root), where
    /// a CODEOWNERS at the repository root is looked for too.
    /// `buildConfiguration` (`--configuration`) limits the builds whose `#if` conditions count to that
    /// configuration's; without it an import any configuration compiles is the target's.
    public static func run(
        _ graph: PackageGraph, files: PackageFiles, configuration: ArchitectureConfiguration = .conventions,
        readme: String? = nil, repositoryPath: String = "", buildConfiguration: String? = nil
    ) -> ArchitectureReport {
        var checker = Checker(graph: graph, configuration: configuration)
        checker.checkCategories()
        checker.checkManifestEdges()
        let scans = scanSources(of: graph, files: files)
        let decided = ConditionalImports(scans.imports, graph: graph, buildConfiguration: buildConfiguration)
        let targets = checker.targets
        checker.reExports = ReExports(
            imports: decided.counted, publicDeclarations: scans.publicDeclarations,
            moduleName: { targets[$0]?.importedName ?? $0 })
        checker.checkImports(decided.checked)
        checker.checkOnlyThroughImports(decided.checked)
        checker.checkUnusedDependencies(decided.counted)
        checker.checkFeatureLayers(decided.checked)
        checker.checkFeatureSurfaces(scans.publicDeclarations)
        checker.checkCodeOwners(files: files, repositoryPath: repositoryPath)
        checker.checkFeatureShape()
        checker.diagnostics = Suppression.apply(scans.checkComments, to: checker.diagnostics)
        var report = ArchitectureReport(
            graph: graph, targets: checker.targets, categories: checker.categories, configuration: configuration,
            remotePackages: Set(checker.packageNodes.values), thirdPartyKinds: checker.thirdPartyKinds,
            dependencies: checker.dependencies,
            layers: checker.dependencies.layers(roots: checker.names(in: .app)), imports: decided.counted,
            publicDeclarations: scans.publicDeclarations, violatingEdges: checker.violatingEdges,
            diagnostics: checker.diagnostics, unreadableFiles: scans.unreadable,
            undecidedImports: decided.undecided)
        if let readme {
            report.diagnostics += ReadmeGraph.check(report, readmePath: readme, text: files.text(readme))
        }
        return report
    }

    /// Lexes every source file once, on all cores, into imports and public declarations per target.
    static func scanSources(
        of graph: PackageGraph, files: PackageFiles
    ) -> (
        imports: [String: [ImportDeclaration]], publicDeclarations: [String: [PublicDeclaration]],
        unreadable: [String], checkComments: [String: [(file: String, comment: SwiftToken)]]
    ) {
        let jobs = graph.targets.enumerated().flatMap { target in target.element.sources.map { (target.offset, $0) } }
        let results = ResultSlots<(imports: [ImportDeclaration], surface: FileSurface, comments: [SwiftToken])?>(
            count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let file = jobs[index].1
            guard let bytes = files.bytes(file) else { return results.set(index, nil) }
            let (tokens, comments) = SwiftLexer.lex(bytes)
            let imports = ImportScanner.imports(in: tokens).map { declaration in
                var declaration = declaration
                declaration.file = file
                return declaration
            }
            results.set(index, (imports, PublicSurfaceScanner.scan(tokens, file: file), comments))
        }
        var imports: [String: [ImportDeclaration]] = [:]
        var surfaces: [String: [FileSurface]] = [:]
        var unreadable: [String] = []
        var checkComments: [String: [(file: String, comment: SwiftToken)]] = [:]
        for (index, result) in results.values.enumerated() {
            let (targetIndex, file) = jobs[index]
            let name = graph.targets[targetIndex].name
            guard let result else {
                unreadable.append(file)
                continue
            }
            imports[name, default: []] += result.imports
            surfaces[name, default: []].append(result.surface)
            for comment in result.comments { checkComments[name, default: []].append((file, comment)) }
        }
        var publicDeclarations = surfaces.mapValues(FileSurface.publicDeclarations)
        for target in graph.targets where publicDeclarations[target.name] == nil {
            publicDeclarations[target.name] = []
        }
        return (imports, publicDeclarations, unreadable, checkComments)
    }
}

/// Write-once result slots shared by concurrent workers (`DispatchQueue.concurrentPerform`): each worker sets its
/// own slot, and the caller reads them all once every worker is done.
public final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    /// `count` empty slots.
    public init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    /// Fills slot `index`.
    public func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// Every slot's value, in order; every slot must have been set.
    public var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}
