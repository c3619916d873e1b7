public import CheckConfiguration
import Foundation
public import ModuleGraph
public import SwiftSourceScanning

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
    /// What the rules could not check and say so without failing, each a `note: ...` line.
    public var notes: [String] = []
    /// The imports left unchecked because the products their targets link may bring them (products whose modules
    /// the check does not know), as one `note: ...` line (part of ``uncheckedImportNotes``).
    public var unknownProductImportsNote: String?
    /// The products Xcode targets link with no package reference that a package whose products the run does not
    /// know may provide, as one `note: ...` line (part of ``uncheckedImportNotes``).
    public var unknownPackageProductsNote: String?
    /// The dependencies left unchecked for use because they may provide a header a target's Objective-C includes and
    /// the check cannot place, as one `note: ...` line (part of ``uncheckedImportNotes``).
    public var objectiveCIncludesNote: String?

    /// What the run left unchecked among the imports, one `note: ...` line for each reason: imports a product of
    /// unknown modules may bring, products a package of unknown products may provide, dependencies that may provide a
    /// header Objective-C includes, and imports under `#if`
    /// conditions it cannot decide without a build (with each import's place and condition). Shown even with `--quiet`, since each hides a finding the check could not make.
    public var uncheckedImportNotes: [String] {
        let undecided = undecidedImports.sorted { $0.key < $1.key }.flatMap { target, declarations in
            declarations.map { (target, $0) }
        }
        var notes = [unknownProductImportsNote, unknownPackageProductsNote, objectiveCIncludesNote].compactMap { $0 }
        guard !undecided.isEmpty else { return notes }
        let count = undecided.count == 1 ? "1 import" : "\(undecided.count) imports"
        notes.append(
            "note: \(count) under #if conditions the check cannot decide without a build "
                + "\(undecided.count == 1 ? "was" : "were") not checked (each counts as a use of the dependency it "
                + "names): "
                + undecided.map { target, declaration in
                    "\(declaration.file):\(declaration.line):\(declaration.column) \(target) imports "
                        + "\(declaration.module) under #if \(declaration.condition?.description ?? "")"
                }.joined(separator: "; "))
        return notes
    }

    /// A report of `diagnostics` over `graph`, as the check makes it.
    public init(
        graph: PackageGraph, targets: [String: PackageTarget], categories: [String: ModuleCategory],
        configuration: ArchitectureConfiguration, remotePackages: Set<String>,
        thirdPartyKinds: [String: ThirdPartyKind],
        dependencies: DirectedGraph, layers: [String: Int], imports: [String: [ImportDeclaration]],
        publicDeclarations: [String: [PublicDeclaration]], violatingEdges: [Edge: RuleID], diagnostics: [Diagnostic],
        unreadableFiles: [String], undecidedImports: [String: [ImportDeclaration]] = [:]
    ) {
        self.graph = graph
        self.targets = targets
        self.categories = categories
        self.configuration = configuration
        self.remotePackages = remotePackages
        self.thirdPartyKinds = thirdPartyKinds
        self.dependencies = dependencies
        self.layers = layers
        self.imports = imports
        self.publicDeclarations = publicDeclarations
        self.violatingEdges = violatingEdges
        self.diagnostics = diagnostics
        self.unreadableFiles = unreadableFiles
        self.undecidedImports = undecidedImports
    }

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
        let modules = graph.targets.count
        let edges = dependencies.edgeCount
        return "architecture check: \(modules) module\(plural(modules))\(packages), \(edges) edge\(plural(edges)), "
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
public func plural(_ count: Int) -> String { count == 1 ? "" : "s" }

/// `Name (category)` as messages print a module.
private func describeModule(
    _ name: String, _ categories: [String: ModuleCategory], origin: TargetOrigin? = nil
) -> String {
    "\(name) (\(categories[name]?.rawValue ?? "uncategorised")\(origin.map { ", \($0.description)" } ?? ""))"
}
