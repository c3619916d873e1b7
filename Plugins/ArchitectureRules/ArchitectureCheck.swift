import Dispatch
import Foundation

/// Everything the check found: the graph with categories and layers, each module's imports and public
/// declarations, and the diagnostics.
public struct ArchitectureReport: Sendable {
    /// The graph checked.
    public let graph: PackageGraph
    /// Targets by name.
    public let targets: [String: PackageTarget]
    /// The category of each target that has one.
    public let categories: [String: ModuleCategory]
    /// The declared dependencies, as a graph.
    public let dependencies: DirectedGraph
    /// Each module's layer: the longest distance from the app roots (apps are layer 0).
    public let layers: [String: Int]
    /// Each target's imports, in file and source order.
    public let imports: [String: [ImportDeclaration]]
    /// Each target's public declarations, sorted by place.
    public let publicDeclarations: [String: [PublicDeclaration]]
    /// Manifest edges that break a rule, with the rule.
    public let violatingEdges: [Edge: RuleID]
    /// Every broken rule, in check order.
    public var diagnostics: [Diagnostic]
    /// Source files the graph lists that could not be read.
    public let unreadableFiles: [String]

    /// `name (category)`, or `name (uncategorised)`.
    public func describe(_ name: String) -> String {
        describeModule(name, categories)
    }

    /// Whether `name` is an app, a feature or a foundation module: what the README graph shows.
    public func isProductModule(_ name: String) -> Bool {
        guard let category = categories[name] else { return false }
        return category == .app || category == .feature || category == .foundation
    }

    /// `architecture check: 23 modules, 61 edges, 0 errors (0.04 s)`.
    public func summaryLine(seconds: Double) -> String {
        let errors = diagnostics.count
        return "architecture check: \(graph.targets.count) modules, \(dependencies.edgeCount) edges, "
            + "\(errors) error\(errors == 1 ? "" : "s") (\(String(format: "%.2f", seconds)) s)"
    }
}

/// `Name (category)` as messages print a module.
private func describeModule(_ name: String, _ categories: [String: ModuleCategory]) -> String {
    "\(name) (\(categories[name]?.rawValue ?? "uncategorised"))"
}

/// Runs every rule over a package graph and the package's files.
public enum ArchitectureCheck {
    /// Checks `graph`, reading sources, CODEOWNERS and (when `readme` is given) that README through `files`.
    public static func run(_ graph: PackageGraph, files: PackageFiles, readme: String? = nil) -> ArchitectureReport {
        var checker = Checker(graph: graph)
        checker.checkCategories()
        checker.checkManifestEdges()
        let scans = scanSources(of: graph, files: files)
        checker.checkImports(scans.imports)
        checker.checkFeatureSurfaces(scans.publicDeclarations)
        checker.checkCodeOwners(files: files)
        checker.checkFeatureShape()
        var report = ArchitectureReport(
            graph: graph, targets: checker.targets, categories: checker.categories, dependencies: checker.dependencies,
            layers: checker.dependencies.layers(roots: checker.names(in: .app)), imports: scans.imports,
            publicDeclarations: scans.publicDeclarations, violatingEdges: checker.violatingEdges,
            diagnostics: checker.diagnostics, unreadableFiles: scans.unreadable)
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
        unreadable: [String]
    ) {
        let jobs = graph.targets.enumerated().flatMap { target in target.element.sources.map { (target.offset, $0) } }
        let results = ResultSlots<(imports: [ImportDeclaration], surface: FileSurface)?>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let file = jobs[index].1
            guard let bytes = files.bytes(file) else { return results.set(index, nil) }
            let tokens = SwiftLexer.tokenize(bytes)
            let imports = ImportScanner.imports(in: tokens).map { declaration in
                var declaration = declaration
                declaration.file = file
                return declaration
            }
            results.set(index, (imports, PublicSurfaceScanner.scan(tokens, file: file)))
        }
        var imports: [String: [ImportDeclaration]] = [:]
        var surfaces: [String: [FileSurface]] = [:]
        var unreadable: [String] = []
        for (index, result) in results.values.enumerated() {
            let (targetIndex, file) = jobs[index]
            let name = graph.targets[targetIndex].name
            guard let result else {
                unreadable.append(file)
                continue
            }
            imports[name, default: []] += result.imports
            surfaces[name, default: []].append(result.surface)
        }
        var publicDeclarations = surfaces.mapValues(FileSurface.publicDeclarations)
        for target in graph.targets where publicDeclarations[target.name] == nil {
            publicDeclarations[target.name] = []
        }
        return (imports, publicDeclarations, unreadable)
    }
}

/// Write-once result slots shared by concurrent workers.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage.map { $0! }
    }
}

/// The rules, applied one after another, collecting diagnostics.
private struct Checker {
    let graph: PackageGraph
    let targets: [String: PackageTarget]
    let categories: [String: ModuleCategory]
    let dependencies: DirectedGraph
    var diagnostics: [Diagnostic] = []
    var violatingEdges: [Edge: RuleID] = [:]
    private var reachableCache: [String: Set<String>] = [:]

    init(graph: PackageGraph) {
        self.graph = graph
        targets = Dictionary(graph.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        categories = targets.compactMapValues(ModuleRules.category(of:))
        dependencies = DirectedGraph(graph)
    }

    func names(in category: ModuleCategory) -> [String] {
        categories.filter { $0.value == category }.keys.sorted()
    }

    private var sortedTargets: [PackageTarget] { graph.targets.sorted { $0.name < $1.name } }

    private func describe(_ name: String) -> String {
        describeModule(name, categories)
    }

    /// Records a broken rule; `module` is the target at fault.
    private mutating func add(
        _ rule: RuleID, _ module: String?, _ message: String, note: String, at location: SourceLocation? = nil
    ) {
        diagnostics.append(Diagnostic(rule, message, note: note, at: location, module: module))
    }

    // MARK: Categories and the matrix

    mutating func checkCategories() {
        for target in sortedTargets where categories[target.name] == nil {
            add(
                .uncategorised, target.name,
                "\(target.name) (\(target.kind.rawValue) target at \(target.path)/) has no category",
                note: "move it under Sources/ (foundation; feature if its name ends in Feature; app if executable), "
                    + "Demos/ (app), Plugins/ or Benchmarks/ (tool), or make it a test target")
        }
    }

    mutating func checkManifestEdges() {
        for target in sortedTargets {
            for dependency in Set(target.dependencies).sorted() {
                guard targets[dependency] != nil else {
                    add(
                        .unknownModule, target.name,
                        "\(target.name) depends on \(dependency), which is not a target of this package",
                        note:
                            "ShopKit takes no package dependencies: remove \"\(dependency)\" from the dependencies of "
                            + "\(target.name) in Package.swift, or add \(dependency) as a target")
                    continue
                }
                guard let violation = violation(from: target.name, to: dependency) else { continue }
                violatingEdges[Edge(target.name, dependency)] = violation.rule
                add(
                    violation.rule, target.name,
                    "\(describe(target.name)) -> \(describeTarget(dependency)): \(violation.reason)",
                    note: "remove \"\(dependency)\" from the dependencies of \(target.name) in Package.swift; "
                        + remedy(violation.rule, from: target.name, to: dependency))
            }
        }
        checkIndirectHostOnlyDependencies()
        for cycle in dependencies.cycles() {
            for (from, to) in zip(cycle, cycle.dropFirst()) { violatingEdges[Edge(from, to)] = .acyclic }
            add(
                .acyclic, cycle[0], "dependency cycle: \(cycle.joined(separator: " -> "))",
                note: "remove one of these dependencies from Package.swift and move the code both sides need into a "
                    + "module below them")
        }
    }

    /// A feature must not reach a host-only module through another module either: it would see it in that
    /// module's API. Only paths whose every edge is otherwise allowed count (a broken edge on the way is
    /// reported already); the first edge of the path is the one to cut.
    private mutating func checkIndirectHostOnlyDependencies() {
        let broken = violatingEdges
        let allowedEdges = DirectedGraph(
            adjacency: dependencies.successors.reduce(into: [:]) { result, entry in
                result[entry.key] = entry.value.filter { broken[Edge(entry.key, $0)] == nil }
            })
        for feature in names(in: .feature) {
            for hostOnly in ModuleRules.hostOnlyModules.keys.sorted() {
                guard let path = allowedEdges.shortestPath(from: feature, to: hostOnly), path.count > 2 else {
                    continue
                }
                violatingEdges[Edge(path[0], path[1])] = .hostOnly
                add(
                    .hostOnly, feature,
                    "\(describe(feature)) -> \(path.dropFirst().dropLast().joined(separator: " -> ")) -> "
                        + "\(describeTarget(hostOnly)): a feature cannot depend on a host-only module, even indirectly",
                    note: "remove \"\(path[1])\" from the dependencies of \(feature) in Package.swift, or cut "
                        + "\(path[1])'s path to \(hostOnly); " + remedy(.hostOnly, from: feature, to: hostOnly))
            }
        }
    }

    private func violation(from: String, to: String) -> EdgeViolation? {
        guard let fromCategory = categories[from], let toCategory = categories[to] else { return nil }
        return ModuleRules.edgeViolation(from: from, fromCategory, to: to, toCategory)
    }

    /// `EmbeddedBackend (foundation, host-only)` for host-only modules.
    private func describeTarget(_ name: String) -> String {
        guard ModuleRules.hostOnlyModules[name] != nil, let category = categories[name] else { return describe(name) }
        return "\(name) (\(category.rawValue), host-only)"
    }

    /// The second half of a fix note: what to do instead of the edge.
    private func remedy(_ rule: RuleID, from: String, to: String) -> String {
        switch rule {
        case .featureIsolation:
            let output = from.hasSuffix("Feature") ? String(from.dropLast("Feature".count)) + "Output" : "its Output"
            return "emit a case of \(output) and let the app route it to \(to), or move the shared code into a "
                + "foundation module"
        case .foundationPurity:
            return "move what \(from) needs from \(to) down into a foundation module"
        case .appIsARoot:
            return "an app is a composition root; move the code both need into a foundation module"
        case .hostOnly:
            return
                "depend on \(ModuleRules.hostOnlyModules[to] ?? "the protocol it implements") and let the app inject "
                + to
        case .toolBoundary:
            return "tools build on tools and foundation modules only, and only tools and tests use a tool"
        case .testIsolation:
            return "a test target tests its own module; share fakes through a foundation module"
        case .testSupport:
            return "fakes and test runners stay out of shipped code; inject the real thing through Dependencies"
        default:
            return "see ModuleRules.swift for the allowed edges"
        }
    }

    // MARK: Imports

    mutating func checkImports(_ imports: [String: [ImportDeclaration]]) {
        var importGraph: [String: [String]] = [:]
        var firstImport: [Edge: ImportDeclaration] = [:]
        for target in sortedTargets {
            importGraph[target.name] = []
            let declared = Set(target.dependencies)
            for declaration in imports[target.name] ?? [] {
                let module = declaration.module
                guard module != target.name, !ModuleRules.toolchainModules.contains(module) else { continue }
                if targets[module] != nil {
                    importGraph[target.name, default: []].append(module)
                    if firstImport[Edge(target.name, module)] == nil {
                        firstImport[Edge(target.name, module)] = declaration
                    }
                }
                if !declared.contains(module) { checkUndeclaredImport(declaration, in: target) }
            }
        }
        let reported = Set(dependencies.cycles())
        for cycle in DirectedGraph(adjacency: importGraph).cycles() where !reported.contains(cycle) {
            let hops = zip(cycle, cycle.dropFirst()).compactMap { firstImport[Edge($0, $1)] }
            add(
                .acyclic, cycle[0], "import cycle: \(cycle.joined(separator: " -> "))",
                note: "remove one of these imports: "
                    + hops.map { "\($0.file):\($0.line):\($0.column) imports \($0.module)" }.joined(separator: "; "))
        }
    }

    /// An import of a module `target` does not declare: unknown, forbidden by the matrix, or merely undeclared.
    private mutating func checkUndeclaredImport(_ declaration: ImportDeclaration, in target: PackageTarget) {
        let module = declaration.module
        let location = declaration.location
        guard targets[module] != nil else {
            add(
                .undeclaredImport, target.name,
                "\(target.name) imports \(module), which is neither a target of this package nor a toolchain module",
                note: "remove the import (ShopKit takes no package dependencies), or, if \(module) ships with the "
                    + "toolchain, add it to ModuleRules.toolchainModules", at: location)
            return
        }
        if let violation = violation(from: target.name, to: module) {
            add(
                violation.rule, target.name,
                "\(describe(target.name)) imports \(describeTarget(module)): \(violation.reason)",
                note: "remove the import; " + remedy(violation.rule, from: target.name, to: module), at: location)
            return
        }
        let message = "\(target.name) imports \(module), which is not one of its dependencies"
        if reachable(from: module).contains(target.name) {
            add(
                .undeclaredImport, target.name, message,
                note: "remove the import: \(module) already depends on \(target.name), so declaring it would make a "
                    + "cycle; move what \(target.name) needs into a module below both", at: location)
            return
        }
        let through = Set(target.dependencies).sorted().filter { dependency in
            violatingEdges[Edge(target.name, dependency)] == nil && reachable(from: dependency).contains(module)
        }
        let declare = "add \"\(module)\" to the dependencies of \(target.name) in Package.swift"
        add(
            .undeclaredImport, target.name, message,
            note: through.isEmpty
                ? declare : "\(module) is reachable only through \(through.joined(separator: ", ")); \(declare)",
            at: location)
    }

    /// `name` and everything it depends on, transitively.
    private mutating func reachable(from name: String) -> Set<String> {
        if let cached = reachableCache[name] { return cached }
        let result = dependencies.reachable(from: [name]).union([name])
        reachableCache[name] = result
        return result
    }

    // MARK: Public surface

    mutating func checkFeatureSurfaces(_ declarations: [String: [PublicDeclaration]]) {
        for feature in names(in: .feature) {
            guard let target = targets[feature] else { continue }
            let base = String(feature.dropLast("Feature".count))
            let allowed = ["Entry", "Dependencies", "Output"].map { base + $0 }
            let entryFile = "\(target.path)/\(base)Entry.swift"
            for declaration in declarations[feature] ?? [] {
                let allowedName = allowed.contains(declaration.rootName)
                guard !allowedName || declaration.file != entryFile else { continue }
                add(
                    .publicSurface, feature,
                    "\(feature) exposes public \(declaration.kind) \(declaration.qualifiedName); a feature may expose "
                        + "only \(allowed[0]), \(allowed[1]) and \(allowed[2]), declared in \(base)Entry.swift",
                    note: allowedName
                        ? "move it into \(entryFile), or make it internal"
                        : "make \(declaration.qualifiedName) internal (drop \"public\"), or nest it inside "
                            + "\(allowed[0]), \(allowed[1]) or \(allowed[2])",
                    at: SourceLocation(file: declaration.file, line: declaration.line, column: declaration.column))
            }
        }
    }

    // MARK: Ownership and shape

    mutating func checkCodeOwners(files: PackageFiles) {
        let found = CodeOwners.searchPaths.lazy.compactMap { path in files.text(path).map { (path, $0) } }.first
        guard let (path, text) = found else {
            add(
                .codeowners, nil, "no CODEOWNERS file (looked for \(CodeOwners.searchPaths.joined(separator: ", ")))",
                note: "create CODEOWNERS with a line per module directory, e.g. "
                    + "\"/Sources/Networking/ @shopkit/platform-team\"")
            return
        }
        let owners = CodeOwners(parsing: text)
        for target in sortedTargets where categories[target.name] != .test {
            let line = "/\(target.path)/ @<team>"
            if let rule = owners.rule(forDirectory: target.path) {
                guard rule.owners.isEmpty else { continue }
                add(
                    .codeowners, target.name,
                    "\(describe(target.name)) at \(target.path)/ is left unowned by the pattern \"\(rule.pattern)\"",
                    note: "give that line an owner, or add \"\(line)\" after it",
                    at: SourceLocation(file: path, line: rule.line, column: 1))
            } else {
                add(
                    .codeowners, target.name, "\(describe(target.name)) at \(target.path)/ has no owner in \(path)",
                    note: "add a line such as \"\(line)\" to \(path)")
            }
        }
    }

    mutating func checkFeatureShape() {
        for feature in names(in: .feature) {
            guard let target = targets[feature] else { continue }
            let base = String(feature.dropLast("Feature".count))
            let demo = base + "Demo"
            let tests = feature + "Tests"
            let entryFile = "\(target.path)/\(base)Entry.swift"
            let demoLine =
                ".executableTarget(name: \"\(demo)\", dependencies: [\"\(feature)\"], path: \"Demos/\(demo)\")"
            if let demoTarget = targets[demo] {
                if demoTarget.kind != .executable || !(demoTarget.path + "/").hasPrefix("Demos/") {
                    add(
                        .featureShape, feature, "\(feature)'s demo \(demo) is not an executable target under Demos/",
                        note: "declare it in Package.swift as \(demoLine)")
                } else if !demoTarget.dependencies.contains(feature) {
                    add(
                        .featureShape, feature, "\(feature)'s demo \(demo) does not depend on \(feature)",
                        note: "add \"\(feature)\" to the dependencies of \(demo) in Package.swift")
                }
            } else {
                add(
                    .featureShape, feature, "\(describe(feature)) has no demo app \(demo)",
                    note: "add \(demoLine) to Package.swift, running the feature alone on the embedded backend")
            }
            if let testTarget = targets[tests] {
                if !testTarget.dependencies.contains(feature) {
                    add(
                        .featureShape, feature, "\(feature)'s test target \(tests) does not depend on \(feature)",
                        note: "add \"\(feature)\" to the dependencies of \(tests) in Package.swift")
                }
            } else {
                add(
                    .featureShape, feature, "\(describe(feature)) has no test target \(tests)",
                    note: "add .testTarget(name: \"\(tests)\", dependencies: [\"\(feature)\"]) to Package.swift")
            }
            if !target.sources.contains(entryFile) {
                add(
                    .featureShape, feature, "\(describe(feature)) has no entry file \(entryFile)",
                    note: "declare \(base)Entry, \(base)Dependencies and \(base)Output there; it is the feature's only "
                        + "public file")
            }
        }
    }
}
