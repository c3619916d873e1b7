import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// The walk over every declared dependency, once per run: each target's dependencies in name order, judged by
/// ``UnknownModuleRule`` and the dependency rules (the category matrix), so findings keep the manifest's order.
extension Checker {
    /// Walks the declared dependencies unless an earlier rule did.
    mutating func checkDeclaredDependencies() {
        guard !checkedDeclaredDependencies else { return }
        checkedDeclaredDependencies = true
        let unknown = packagesOfUnknownProducts
        let mayBeAProductOfAnUnknownPackage = !unknown.unreadable.isEmpty || !unknown.remote.isEmpty
        for target in sortedTargets {
            for dependency in Set(target.dependencies).sorted() {
                guard targets[dependency] != nil else {
                    // A target of a workspace project that is not on disk is no mistake the check can see.
                    if !maySeeAProjectNotOnDisk(target) {
                        reportUnknownTarget(dependency, of: target)
                    }
                    continue
                }
                checkEdge(from: target.name, to: dependency)
            }
            for product in unresolvedProducts[target.name] ?? [] {
                // Xcode looks for such a product in every package of the build, one the check cannot see into
                // included.
                if target.productType != nil && mayBeAProductOfAnUnknownPackage {
                    productsUnknownPackagesMayProvide[target.name, default: []].append(product)
                    continue
                }
                reportUnresolvedProduct(product, of: target)
            }
            for node in Set(target.products.compactMap { packageNodes[$0.name] }).sorted() {
                checkEdge(from: target.name, to: node)
            }
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

    /// The second half of a fix note for an edge the rule `rule` forbids: what to do instead.
    func remedy(_ rule: RuleID, from: String, to: String) -> String {
        if rule == .onlyThrough { return OnlyThroughRule.remedy(from: from, to: to, in: self) }
        let dependencyRule = BuiltInRules.dependencyRules.first { $0.description.id == rule }
        return dependencyRule?.remedy(from: from, to: to, in: self) ?? "see ModuleRules.swift for the allowed edges"
    }
}
