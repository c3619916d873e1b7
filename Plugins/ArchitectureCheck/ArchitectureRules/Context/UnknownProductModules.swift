import ModuleGraph
import SwiftSourceScanning

/// A product whose package's manifest the run did not read (no checkout, no "products" map, not in the catalogue) is
/// assumed to hold one module named as the product. It may hold more: its targets' own dependencies, an umbrella
/// module, a module named apart. So an import that nothing known provides, in a target linking such a product, may
/// be that product's, and the import rules cannot tell; they say so in one note instead of reporting either way.
/// So does a framework an Xcode target links from the build products folder that nothing in the repository builds:
/// its module is its name, but what it brings with it is not known.
extension Checker {
    /// The products `target` declares whose modules the check does not know, or what they bring, by name.
    func productsOfUnknownModules(_ target: PackageTarget) -> [String] {
        target.products.compactMap { product in
            guard let node = packageNodes[product.name],
                !knowsModules(of: product.name, in: node) || isFrameworkBuiltElsewhere(node)
            else { return nil }
            return product.name
        }
    }

    /// The binary targets `target` depends on that are named as no module can be (`Sentry-Dynamic`): an
    /// XCFramework's module is named apart, and the check does not know it.
    func binaryDependenciesOfUnknownModule(_ target: PackageTarget) -> [String] {
        target.dependencies.filter { name in
            guard targets[name]?.kind == .binary else { return false }
            let base = String(name.split(separator: "/").last ?? "")
            return ModuleName.of(base) != base
        }
    }

    /// Whether `target` links something that holds a module the check cannot name: a binary target, or an
    /// XCFramework file, named as no module can be. Any import it cannot place otherwise may be that module.
    func linksAModuleOfUnknownName(_ target: PackageTarget) -> Bool {
        !binaryDependenciesOfUnknownModule(target).isEmpty
            || productsOfUnknownModules(target).contains { product in
                packageNodes[product].flatMap(packageDependency).map { PrebuiltFramework.isFramework($0.location) }
                    ?? false
            }
    }

    /// Whether `node` is a framework from the build products folder that nothing in the repository builds.
    func isFrameworkBuiltElsewhere(_ node: String) -> Bool {
        packageDependency(node).map { PrebuiltFramework.isBuiltElsewhere($0.location) } ?? false
    }

    /// The package, pod or framework the package node `node` stands for.
    func packageDependency(_ node: String) -> PackageDependency? {
        graph.packages.first { $0.identity == node }
    }

    /// Whether the modules of the package node `node` may come with another product: a package's may (a package
    /// depends on packages), and so may a framework built elsewhere's (its project may link it); a pod's or a
    /// prebuilt framework file's may not.
    func mayBeBrought(_ node: String) -> Bool {
        guard podSource(node) == nil, let package = packageDependency(node) else {
            return false
        }
        return !PrebuiltFramework.isFramework(package.location) || PrebuiltFramework.isBuiltElsewhere(package.location)
    }

    /// Whether a product of unknown modules that `target` links may bring a module of the package node `package`,
    /// so that its import, undeclared as it looks, is noted rather than reported: a product of that very package
    /// (duckduckgo's DataBrokerProtection declares BrowserServicesKit, whose target depends on Subscription), or, for
    /// an Xcode target, any such product that is no pod, or a pod of unknown dependencies. Never for an edge a rule
    /// forbids.
    mutating func mayBringUnawares(_ package: String, to target: PackageTarget) -> Bool {
        let ownPackageMayBringIt = target.products.contains { product in
            packageNodes[product.name] == package && !knowsModules(of: product.name, in: package)
        }
        return mayBeBrought(package) && violation(from: target.name, to: package) == nil
            && (ownPackageMayBringIt || mayImportWhatUnknownPackagesBring(target)
                || mayImportWhatUnknownPodsBring(target))
    }

    /// Whether `target`, an Xcode target, links a pod whose dependencies the check does not know (no `Podfile.lock`
    /// read): a pod does not bring a package's module, but it may bring a pod of that module's name, the same library
    /// published both ways (an example app taking through pods the library whose manifest uses the package).
    func mayImportWhatUnknownPodsBring(_ target: PackageTarget) -> Bool {
        target.productType != nil
            && productsOfUnknownModulesWithin(target).contains { product in
                packageNodes[product].map { podSource($0) != nil } ?? false
            }
    }

    /// Whether `target`, an Xcode target, can import what a product of unknown modules brings that is not a pod: it
    /// may bring a module of a package the check knows (a package that product's package depends on), since Xcode
    /// builds every package module into one place. A pod never brings a package's module.
    func mayImportWhatUnknownPackagesBring(_ target: PackageTarget) -> Bool {
        target.productType != nil
            && productsOfUnknownModulesWithin(target).contains { product in
                packageNodes[product].map { podSource($0) == nil } ?? false
            }
    }

    /// The products of unknown modules whose modules `target` can import: its own, and for an Xcode target those of
    /// every target it depends on, directly or not, since Xcode builds all their modules into one place.
    func productsOfUnknownModulesWithin(_ target: PackageTarget) -> [String] {
        let own = productsOfUnknownModules(target)
        guard target.productType != nil else { return own }
        let beneath = dependencies.reachable(from: [target.name]).sorted().compactMap { targets[$0] }
        return Array(Set(own + beneath.flatMap(productsOfUnknownModules))).sorted()
    }

    /// `note: 2 imports were not checked: ...`: each target's ``unplacedImports`` with the first place of each
    /// module, the products that may bring them, the uses of ``undecidedProductUses`` left undecided, and how to let
    /// the check decide; `nil` when nothing was left unchecked this way.
    func unknownProductModulesNote() -> String? {
        let targetNames = unplacedImports.keys.sorted()
        guard !targetNames.isEmpty else { return nil }
        let count = unplacedImports.values.reduce(0) { $0 + $1.count }
        let perTarget = targetNames.compactMap { name -> String? in
            guard let declarations = unplacedImports[name], let target = targets[name] else { return nil }
            var firstPlaces: [(module: String, place: String)] = []
            for declaration in declarations where !firstPlaces.contains(where: { $0.module == declaration.module }) {
                firstPlaces.append((declaration.module, "\(declaration.file):\(declaration.line)"))
            }
            let modules = firstPlaces.map { "\($0.module) (\($0.place))" }
            let binaries = binaryDependenciesOfUnknownModule(target)
            let own = Set(productsOfUnknownModules(target) + binaries).sorted()  // a project may list one twice
            let within = Set(productsOfUnknownModulesWithin(target) + binaries).sorted()
            let links =
                within == own
                ? "links \(own.joinedInProse())"
                : "links, itself or through the targets it depends on, \(within.joinedInProse())"
            var text = "\(name) imports \(modules.joinedInProse()), and \(links)"
            if let uses = undecidedProductUses[name]?.sorted(), !uses.isEmpty {
                text += "; so whether it uses \(uses.joinedInProse("or")) is not known either"
            }
            return text
        }
        let (imports, each, them) =
            count == 1 ? ("1 import was", "it", "it") : ("\(count) imports were", "each", "them")
        return "note: \(imports) not checked, because \(each) names a module that nothing the target links is known "
            + "to provide, in a target that links products whose modules (or what they bring) the check does not "
            + "know, which may bring it: "
            + perTarget.joined(separator: "; ") + ". To check \(them), let the check read those packages (resolve "
            + "them, or pass --source-packages <DerivedData>; run pod install for pods), or list each product's "
            + "modules under \"products\" of its package in \(configurationFile)"
    }
}
