import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
public import ModuleGraph
import ProjectReading
import SwiftSourceScanning

/// Which modules change together, read from version history: per pair of modules, how many commits touched
/// both; per module, how many of its commits touched another module too.
///
/// A boundary that matches how a team works shows few shared commits across it. A high share between two
/// modules says the contract between them leaks, or the two are one module; a module that changes with
/// everything is a shared bag waiting to be split.
public struct ChangeCoupling: Sendable {
    /// One module's row.
    public struct ModuleRow: Hashable, Sendable {
        /// The module (a test target is counted with the module it tests).
        public let module: String
        /// Commits that touched the module.
        public let commits: Int
        /// Of those, commits that touched at least one other module.
        public let withOthers: Int
    }

    /// One pair's row.
    public struct PairRow: Hashable, Sendable {
        /// The two modules, in name order.
        public let first: String
        /// The second module.
        public let second: String
        /// Commits that touched both.
        public let together: Int
        /// `together` as a share of the commits of the less often changed of the two, 0...100.
        public let percentOfLessChanged: Int
    }

    /// Modules, most changed first.
    public let modules: [ModuleRow]
    /// Pairs, most shared commits first.
    public let pairs: [PairRow]
    /// Commits read (merges excluded by the caller).
    public let commitsRead: Int
    /// Commits left out because they touched more than `maximumModulesPerCommit` modules (bulk edits).
    public let commitsSkipped: Int

    /// Analyses `log`, the output of `git log --no-merges --name-only --pretty=format:@%h`.
    ///
    /// Files are mapped to the target whose directory holds them; test targets count as the module they test
    /// (`PersistenceTests` as `Persistence`) so a change with its tests is one module's change. Files outside every
    /// target (README, manifest) are ignored.
    public init(log: String, targets: [PackageTarget], maximumModulesPerCommit: Int = 8) {
        let names = Set(targets.map(\.name))
        let directories = targets.map { target -> (prefix: String, module: String) in
            let tested = String(target.name.dropLast("Tests".count))
            let module = target.kind == .test && names.contains(tested) ? tested : target.name
            return (target.path.hasSuffix("/") ? target.path : target.path + "/", module)
        }.sorted { $0.prefix.count > $1.prefix.count }

        var commits: [Set<String>] = []
        var current: Set<String>?
        for line in log.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("@") {
                if let current { commits.append(current) }
                current = []
            } else if !line.isEmpty, let module = directories.first(where: { line.hasPrefix($0.prefix) })?.module {
                current?.insert(module)
            }
        }
        if let current { commits.append(current) }

        var totals: [String: Int] = [:]
        var shared: [String: Int] = [:]
        var together: [Edge: Int] = [:]
        var skipped = 0
        for modules in commits where !modules.isEmpty {
            guard modules.count <= maximumModulesPerCommit else {
                skipped += 1
                continue
            }
            let sorted = modules.sorted()
            for module in sorted {
                totals[module, default: 0] += 1
                if sorted.count > 1 { shared[module, default: 0] += 1 }
            }
            for (index, first) in sorted.enumerated() {
                for second in sorted[(index + 1)...] { together[Edge(first, second), default: 0] += 1 }
            }
        }
        commitsRead = commits.count
        commitsSkipped = skipped
        modules = totals.map { ModuleRow(module: $0.key, commits: $0.value, withOthers: shared[$0.key] ?? 0) }
            .sorted { ($1.commits, $0.module) < ($0.commits, $1.module) }
        pairs = together.map { edge, count in
            let lessChanged = min(totals[edge.from] ?? count, totals[edge.to] ?? count)
            return PairRow(
                first: edge.from, second: edge.to, together: count,
                percentOfLessChanged: lessChanged == 0 ? 0 : count * 100 / lessChanged)
        }.sorted {
            ($1.together, $1.percentOfLessChanged, $0.first, $0.second) < (
                $0.together, $0.percentOfLessChanged, $1.first, $1.second
            )
        }
    }

    /// The report as text: a module table, then up to `maximumPairs` pairs.
    public func rendered(maximumPairs: Int = 25) -> String {
        var lines = [
            "change coupling: \(commitsRead) commits read, \(commitsSkipped) left out (more modules than a bulk-edit limit)",
            "",
            "module                 commits  also touched another module",
        ]
        for row in modules {
            let share = row.commits == 0 ? 0 : row.withOthers * 100 / row.commits
            lines.append(
                row.module.padded(to: 22) + " " + String(row.commits).leftPadded(to: 7) + "  "
                    + "\(row.withOthers) (\(share)%)")
        }
        lines += ["", "together  share  pair (share: of the less often changed module's commits)"]
        for pair in pairs.prefix(maximumPairs) {
            lines.append(
                String(pair.together).leftPadded(to: 8) + "  " + "\(pair.percentOfLessChanged)%".leftPadded(to: 5)
                    + "  \(pair.first) <-> \(pair.second)")
        }
        if pairs.isEmpty { lines.append("(no commit touched two modules)") }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func padded(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }

    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - count)) + self
    }
}
