import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import Dispatch
import Foundation
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// Runs every rule of ``BuiltInRules`` over a package graph and the package's files.
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
        let scans = scanSources(of: graph, files: files)
        let decided = ConditionalImports(scans.imports, graph: graph, buildConfiguration: buildConfiguration)
        var checker = Checker(graph: graph, configuration: configuration)
        let targets = checker.targets
        checker.imports = decided.checked
        checker.countedImports = decided.counted
        checker.publicDeclarations = scans.publicDeclarations
        checker.files = files
        checker.repositoryPath = repositoryPath
        checker.checkComments = scans.checkComments
        let unread = Set(scans.unreadable)
        checker.targetsWithUnreadSources = Set(
            graph.targets.filter { $0.sources.contains(where: unread.contains) }.map(\.name))
        // What a target's Swift code sees through its bridging header, and what its Objective-C files include, are
        // uses of its dependencies; an include the check cannot place may be a header a linked product provides.
        // A header such a file includes in quotes from its own folder (`#import "Post.h"` beside `Post.m`) is
        // compiled with it: what that header imports is used too.
        for target in graph.targets where !target.sources.isEmpty {
            var pending = [target.bridgingHeader].compactMap { $0 } + (target.objectiveCSources ?? [])
            var seen = Set(pending)
            while !pending.isEmpty {
                let file = pending.removeFirst()
                guard let bytes = files.bytes(file, atMost: BridgingHeader.maximumFileSize) else {
                    // A header in quotes that is not in the folder is found elsewhere, on the search paths.
                    if (target.objectiveCSources ?? []).contains(file) || file == target.bridgingHeader {
                        checker.targetsWithUnreadSources.insert(target.name)
                    }
                    continue
                }
                let includes = BridgingHeader.includes(in: String(decoding: bytes, as: UTF8.self))
                checker.bridgedModules[target.name, default: []].formUnion(includes.map(\.module))
                for include in includes where !checker.places(include, in: target) {
                    checker.unplacedIncludes[target.name, default: []].append((include, file))
                }
                let folder = file.split(separator: "/").dropLast().joined(separator: "/")
                for include in includes where include.isQuoted {
                    guard let header = include.header, header.hasSuffix(".h"), !header.hasPrefix("/") else {
                        continue
                    }
                    let path = folder.isEmpty ? header : folder + "/" + header
                    if seen.insert(path).inserted { pending.append(path) }
                }
            }
        }
        checker.reExports = ReExports(
            imports: decided.counted.merging(umbrellaExports(of: graph, files: files)) { $0 + $1 },
            publicDeclarations: scans.publicDeclarations,
            moduleName: { targets[$0]?.importedName ?? $0 })
        for rule in BuiltInRules.all { rule.check(&checker) }
        var report = ArchitectureReport(
            graph: graph, targets: checker.targets, categories: checker.categories, configuration: configuration,
            remotePackages: Set(checker.packageNodes.values), thirdPartyKinds: checker.thirdPartyKinds,
            dependencies: checker.dependencies,
            layers: checker.dependencies.layers(roots: checker.names(in: .app)), imports: decided.counted,
            publicDeclarations: scans.publicDeclarations, violatingEdges: checker.violatingEdges,
            diagnostics: checker.diagnostics, unreadableFiles: scans.unreadable,
            undecidedImports: decided.undecided)
        report.notes = checker.notes
        report.unknownProductImportsNote = checker.unknownProductModulesNote()
        report.unknownPackageProductsNote = checker.unknownPackageProductsNote()
        report.objectiveCIncludesNote = checker.objectiveCUndecidedNote()
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

extension ArchitectureCheck {
    /// The modules each package target of C or Objective-C re-exports: those the umbrella header named after it
    /// (`include/ListCore.h`) imports by module (`#import <DiffCore/DiffCore.h>`, `@import DiffCore;`), which the
    /// module map SwiftPM writes for it (`umbrella header`, `export *`) exports; none when the target has a module
    /// map of its own. Keyed by target name, as `@_exported import` declarations.
    static func umbrellaExports(of graph: PackageGraph, files: PackageFiles) -> [String: [ImportDeclaration]] {
        var exports: [String: [ImportDeclaration]] = [:]
        for target in graph.targets where target.productType == nil && !target.path.isEmpty {
            let include = target.path + "/include/"
            let umbrella = include + target.importedName + ".h"
            guard files.bytes(include + "module.modulemap") == nil,
                let bytes = files.bytes(umbrella, atMost: BridgingHeader.maximumFileSize)
            else { continue }
            for found in BridgingHeader.includes(in: String(decoding: bytes, as: UTF8.self))
            where !found.isQuoted && (found.header == nil || found.header?.contains("/") == true)
                && found.module != target.importedName
            {
                exports[target.name, default: []].append(
                    ImportDeclaration(
                        module: found.module, attributes: ["_exported"], file: umbrella, line: found.line, column: 1))
            }
        }
        return exports
    }
}
