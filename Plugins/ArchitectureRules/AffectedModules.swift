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

    /// Maps `changedFiles` (relative to the package root) onto `report`'s graph. `configurationFile` is the
    /// architecture configuration's path, whose change affects everything too.
    public init(
        changedFiles: [String], report: ArchitectureReport,
        configurationFile: String = ArchitectureConfiguration.fileName
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
    }

    /// The command that runs exactly the affected test targets; `nil` when none is affected.
    public var testCommand: String? {
        if everythingBecause != nil { return "swift test" }
        guard !testTargets.isEmpty else { return nil }
        return "swift test --filter '^(\(testTargets.joined(separator: "|")))\\.'"
    }

    /// What `--affected` prints; the last line is the test command (or says there is nothing to run).
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
        lines.append(testCommand ?? "no test target is affected: nothing to run")
        return lines.joined(separator: "\n") + "\n"
    }
}
