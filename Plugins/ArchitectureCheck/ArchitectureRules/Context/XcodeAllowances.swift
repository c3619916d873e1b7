import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// The rules' allowances for Xcode targets, which build differently from package targets.
extension Checker {
    /// Whether an Xcode target may import `node` without naming it: Xcode builds every package module a target
    /// links, directly or through other products, into one products directory, so the import compiles. Not a pod:
    /// CocoaPods puts a pod on the search paths of the targets its Podfile links it into only.
    mutating func importsThroughLinkedProducts(_ target: PackageTarget, _ node: String) -> Bool {
        target.productType != nil && podSource(node) == nil && reachable(from: target.name).contains(node)
    }

    /// Whether a native target of an Xcode project that depends on `target`, directly or not, imports one of
    /// `modules`: the package declares the dependency for the project, which cannot declare it as easily.
    mutating func importedByDependentProject(
        _ target: String, modules: [String], imports: [String: [ImportDeclaration]]
    ) -> Bool {
        for project in sortedTargets where project.productType != nil && project.name != target {
            guard reachable(from: project.name).contains(target) else { continue }
            if (imports[project.name] ?? []).contains(where: { modules.contains($0.module) }) { return true }
        }
        return false
    }

    /// Whether `target` is an Xcode unit-test bundle that imports a target (the app it tests, `@testable import`)
    /// which, itself or through what it depends on, imports one of `modules`. Loading that target's module needs the
    /// module maps of the Objective-C modules beneath it, so the bundle links their products without importing them
    /// ("missing required module" otherwise). Callers pass the modules that may be Objective-C: a remote product's
    /// (its language is not known) and ``objectiveCModule(of:)``'s; a Swift module the app links is found without
    /// that. A UI-test bundle drives the app from outside and imports none of it: not such a bundle.
    mutating func importedByTestedTarget(
        _ target: PackageTarget, modules: [String], imports: [String: [ImportDeclaration]]
    ) -> Bool {
        guard target.productType == .unitTests else { return false }
        let importedModules = Set((imports[target.name] ?? []).map(\.module))
        let tested = reachable(from: target.name).filter { name in
            name != target.name && targets[name].map { importedModules.contains($0.importedName) } ?? false
        }
        return tested.flatMap { reachable(from: $0) }.contains { beneath in
            (imports[beneath] ?? []).contains { modules.contains($0.module) }
        }
    }

    /// Whether the check knows where the header an Objective-C include of `target` names comes from: an `@import`
    /// names a module; a header its project lists (found through Xcode's header map wherever it is), or the header
    /// Xcode generates for a Swift module (`App-Swift.h`); one that names an SDK module, a target's or a product's
    /// (`<UIKit/UIKit.h>`, `"FMDB.h"`); a C header of the SDK's `usr/include` (`<ifaddrs.h>`, `<sys/socket.h>`).
    /// Any other header (`"sodium.h"`, `<sqlite3.h>`) may be one a linked product provides.
    func places(_ include: ObjectiveCInclude, in target: PackageTarget) -> Bool {
        guard let header = include.header, let name = header.split(separator: "/").last.map(String.init) else {
            return true
        }
        if (target.projectHeaders ?? []).contains(name) || name.hasSuffix("-Swift.h")
            || PlatformModules.isSDKCHeader(header)
        {
            return true
        }
        return configuration.isPlatformModule(include.module) || moduleOwners[include.module] != nil
            || productModules[include.module] != nil || (target.searchPathModules ?? []).contains(include.module)
    }

    /// The module of the local target `name` when it has no Swift file (an Objective-C or C package target), else
    /// `nil`.
    func objectiveCModule(of name: String) -> String? {
        guard let target = targets[name], target.sources.isEmpty else { return nil }
        return target.importedName
    }

    /// Whether the Xcode target `target` links `linked` (the targets of one product) for an Xcode library it depends
    /// on that depends on them: a static library's dependencies are linked by the target that links the library.
    func linksForALibrary(_ linked: [String], in target: PackageTarget) -> Bool {
        guard target.productType != nil, !linked.isEmpty else { return false }
        return target.dependencies.contains { other in
            !linked.contains(other) && targets[other]?.productType == .library
                && linked.allSatisfy((targets[other]?.dependencies ?? []).contains)
        }
    }

    /// Whether the Xcode target `target` links `linked` (the targets of one product) through a local package's
    /// dynamic library product that another of its dependencies links too. Xcode embeds the dynamic libraries a
    /// target links, not those its packages' products link, so an app links such a product without importing it.
    mutating func linksToEmbed(_ linked: [String], in target: PackageTarget) -> Bool {
        guard let dynamic = target.linkedDynamically, !linked.isEmpty, linked.allSatisfy(dynamic.contains) else {
            return false
        }
        return target.dependencies.contains { other in
            !linked.contains(other) && linked.contains(where: reachable(from: other).contains)
        }
    }

    /// The target whose module `import module` in `target` names: one of its dependencies when several targets have
    /// a module of that name, else the one it reaches through its dependencies, else one of its own package or
    /// project, else the first.
    func owner(ofModule module: String, importedBy target: PackageTarget) -> String? {
        if let direct = target.dependencies.first(where: { targets[$0]?.importedName == module }) { return direct }
        guard let owners = moduleOwners[module], owners.count > 1 else { return moduleOwners[module]?.first }
        // Of several, the one the target reaches through what it depends on (RxSwift's test bundle reaches the
        // project's RxSwift framework, not the package's target of that name).
        // Else one of its own package or project (RxSwift's benchmark tool names its project's framework).
        let reached = dependencies.reachable(from: [target.name])
        return owners.first(where: reached.contains) ?? owners.first { targets[$0]?.origin == target.origin }
            ?? owners[0]
    }

    /// How to declare the dependency of `target` on the target `owner`: a line of its `Package.swift`, or for an
    /// Xcode target, the product (or framework) to link in its project.
    func declareDependency(on owner: String, in target: PackageTarget) -> String {
        let place = manifest(of: target.name)
        guard target.productType != nil else {
            // A target of another local package is reached through one of that package's products.
            if let other = targets[owner]?.origin, let own = target.origin, other != own, !other.isXcodeProject {
                let identity =
                    other.directory.isEmpty ? other.name : PackageDependency.identity(ofDirectory: other.directory)
                let path = RelativePath.of(other.directory, from: own.directory)
                return "add the product of package \(other.name) that holds \(owner) to the dependencies of "
                    + "\(target.name) in \(place): .product(name: \"<product>\", package: \"\(identity)\"), with "
                    + ".package(path: \"\(path.isEmpty ? "." : path)\") among the package's dependencies if it is not "
                    + "there yet"
            }
            return "add \"\(owner)\" to the dependencies of \(target.name) in \(place)"
        }
        let what =
            targets[owner]?.origin.flatMap {
                $0.isXcodeProject ? nil : "the product of package \($0.name) that holds \(owner)"
            }
            ?? owner
        return "add \(what) to \(target.name)'s Frameworks, Libraries, and Embedded Content in \(place)"
    }

    /// The file that declares `target`'s dependencies: `Package.swift`, `Packages/Notes/Package.swift` or
    /// `Companion.xcodeproj`.
    func manifest(of target: String) -> String {
        targets[target]?.origin?.manifest ?? "Package.swift"
    }
}
