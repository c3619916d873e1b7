public import Foundation

/// `new-app --update <package> --to <version>` and `new-app --check <package>`: brings a later template into a
/// package new-app made, or lists the template-owned files that differ from the template it was made from.
///
/// The template as made and as at the target version are generated with the answers recorded in
/// `template.json`, from the template repository's sources at those two commits. Each file then goes as
/// `git merge-file` would take it: unchanged by the team, it becomes the target's; changed by the team and by
/// the template, the two are merged, with conflict markers where they overlap. A team-owned file the team has
/// changed is left alone. Everything is decided before anything is written; any refusal writes nothing.
public enum TemplateUpdate {
    /// What one file became.
    public enum Change: Equatable, Sendable {
        /// The template changed it and the team had not: it is the template's new text.
        case updated
        /// The template added it.
        case added
        /// The template removed it and the team had not changed it.
        case removed
        /// Both changed it, on different lines: merged without conflict.
        case merged
        /// Both changed the same lines: merged with `conflicts` conflict markers to resolve.
        case conflict(Int)
        /// Left as the team has it although the template changed it (a team-owned file the team changed, a file the
        /// team deleted, or one the template removed that the team changed).
        case keptYours(String)
    }

    /// The outcome of planning an update: the files to write and delete, and what happened to each.
    public struct Plan: Sendable {
        /// The record before the update.
        public let from: TemplateRecord
        /// The record after it.
        public let to: TemplateRecord
        /// The new text of every file to write, by path (the record included).
        public let writes: [String: AppFile]
        /// The paths to delete.
        public let deletions: [String]
        /// Each changed path and what happened to it, in path order.
        public let changes: [(path: String, change: Change)]

        /// The number of files left with conflict markers.
        public var conflicts: Int {
            changes.filter { if case .conflict = $0.change { true } else { false } }.count
        }

        /// What a reviewer reads: one line per changed file, then what to do next.
        public var summary: String {
            var lines = [
                "Template update of \(from.answers.name): \(from.version) (\(from.commit.prefix(7))) -> "
                    + "\(to.version) (\(to.commit.prefix(7)))"
            ]
            for (path, change) in changes {
                switch change {
                case .updated: lines.append("  updated   \(path)")
                case .added: lines.append("  added     \(path)")
                case .removed: lines.append("  removed   \(path)")
                case .merged: lines.append("  merged    \(path) (your change and the template's, on different lines)")
                case .conflict(let count):
                    lines.append(
                        "  CONFLICT  \(path): \(count) place(s) where you and the template changed the same lines")
                case .keptYours(let reason): lines.append("  kept      \(path): \(reason)")
                }
            }
            if changes.isEmpty { lines.append("  nothing to change: the template is the same at both versions") }
            lines.append(
                conflicts == 0
                    ? "\(TemplateRecord.path) now records \(to.version). Review with `git diff`, build and test, then commit."
                    : "\(conflicts) file(s) have conflict markers (<<<<<<< yours ... >>>>>>> template \(to.version)): "
                        + "resolve them, build and test, then commit. \(TemplateRecord.path) now records \(to.version)."
            )
            return lines.joined(separator: "\n")
        }
    }

    /// The update of the package at `package` to `version` of the template in `repository`, planned in memory.
    ///
    /// - Throws: ``AppGenerationError/refused(_:)`` when the package has no record, is not a clean git working
    ///   tree, or names a version the repository does not have; other errors when the template cannot be read.
    public static func plan(
        package: URL, to version: String, repository: TemplateRepository
    ) throws(AppGenerationError) -> Plan {
        let record = try readRecord(package)
        try requireCleanTree(package)
        guard let fromCommit = repository.commit(of: record.commit.isEmpty ? record.version : record.commit) else {
            throw .refused(
                "the template version this package was made from, \(record.version), is not in \(repository.root.path); "
                    + "fetch its tags or pass --template <a clone that has it>")
        }
        guard let toCommit = repository.commit(of: version) else {
            throw .refused(
                "the template has no version '\(version)' in \(repository.root.path); `git -C \(repository.root.path) tag` lists them"
            )
        }
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let base = try generate(record, version: record.version, commit: fromCommit, repository, scratch)
        let target = try generate(record, version: version, commit: toCommit, repository, scratch)
        let targetRecord = TemplateRecord.parse(target[TemplateRecord.path]?.contents ?? "")!

        var writes: [String: AppFile] = [:]
        var deletions: [String] = []
        var changes: [(String, Change)] = []
        let paths = Set(base.keys).union(target.keys).subtracting([TemplateRecord.path]).sorted()
        for path in paths {
            let old = base[path]?.contents
            let new = target[path]
            let mine = read(package, path)
            if old == new?.contents { continue }  // the template did not change it
            if mine == new?.contents { continue }  // already as the target has it
            let owner = TemplateRecord.owner(of: path, app: record.answers.name)
            switch (old, new, mine) {
            case (_, let new?, let mine) where mine == old:
                writes[path] = new
                changes.append((path, old == nil ? .added : .updated))
            case (_, nil, let mine) where mine == old:
                deletions.append(path)
                changes.append((path, .removed))
            case (_, nil, _):
                changes.append((path, .keptYours("the template removed it; you changed it, so it stays")))
            case (_, _, nil):
                changes.append((path, .keptYours("you deleted it; the template changed it, so it stays deleted")))
            case (_, let new?, let mine?) where owner == .team:
                _ = (new, mine)
                changes.append((path, .keptYours("yours; the template changed it too (see it at \(version))")))
            case (let old, let new?, let mine?):
                let merged = try merge(
                    mine: mine, base: old ?? "", theirs: new.contents, baseLabel: "template \(record.version)",
                    theirsLabel: "template \(version)", scratch: scratch)
                writes[path] = AppFile(path: path, contents: merged.text, isExecutable: new.isExecutable)
                changes.append((path, merged.conflicts == 0 ? .merged : .conflict(merged.conflicts)))
            }
        }
        writes[TemplateRecord.path] = AppFile(path: TemplateRecord.path, contents: targetRecord.text)
        return Plan(from: record, to: targetRecord, writes: writes, deletions: deletions, changes: changes)
    }

    /// Writes `plan` into the package at `package`.
    public static func apply(_ plan: Plan, to package: URL) throws(AppGenerationError) {
        let manager = FileManager.default
        do {
            for (path, file) in plan.writes.sorted(by: { $0.key < $1.key }) {
                let url = package.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .atomic)
                try manager.setAttributes(
                    [.posixPermissions: file.isExecutable ? 0o755 : 0o644], ofItemAtPath: url.path)
            }
            for path in plan.deletions {
                try manager.removeItem(at: package.appendingPathComponent(path))
            }
        } catch {
            throw .fileSystem(
                "the update stopped writing: \(error.localizedDescription); `git checkout -- . && git clean -fd` "
                    + "in the package undoes it")
        }
    }

    /// The template-owned files of the package at `package` that differ from the template it records, each with
    /// `changed` or `missing`; and the template's versions that came out after the recorded one.
    public static func drift(
        package: URL, repository: TemplateRepository
    ) throws(AppGenerationError) -> (record: TemplateRecord, differences: [String], newerVersions: [String]) {
        let record = try readRecord(package)
        guard let commit = repository.commit(of: record.commit.isEmpty ? record.version : record.commit) else {
            throw .refused(
                "the template version this package was made from, \(record.version), is not in \(repository.root.path)")
        }
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let base = try generate(record, version: record.version, commit: commit, repository, scratch)
        var differences: [String] = []
        for (path, owner) in record.files.sorted(by: { $0.key < $1.key }) where owner == .template {
            switch read(package, path) {
            case nil: differences.append("missing  \(path)")
            case let text? where text != base[path]?.contents: differences.append("changed  \(path)")
            default: break
            }
        }
        return (record, differences, repository.versions(after: commit))
    }

    /// The package new-app makes for `record`'s answers from the template at `commit`, by path.
    static func generate(
        _ record: TemplateRecord, version: String, commit: String, _ repository: TemplateRepository, _ scratch: URL
    ) throws(AppGenerationError) -> [String: AppFile] {
        let source = try repository.source(at: commit, scratch: scratch)
        let name = try AppName(validating: record.answers.name, taken: AppBlueprint.takenNames(in: source))
        let owner = try AppOwner(validating: record.answers.owner)
        let tools = try ToolsDependency(
            url: record.answers.toolsURL, version: record.answers.toolsVersion, templateVersion: version,
            commit: commit)
        let files = try AppBlueprint(name: name, owner: owner, tools: tools).files(
            from: source, version: version, commit: commit)
        return Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static func readRecord(_ package: URL) throws(AppGenerationError) -> TemplateRecord {
        guard let text = read(package, TemplateRecord.path) else {
            throw .refused(
                "\(package.path) has no \(TemplateRecord.path): new-app did not make this package, so there is "
                    + "no template to update it from")
        }
        guard let record = TemplateRecord.parse(text) else {
            throw .refused("\(package.path)/\(TemplateRecord.path) is not a template record; restore it from git")
        }
        return record
    }

    private static func requireCleanTree(_ package: URL) throws(AppGenerationError) {
        let status = Git.run(["status", "--porcelain", "--untracked-files=all", "--", "."], in: package)
        guard status.status == 0 else {
            throw .refused(
                "\(package.path) is not in a git repository: commit the package first, so the update can be reviewed and undone"
            )
        }
        let dirty = status.output.split(separator: "\n")
        guard dirty.isEmpty else {
            throw .refused(
                "\(package.path) has uncommitted changes (\(dirty.count), first: \(dirty[0].dropFirst(3))): "
                    + "commit or stash them first, so the update can be reviewed and undone")
        }
    }

    private static func read(_ package: URL, _ path: String) -> String? {
        FileManager.default.contents(atPath: package.appendingPathComponent(path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    private static func scratchDirectory() throws(AppGenerationError) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("new-app-update-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem("cannot create \(url.path): \(error.localizedDescription)")
        }
        return url
    }

    /// `git merge-file` of the three texts: the merged text and the number of conflicts.
    private static func merge(
        mine: String, base: String, theirs: String, baseLabel: String, theirsLabel: String, scratch: URL
    ) throws(AppGenerationError) -> (text: String, conflicts: Int) {
        let files = ["yours", "base", "theirs"].map { scratch.appendingPathComponent("merge-" + $0) }
        do {
            for (url, text) in zip(files, [mine, base, theirs]) { try Data(text.utf8).write(to: url) }
        } catch {
            throw .fileSystem("cannot prepare a merge in \(scratch.path): \(error.localizedDescription)")
        }
        let result = Git.command(
            ["git", "merge-file", "-p", "-L", "yours", "-L", baseLabel, "-L", theirsLabel] + files.map(\.path))
        guard result.status >= 0, result.status < 128 else {
            throw .template("git merge-file failed (status \(result.status))")
        }
        return (result.output, Int(result.status))
    }
}
