/// The rules, applied one after another, collecting diagnostics. The graph's nodes are the targets and the remote
/// packages whose products they use; the rules over sources are in the extensions of the other files.
struct Checker {
    let graph: PackageGraph
    let configuration: ArchitectureConfiguration
    let targets: [String: PackageTarget]
    /// Categories of targets and of catalogued remote packages.
    let categories: [String: ModuleCategory]
    /// Declared dependencies, targets and remote packages alike.
    let dependencies: DirectedGraph
    /// The remote package each product dependency resolves to, keyed by product name: the node's name.
    let packageNodes: [String: String]
    /// What each of those nodes is: a package, a CocoaPods pod or a linked framework.
    let thirdPartyKinds: [String: ThirdPartyKind]
    /// The target whose module `import` names: module name -> target name.
    let moduleOwners: [String: String]
    /// Modules of products: module name -> (package node, product name).
    let productModules: [String: (package: String, product: String)]
    /// The feature whose test target each feature test target is.
    let testedFeatures: [String: String]
    /// Each feature's own test-support modules (`NotesMocks` beside `NotesFeature`): module -> feature.
    let ownTestSupport: [String: String]
    /// What modules re-export (`@_exported import`), read from the sources before the import rules run.
    var reExports = ReExports.none
    var diagnostics: [Diagnostic] = []
    var violatingEdges: [Edge: RuleID] = [:]
    private var reachableCache: [String: Set<String>] = [:]
    /// Product dependencies no package could be found for, per target.
    private(set) var unresolvedProducts: [String: [String]] = [:]

    init(graph: PackageGraph, configuration: ArchitectureConfiguration) {
        self.graph = graph
        self.configuration = configuration
        targets = Dictionary(graph.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var categories = targets.compactMapValues(configuration.category(of:))
        moduleOwners = Dictionary(
            graph.targets.map { ($0.importedName, $0.name) }, uniquingKeysWith: { first, _ in first })

        // Resolve every product dependency to a package node; categorise the nodes from the catalogue.
        let declaredPackages = Dictionary(
            graph.packages.map { ($0.identity.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        func nodeName(_ identity: String) -> String {
            configuration.remotePackage(identity)?.package ?? declaredPackages[identity.lowercased()]?.identity
                ?? identity
        }
        func package(of product: ProductDependency) -> String? {
            if let package = product.package { return nodeName(package) }
            if let entry = configuration.packages.first(where: { $0.products[product.name] != nil }) {
                return entry.package
            }
            if let local = graph.packages.first(where: { $0.products?[product.name] != nil }) {
                return nodeName(local.identity)
            }
            let lowered = product.name.lowercased()
            if declaredPackages[lowered] != nil || configuration.remotePackage(lowered) != nil {
                return nodeName(lowered)
            }
            return nil
        }
        var packageNodes: [String: String] = [:]
        var productModules: [String: (package: String, product: String)] = [:]
        var unresolved: [String: [String]] = [:]
        var adjacency: [String: [String]] = [:]
        for target in graph.targets {
            var successors = target.dependencies
            for product in target.products {
                guard let node = package(of: product) else {
                    unresolved[target.name, default: []].append(product.name)
                    continue
                }
                packageNodes[product.name] = node
                successors.append(node)
                adjacency[node] = adjacency[node] ?? []
                let modules = Self.modules(of: product.name, in: node, graph: graph, configuration: configuration)
                for module in modules where productModules[module] == nil {
                    productModules[module] = (node, product.name)
                }
            }
            adjacency[target.name] = successors
        }
        for entry in configuration.packages {
            for (product, modules) in entry.products {
                for module in modules where productModules[module] == nil {
                    productModules[module] = (entry.package, product)
                }
            }
        }
        for node in Set(packageNodes.values) {
            if let entry = configuration.remotePackage(node) { categories[node] = entry.category }
        }
        self.categories = categories
        self.packageNodes = packageNodes
        var kinds: [String: ThirdPartyKind] = [:]
        for package in graph.packages {
            let node = nodeName(package.identity)
            guard packageNodes.values.contains(node), kinds[node] == nil else { continue }
            kinds[node] = graph.unreadablePackage(node) == nil ? ThirdPartyKind(package) : .unreadablePackage
        }
        thirdPartyKinds = kinds
        self.productModules = productModules
        unresolvedProducts = unresolved
        dependencies = DirectedGraph(adjacency: adjacency)

        var tested: [String: String] = [:]
        if let pattern = configuration.feature.testTarget {
            for (name, category) in categories where category == .feature {
                tested[ArchitectureConfiguration.expand(pattern, feature: name)] = name
            }
        }
        testedFeatures = tested
        var own: [String: String] = [:]
        for (name, category) in categories where category == .feature {
            for pattern in configuration.feature.testSupport ?? [] {
                let module = ArchitectureConfiguration.expand(pattern, feature: name)
                if module != name, targets[module] != nil { own[module] = name }
            }
        }
        ownTestSupport = own
    }

    /// The modules of `product` of the package node `node`: the catalogue's map, else what a local package's
    /// manifest lists, else what ``KnownPackages`` lists for a widely used package, else the product's name as a
    /// module name.
    func modules(of product: String, in node: String) -> [String] {
        Self.modules(of: product, in: node, graph: graph, configuration: configuration)
    }

    private static func modules(
        of product: String, in node: String, graph: PackageGraph, configuration: ArchitectureConfiguration
    ) -> [String] {
        if let mapped = configuration.remotePackage(node)?.products[product] { return mapped }
        let local = graph.packages.first { $0.identity.lowercased() == node.lowercased() }?.products?[product]
        return local ?? KnownPackages.modules(of: product, inPackage: node) ?? [ModuleName.of(product)]
    }

    func names(in category: ModuleCategory) -> [String] {
        categories.filter { $0.value == category }.keys.sorted()
    }

    var sortedTargets: [PackageTarget] { graph.targets.sorted { $0.name < $1.name } }

    func describe(_ name: String) -> String {
        let origin = targets[name]?.origin.map { ", \($0.description)" } ?? ""
        return "\(name) (\(categories[name]?.rawValue ?? "uncategorised")\(origin))"
    }

    /// Records a broken rule; `module` is the target at fault, `subject` its baseline key.
    mutating func add(
        _ rule: RuleID, _ module: String?, _ message: String, note: String, at location: SourceLocation? = nil,
        subject: String? = nil, importing importedModule: String? = nil
    ) {
        diagnostics.append(
            Diagnostic(
                rule, message, note: note, at: location, module: module, subject: subject, importing: importedModule))
    }

    /// Where the package's choices are written, for notes: `architecture.json`.
    var configurationFile: String { configuration.file ?? ArchitectureConfiguration.fileName }

    // MARK: Categories and the matrix

    mutating func checkCategories() {
        let firstParty = ["app", "feature", "foundation", "tool", "test"].joined(separator: ", ")
        let conventions =
            configuration.file == nil
            ? "; without \(ArchitectureConfiguration.fileName) the conventions apply: Sources/ (foundation; feature if "
                + "its name ends in Feature; app if executable), Demos/ (app), Plugins/ or Benchmarks/ (tool), test "
                + "targets (test)" : ""
        for target in sortedTargets where categories[target.name] == nil {
            add(
                .uncategorised, target.name,
                "\(target.name) (\(target.kindName) target at \(target.path)/) has no category",
                note: "give it one in \(configurationFile): \"modules\": {\"\(target.name)\": \"<category>\"} (one of "
                    + "\(firstParty)), or a \"categories\" rule that matches its path\(conventions)",
                subject: target.name)
        }
        // An unreadable local package has its warning already; its category waits until it can be read.
        for node in Set(packageNodes.values).sorted()
        where categories[node] == nil && graph.unreadablePackage(node) == nil {
            let location = graph.packages.first { $0.identity.lowercased() == node.lowercased() }?.location
            let users = sortedTargets.filter { target in
                target.products.contains { packageNodes[$0.name] == node }
            }.map(\.name)
            if let source = podSource(node) {
                if let pod = uncategorisedPod(node, source: source, users: users) {
                    add(.uncategorised, users.first, pod.message, note: pod.note, subject: node)
                }
                continue
            }
            // A `.package(path:)` is the team's own code: its targets want categories of their own, not `sdk`.
            let isLocal = location.map { !RepositoryGraph.isRemote($0) } ?? false
            let kind =
                location.map(PrebuiltFramework.isFramework) == true
                ? "framework" : isLocal ? "local package" : "remote package"
            add(
                .uncategorised, users.first,
                "\(kind) \(node)\(location.map { " (\($0))" } ?? "") has no category; "
                    + "used by " + users.joined(separator: ", "),
                note: isLocal
                    ? "check the whole repository (--repository at its root) so that the package's targets get "
                        + "categories of their own, or add {\"package\": \"\(node)\", \"category\": \"foundation\"} to "
                        + "\"packages\" in \(configurationFile)"
                    : "add {\"package\": \"\(node)\", \"category\": \"sdk\"} to \"packages\" in \(configurationFile) "
                        + "(\"utility\" instead of \"sdk\" for a small, stable helper that any module may use)",
                subject: node)
        }
    }

    mutating func checkManifestEdges() {
        for target in sortedTargets {
            for dependency in Set(target.dependencies).sorted() {
                guard targets[dependency] != nil else {
                    add(
                        .unknownModule, target.name,
                        "\(target.name) depends on \(dependency), which is not a target of this package",
                        note: "remove \"\(dependency)\" from the dependencies of \(target.name) in "
                            + "\(manifest(of: target.name)), add "
                            + "\(dependency) as a target, or, if it is a product, write .product(name: "
                            + "\"\(dependency)\", package: \"<package>\")",
                        subject: "\(target.name) -> \(dependency)")
                    continue
                }
                checkEdge(from: target.name, to: dependency)
            }
            for product in unresolvedProducts[target.name] ?? [] {
                let packages = graph.packages.map(\.identity).sorted()
                add(
                    .unknownModule, target.name,
                    target.productType != nil
                        ? "\(target.name) links the package product \(product), which no package reference and no "
                            + "package of the repository provides"
                        : "\(target.name) depends on \(product), which is not a target of this package, and no package "
                            + "dependency is known to provide it"
                            + (packages.isEmpty ? " (the manifest declares no package dependencies)" : ""),
                    note: target.productType != nil
                        ? "\(manifest(of: target.name)) links \(product) with no package reference, and no package of "
                            + "the repository has a product of that name: in Xcode, remove \(product) from "
                            + "\(target.name)'s Frameworks, Libraries, and Embedded Content and add it again from its "
                            + "package (File > Add Package Dependencies), or list it under \"products\" of its "
                            + "package's entry in \(configurationFile)"
                        : "write .product(name: \"\(product)\", package: \"<package>\") in Package.swift, or list it "
                            + "under \"products\" of its package's entry in \(configurationFile)",
                    subject: "\(target.name) -> \(product)")
            }
            for node in Set(target.products.compactMap { packageNodes[$0.name] }).sorted() {
                checkEdge(from: target.name, to: node)
            }
        }
        checkIndirectHostOnlyDependencies()
        for cycle in dependencies.cycles() {
            for (from, to) in zip(cycle, cycle.dropFirst()) { violatingEdges[Edge(from, to)] = .acyclic }
            add(
                .acyclic, cycle[0], "dependency cycle: \(cycle.joined(separator: " -> "))",
                note: "remove one of these dependencies from Package.swift and move the code both sides need into a "
                    + "module below them",
                subject: cycle.joined(separator: " -> "))
        }
    }

    private mutating func checkEdge(from: String, to: String) {
        guard let violation = violation(from: from, to: to) else { return }
        violatingEdges[Edge(from, to)] = violation.rule
        add(
            violation.rule, from, "\(describe(from)) -> \(describeTarget(to)): \(violation.reason)",
            note: (podRemoval(from: from, to: to)
                ?? "remove \"\(dependencyName(from: from, to: to))\" from the dependencies of \(from) in \(manifest(of: from))")
                + "; " + remedy(violation.rule, from: from, to: to),
            subject: "\(from) -> \(to)")
    }

    /// What `from`'s manifest writes for the edge to `to`: the target, or the product of the package `to`.
    private func dependencyName(from: String, to: String) -> String {
        guard targets[to] == nil, let target = targets[from] else { return to }
        let products = target.products.filter { packageNodes[$0.name] == to }.map(\.name)
        return products.isEmpty ? to : products.joined(separator: "\", \"")
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
        let hostOnly = names(in: .foundation).filter { configuration.hostOnlyEntry($0) != nil }
        for feature in names(in: .feature) {
            for module in hostOnly {
                guard let path = allowedEdges.shortestPath(from: feature, to: module), path.count > 2 else {
                    continue
                }
                violatingEdges[Edge(path[0], path[1])] = .hostOnly
                add(
                    .hostOnly, feature,
                    "\(describe(feature)) -> \(path.dropFirst().dropLast().joined(separator: " -> ")) -> "
                        + "\(describeTarget(module)): a feature cannot depend on a host-only module, even indirectly",
                    note:
                        "remove \"\(path[1])\" from the dependencies of \(feature) in \(manifest(of: feature)), or cut "
                        + "\(path[1])'s path to \(module); " + remedy(.hostOnly, from: feature, to: module),
                    subject: path.joined(separator: " -> "))
            }
        }
    }

    /// The rule the edge breaks, if any. Right by design and never reported: a target on a macro target (how a
    /// macro is built: the compiler runs it, nothing links it), and a feature's own test-support module on its
    /// feature.
    func violation(from: String, to: String) -> EdgeViolation? {
        if targets[from]?.embeds.contains(to) == true { return nil }  // an app embeds its extensions
        guard let fromCategory = categories[from], let toCategory = categories[to] else { return nil }
        if targets[to]?.kind == .macro || targets[to]?.productType == .buildTool || ownTestSupport[from] == to {
            return nil  // a macro or a tool a Run Script phase runs is built for the build, not linked
        }
        if let guarded = configuration.onlyThroughEntry(guarding: to) {
            return guarded.violation(from: from, fromCategory, to: to, toCategory) { from, fromCategory in
                ModuleRules.edgeViolation(
                    from: from, fromCategory, to: to, toCategory, configuration: configuration,
                    testSupport: Set(ownTestSupport.keys), testedFeature: testedFeatures[from])
            }
        }
        return ModuleRules.edgeViolation(
            from: from, fromCategory, to: to, toCategory, configuration: configuration,
            testSupport: Set(ownTestSupport.keys), testedFeature: testedFeatures[from])
    }

    /// `EmbeddedBackend (foundation, host-only)` for host-only modules.
    func describeTarget(_ name: String) -> String {
        guard let category = categories[name], category == .foundation, configuration.hostOnlyEntry(name) != nil
        else { return describe(name) }
        return "\(name) (\(category.rawValue), host-only)"
    }

    /// The second half of a fix note: what to do instead of the edge.
    func remedy(_ rule: RuleID, from: String, to: String) -> String {
        switch rule {
        case .featureIsolation:
            let output = ArchitectureConfiguration.expand("{base}Output", feature: from)
            return "emit a case of \(output) and let the app route it to \(to), or move the shared code into a "
                + "foundation module"
        case .foundationPurity:
            return "move what \(from) needs from \(to) down into a foundation module"
        case .appIsARoot:
            return "an app is a composition root; move the code both need into a foundation module"
        case .hostOnly:
            let instead = configuration.hostOnlyEntry(to)?.instead ?? "the protocol \(to) implements"
            return "depend on \(instead) and let the app inject \(to)"
        case .sdkBoundary:
            let declaresDependencies =
                categories[from] == .feature
                && configuration.feature.publicSurface?.contains("{base}Dependencies") == true
            let place =
                declaresDependencies
                ? " in \(ArchitectureConfiguration.expand("{base}Dependencies", feature: from))" : ""
            return "the app injects the capability: declare a protocol for what \(from) needs\(place), implement it "
                + "in the app with \(to), and pass it in"
        case .toolBoundary:
            return "tools build on tools and foundation modules only, and only tools and tests use a tool"
        case .testIsolation:
            return "a test target tests its own module; share fakes through a foundation module"
        case .testSupport:
            return "fakes and test runners stay out of shipped code; inject the real thing through Dependencies"
        case .onlyThrough:
            let through = configuration.onlyThroughEntry(guarding: to)?.through ?? []
            return through.count == 1
                ? "depend on \(through[0]) instead: it keeps \(to) behind its own API"
                : "depend on one of \(through.joined(separator: ", ")) instead: they keep \(to) behind their own API"
        default:
            return "see ModuleRules.swift for the allowed edges"
        }
    }

    /// `name` and everything it depends on, transitively.
    mutating func reachable(from name: String) -> Set<String> {
        if let cached = reachableCache[name] { return cached }
        let result = dependencies.reachable(from: [name]).union([name])
        reachableCache[name] = result
        return result
    }
}
