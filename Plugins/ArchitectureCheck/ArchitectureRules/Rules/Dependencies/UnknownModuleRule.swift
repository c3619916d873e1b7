import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A dependency that names no target of this package and no product of a package it depends on.
    public static let unknownModule = RuleID(rawValue: "unknown-module")
}

/// `unknown-module`: every dependency names a target or a product of a known package.
enum UnknownModuleRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .unknownModule,
        summary: "Every dependency names a target or a product of a known package.",
        help: "A dependency that resolves to nothing is a typo or a product whose package the check cannot "
            + "find. Correct the name, or write .product(name:package:).")

    /// Found in the walk over the declared dependencies, beside the dependency rules' findings.
    static func check(_ checker: inout Checker) { checker.checkDeclaredDependencies() }
}

extension Checker {
    /// `target` depends on `dependency`, which is no target of the package.
    mutating func reportUnknownTarget(_ dependency: String, of target: PackageTarget) {
        // An Xcode target's dependency on a target its project no longer has (TwidereX's stale PBXTargetDependency).
        guard target.productType == nil else {
            add(
                .unknownModule, target.name,
                "\(target.name) depends on \(dependency), which is not a target of \(manifest(of: target.name))",
                note: "in Xcode, remove \(dependency) from \(target.name)'s Target Dependencies (Build Phases) in "
                    + "\(manifest(of: target.name)); it is left from a target that was deleted or renamed",
                subject: "\(target.name) -> \(dependency)")
            return
        }
        add(
            .unknownModule, target.name,
            "\(target.name) depends on \(dependency), which is not a target of this package",
            note: "remove \"\(dependency)\" from the dependencies of \(target.name) in "
                + "\(manifest(of: target.name)), add "
                + "\(dependency) as a target, or, if it is a product, write .product(name: "
                + "\"\(dependency)\", package: \"<package>\")",
            subject: "\(target.name) -> \(dependency)")
    }

    /// `target` depends on the product `product`, which no known package provides.
    mutating func reportUnresolvedProduct(_ product: String, of target: PackageTarget) {
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
}
