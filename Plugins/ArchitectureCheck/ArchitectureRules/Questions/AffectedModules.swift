public import ArchitectureCore
import ArchitectureReporters
public import CheckConfiguration
import Foundation
import ModuleGraph
public import ProjectReading
import SwiftSourceScanning

/// Which modules a change affects: the files changed map to the targets whose directories hold them, and every
/// target that depends on one of those, directly or not, is affected too. A change to the manifest or to the
/// architecture configuration affects everything. Files outside every target (README, scripts) affect nothing.
public struct AffectedModules: Sendable, Equatable {
    /// The targets whose own files changed, sorted.
    public let changed: [String]
    /// The changed targets and everything that depends on them, sorted.
    public let affected: [String]
    /// The test targets among `affected`, sorted.
    public let testTargets: [String]
    /// The file that makes everything affected (`Package.swift`), if one changed.
    public let everythingBecause: String?
    /// The commands that run the affected test targets, one per package and one per Xcode scheme, and a `#` line
    /// naming the Xcode test targets no shared scheme runs; empty when no test target is affected.
    public let testCommands: [String]

    /// Maps `changedFiles` (relative to the package root) onto `report`'s graph. `configurationFile` is the
    /// architecture configuration's path, whose change affects everything too. `schemes` are the shared schemes
    /// of the repository's Xcode projects and workspaces, which run its Xcode test targets.
    public init(
        changedFiles: [String], report: ArchitectureReport,
        configurationFile: String = ArchitectureConfiguration.fileName, schemes: [XcodeScheme] = []
    ) {
        let targets = report.graph.targets
        let manifest = changedFiles.sorted().first { file in
            file == "Package.swift" || (file.hasPrefix("Package@swift-") && file.hasSuffix(".swift"))
                || file == configurationFile
        }
        let directories = targets.map { ($0.path + "/", $0.name) }.sorted { $0.0.count > $1.0.count }
        // A file a target lists (an Xcode target's files need not share a directory), else the deepest directory.
        let listed = Dictionary(
            targets.flatMap { target in target.sources.map { ($0, target.name) } },
            uniquingKeysWith: { first, _ in first })
        var changed = Set<String>()
        for file in changedFiles {
            if let owner = listed[file] ?? directories.first(where: { file.hasPrefix($0.0) })?.1 {
                changed.insert(owner)
            }
            // In a whole repository, a package's manifest or a project file changes the targets it declares.
            for target in targets {
                guard let manifest = target.origin?.manifest else { continue }
                if file == manifest || file.hasPrefix(manifest + "/") { changed.insert(target.name) }
            }
        }
        let affected: Set<String>
        if manifest != nil {
            affected = Set(targets.map(\.name))
        } else {
            affected = changed.union(
                report.dependencies.reachable(from: Array(changed), along: report.dependencies.predecessors))
        }
        self.changed = changed.sorted()
        self.affected = affected.filter { report.targets[$0] != nil }.sorted()
        testTargets = self.affected.filter { report.targets[$0]?.kind == .test }
        everythingBecause = manifest
        testCommands = Self.commands(
            running: testTargets.compactMap { report.targets[$0] }, filtered: manifest == nil, schemes: schemes)
    }

    /// `swift test` in each package, with a filter of its test modules when `filtered`, then `xcodebuild test` for
    /// each scheme that runs some of the Xcode test targets (the scheme running most of those left first), then a
    /// `#` line for the Xcode test targets no scheme runs.
    private static func commands(
        running targets: [PackageTarget], filtered: Bool, schemes: [XcodeScheme]
    ) -> [String] {
        var commands: [String] = []
        let packageTests = Dictionary(grouping: targets.filter { $0.productType == nil }) {
            $0.origin?.directory ?? ""
        }
        for (directory, tests) in packageTests.sorted(by: { $0.key < $1.key }) {
            var command = "swift test"
            if !directory.isEmpty { command += " --package-path " + shellQuoted(directory) }
            if filtered {
                command += " --filter '^(\(tests.map(\.importedName).sorted().joined(separator: "|")))\\.'"
            }
            commands.append(command)
        }
        let xcodeTests = targets.filter { $0.productType != nil }
        var left = Dictionary(
            grouping: xcodeTests.map { ($0.origin?.manifest ?? "", String($0.name.split(separator: "/").last ?? "")) },
            by: \.0
        ).mapValues { Set($0.map(\.1)) }
        var unscheduled: [String: Set<String>] = [:]
        for project in left.keys.sorted() {
            while let remaining = left[project], !remaining.isEmpty {
                let best = schemes.map { ($0, $0.testTargets.filter(remaining.contains)) }
                    .filter { !$0.1.isEmpty }
                    .max { ($0.1.count, $1.0.name) < ($1.1.count, $0.0.name) }
                guard let (scheme, runs) = best else {
                    unscheduled[project] = remaining
                    break
                }
                commands.append(
                    "xcodebuild test \(scheme.container.hasSuffix(".xcworkspace") ? "-workspace" : "-project") "
                        + "\(shellQuoted(scheme.container)) -scheme \(shellQuoted(scheme.name)) "
                        + runs.map { "-only-testing:" + shellQuoted($0) }.joined(separator: " "))
                left[project] = remaining.subtracting(runs)
            }
        }
        for (project, tests) in unscheduled.sorted(by: { $0.key < $1.key }) {
            commands.append(
                "# Xcode test targets of \(project) that no shared scheme runs: \(tests.sorted().joined(separator: ", "))"
                    + " (run them with xcodebuild test -scheme <scheme> -only-testing:<target>, or share a scheme "
                    + "that tests them)")
        }
        return commands
    }

    /// `word` as a shell word: unchanged when it is safe, else in single quotes.
    private static func shellQuoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./:+@".contains($0) }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// What `--affected` prints; the lines after the third are the test commands, one a line (in a package alone,
    /// one `swift test` line), or say there is nothing to run.
    public func rendered(since revision: String) -> String {
        func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
        var lines: [String] = []
        if let everythingBecause {
            lines.append("\(everythingBecause) changed since \(revision): every module is affected")
        } else {
            lines.append("changed since \(revision): \(list(changed))")
        }
        lines.append("affected modules (\(affected.count)): \(list(affected))")
        lines.append("affected test targets (\(testTargets.count)): \(list(testTargets))")
        lines += testCommands.isEmpty ? ["no test target is affected: nothing to run"] : testCommands
        return lines.joined(separator: "\n") + "\n"
    }
}
