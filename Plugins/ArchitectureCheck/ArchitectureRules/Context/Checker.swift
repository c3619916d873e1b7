import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// What every rule checks against, and where it reports: the graph with each node's category, the resolved
/// products, the sources' imports and public declarations, and the diagnostics so far. Each rule's check is an
/// extension in its own file under `Rules/`; ``BuiltInRules`` runs them in order.
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
    /// The package node of each product each target declares, by target and product: two nodes may have a product
    /// of one name (a remote package's and a pod's), which ``packageNodes`` keeps one of.
    let productNodes: [String: [String: String]]
    /// What each of those nodes is: a package, a CocoaPods pod or a linked framework.
    let thirdPartyKinds: [String: ThirdPartyKind]
    /// The targets whose module `import` names, in the graph's order: module name -> target names (more than one
    /// when a package and a project, or two packages, each have a module of that name).
    let moduleOwners: [String: [String]]
    /// Modules of products: module name -> (package node, product name).
    let productModules: [String: (package: String, product: String)]
    /// The feature whose test target each feature test target is.
    let testedFeatures: [String: String]
    /// Each feature's own test-support modules (`NotesMocks` beside `NotesFeature`): module -> feature.
    let ownTestSupport: [String: String]
    /// What modules re-export (`@_exported import`), read from the sources before the import rules run.
    var reExports = ReExports.none
    /// Each target's imports that the rules check (outside any `#if`, or under a condition some build of the target
    /// meets), in file and source order, read before the rules run.
    var imports: [String: [ImportDeclaration]] = [:]
    /// The checked imports and those whose condition cannot be decided without a build: what counts as a use of a
    /// dependency.
    var countedImports: [String: [ImportDeclaration]] = [:]
    /// Each target's public declarations.
    var publicDeclarations: [String: [PublicDeclaration]] = [:]
    /// The comments that speak to the check (`// architecture-check: ignore ...`), by target, each with its file.
    var checkComments: [String: [(file: String, comment: SwiftToken)]] = [:]
    /// The package's files (CODEOWNERS is read through them).
    var files = PackageFiles.inMemory([:])
    /// The package's folder inside its repository (empty at the root).
    var repositoryPath = ""
    /// Whether the walk over the declared dependencies has run (the first rule that needs it starts it).
    var checkedDeclaredDependencies = false
    var diagnostics: [Diagnostic] = []
    /// What the run could not check and says so without failing (`note: ...` lines after the findings).
    var notes: [String] = []
    var violatingEdges: [Edge: RuleID] = [:]
    private var reachableCache: [String: Set<String>] = [:]
    /// Product dependencies no package could be found for, per target.
    private(set) var unresolvedProducts: [String: [String]] = [:]
    /// Imports of modules that nothing the check knows provides, in targets that link products whose modules it does
    /// not know: each may be one of those products' modules, so none is reported (``unknownProductModulesNote()``).
    var unplacedImports: [String: [ImportDeclaration]] = [:]
    /// Products of unknown modules that a target declares and imports by no module the check can name, while it has
    /// ``unplacedImports``: one of those may be the product's module, so the dependency is not reported as unused.
    var undecidedProductUses: [String: [String]] = [:]
    /// Products Xcode targets link with no package reference that no package the check knows provides, while some
    /// package's products are unknown: it may provide them, so they are noted, not reported
    /// (``unknownPackageProductsNote()``).
    var productsUnknownPackagesMayProvide: [String: [String]] = [:]
    /// Targets with a source file that could not be read (one a project lists and a script generates), or a bridging
    /// header that could not be (missing, or larger than ``BridgingHeader/maximumFileSize``): what the file imports
    /// is not known, so none of their dependencies is reported as unused.
    var targetsWithUnreadSources: Set<String> = []
    /// The modules each Xcode target's bridging header imports (``BridgingHeader``): its Swift code uses them, so
    /// they count as used by `unused-dependency`, and by no other rule.
    var bridgedModules: [String: Set<String>] = [:]
    /// The includes of each Xcode target's Objective-C files and bridging header that name a header neither its
    /// project, the SDK nor a module the check knows provides (``places(_:in:)``), each with its file: a product the
    /// target links may provide it, so such products are not reported as unused (``objectiveCUndecided``).
    var unplacedIncludes: [String: [(include: ObjectiveCInclude, file: String)]] = [:]
    /// The dependencies of each target that ``unplacedIncludes`` leave undecided, in the order found.
    var objectiveCUndecided: [String: [String]] = [:]

    init(graph: PackageGraph, configuration: ArchitectureConfiguration) {
        self.graph = graph
        self.configuration = configuration
        targets = Dictionary(graph.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var categories = targets.compactMapValues(configuration.category(of:))
        moduleOwners = Dictionary(grouping: graph.targets, by: \.importedName).mapValues { $0.map(\.name) }

        // Resolve every product dependency to a package node; categorise the nodes from the catalogue.
        let declaredPackages = Dictionary(
            graph.packages.map { ($0.identity.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        func nodeName(_ identity: String) -> String {
            configuration.remotePackage(identity)?.package ?? declaredPackages[identity.lowercased()]?.identity
                ?? identity
        }
        // The package each product is linked from where an entry names it, by project (or package): an entry
        // without its package (one Xcode left behind when the package reference was added, in the same target or
        // another) is the same product, as Xcode resolves such an entry by name among the project's packages.
        var namedProducts: [String: [String: String]] = [:]
        for target in graph.targets {
            for product in target.products {
                guard let package = product.package else { continue }
                namedProducts[target.origin?.manifest ?? "", default: [:]][product.name] = package
            }
        }
        func package(of product: ProductDependency, in target: PackageTarget) -> String? {
            if let package = product.package ?? namedProducts[target.origin?.manifest ?? ""]?[product.name] {
                return nodeName(package)
            }
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
        var productNodes: [String: [String: String]] = [:]
        var productModules: [String: (package: String, product: String)] = [:]
        var unresolved: [String: [String]] = [:]
        var adjacency: [String: [String]] = [:]
        for target in graph.targets {
            var successors = target.dependencies
            for product in target.products {
                guard let node = package(of: product, in: target) else {
                    unresolved[target.name, default: []].append(product.name)
                    continue
                }
                packageNodes[product.name] = node
                productNodes[target.name, default: [:]][product.name] = node
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
        self.productNodes = productNodes
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

    /// The modules of `product` of the package node `node`: what is on disk (a local package's manifest, a remote
    /// package's checkout), else the configuration's `products` map, else what ``KnownPackages`` lists for a widely
    /// used package, else the product's name as a module name.
    func modules(of product: String, in node: String) -> [String] {
        Self.modules(of: product, in: node, graph: graph, configuration: configuration)
    }

    /// Whether the modules of `product` of `node` are known (on disk, in the configuration or the catalogue), rather
    /// than assumed to be the product's name.
    func knowsModules(of product: String, in node: String) -> Bool {
        Self.onDisk(product, in: node, graph: graph) != nil
            || configuration.remotePackage(node)?.products[product] != nil
            || KnownPackages.modules(of: product, inPackage: node) != nil
    }

    private static func modules(
        of product: String, in node: String, graph: PackageGraph, configuration: ArchitectureConfiguration
    ) -> [String] {
        if let onDisk = onDisk(product, in: node, graph: graph) { return onDisk }
        return configuration.remotePackage(node)?.products[product] ?? KnownPackages.modules(
            of: product, inPackage: node)
            ?? [ModuleName.of(product)]
    }

    /// The modules of `product` that a package of the node's identity read from disk lists: of any of them, since a
    /// development pod and a remote package of one name (GRDB's `GRDB.swift` pod and its demo's remote GRDB.swift)
    /// are one node.
    private static func onDisk(_ product: String, in node: String, graph: PackageGraph) -> [String]? {
        graph.packages.lazy.filter { $0.identity.lowercased() == node.lowercased() }.compactMap {
            $0.products?[product]
        }
        .first
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

    /// The rule the edge breaks, if any. Right by design and never reported: a target on a macro target (how a
    /// macro is built: the compiler runs it, nothing links it), a plugin on the executable it runs (built for the
    /// plugin, never linked), and a feature's own test-support module on its feature.
    func violation(from: String, to: String) -> EdgeViolation? {
        if targets[from]?.embeds.contains(to) == true { return nil }  // an app embeds its extensions
        guard let fromCategory = categories[from], let toCategory = categories[to] else { return nil }
        if targets[to]?.kind == .macro || targets[to]?.productType == .buildTool || ownTestSupport[from] == to
            || (targets[from]?.kind == .plugin && targets[to]?.kind == .executable)
        {
            return nil  // a macro, a plugin's executable or a tool a Run Script phase runs is built, not linked
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

    /// `name` and everything it depends on, transitively.
    mutating func reachable(from name: String) -> Set<String> {
        if let cached = reachableCache[name] { return cached }
        let result = dependencies.reachable(from: [name]).union([name])
        reachableCache[name] = result
        return result
    }
}
