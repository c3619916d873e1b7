import ModuleGraph
import SwiftSourceScanning

/// Each target's imports sorted by the `#if` conditions around them, decided against what the target compiles
/// with (``PackageTarget/conditions``): an import no build of the target compiles is not its import; one the check
/// cannot decide without a build is counted as a use of a dependency and not reported.
struct ConditionalImports {
    /// The imports the rules check: outside any `#if`, or under a condition some build of the target meets.
    var checked: [String: [ImportDeclaration]] = [:]
    /// The checked imports and the undecided ones, in source order: what counts as a use of a dependency.
    var counted: [String: [ImportDeclaration]] = [:]
    /// The undecided imports, by target.
    var undecided: [String: [ImportDeclaration]] = [:]

    /// Sorts `imports` (by target name) for the targets of `graph`; `buildConfiguration` keeps only that
    /// configuration's builds.
    init(_ imports: [String: [ImportDeclaration]], graph: PackageGraph, buildConfiguration: String?) {
        let targets = Dictionary(graph.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for (name, declarations) in imports {
            guard let target = targets[name], var conditions = target.conditions else {
                checked[name] = declarations
                counted[name] = declarations
                continue
            }
            if let buildConfiguration { conditions = conditions.only(configuration: buildConfiguration) }
            let modules = Set(
                target.dependencies.map { targets[$0]?.importedName ?? ModuleName.of($0) }
                    + target.products.map { ModuleName.of($0.name) })
            for declaration in declarations {
                let verdict =
                    declaration.condition.map { conditions.verdict(on: $0, modules: modules) } ?? .compiled
                switch verdict {
                case .compiled:
                    checked[name, default: []].append(declaration)
                    counted[name, default: []].append(declaration)
                case .undecided:
                    undecided[name, default: []].append(declaration)
                    counted[name, default: []].append(declaration)
                case .neverCompiled:
                    continue
                }
            }
        }
    }
}
