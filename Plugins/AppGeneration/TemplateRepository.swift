public import Foundation

/// The template's git repository (a ShopKit checkout or clone): what a version names, and the template's sources
/// as they were at one commit, for `new-app --version`, `--update` and `--check`.
public struct TemplateRepository: Sendable {
    /// The repository's working directory.
    public let root: URL

    /// The repository at `root`.
    public init(root: URL) {
        self.root = root
    }

    /// The commit `version` names (a tag, a branch or a commit), or nil when the repository has no such version.
    public func commit(of version: String) -> String? {
        guard !version.hasPrefix("-"), !version.isEmpty else { return nil }
        let result = Git.run(["rev-parse", "--verify", "--quiet", version + "^{commit}"], in: root)
        let commit = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return result.status == 0 && commit.count == 40 ? commit : nil
    }

    /// The tags that come after `commit` in the template's history (their commit contains it and is not it), oldest
    /// first: the versions a package made at `commit` could be updated to.
    func versions(after commit: String) -> [String] {
        let result = Git.run(["tag", "--contains", commit, "--sort=creatordate"], in: root)
        guard result.status == 0 else { return [] }
        return result.output.split(separator: "\n").map(String.init).filter { self.commit(of: $0) != commit }
    }

    /// The version to record for the checkout as it is: the tag on its HEAD, else HEAD's commit; with the commit.
    /// Nil when the checkout is not a git repository.
    func currentVersion() -> (version: String, commit: String)? {
        guard let commit = commit(of: "HEAD") else { return nil }
        let tag = Git.run(["describe", "--tags", "--exact-match", "HEAD"], in: root)
        let name = tag.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return (tag.status == 0 && !name.isEmpty ? name : commit, commit)
    }

    /// The template's sources at `commit`, extracted into a new directory under `scratch`: the template folder and
    /// the paths its symbolic links name, not the rest of the checkout (a fifth of its files).
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` when git cannot extract them, or the commit predates the
    ///   template folder.
    func source(at commit: String, scratch: URL) throws(AppGenerationError) -> TemplateSource {
        let tree = scratch.appendingPathComponent("template-" + commit)
        let archive = scratch.appendingPathComponent("template-\(commit).tar")
        do {
            try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem("cannot create \(tree.path): \(error.localizedDescription)")
        }
        let folder = TemplateSource.folder
        let listing = Git.run(["--literal-pathspecs", "ls-tree", "-r", "-z", commit, "--", folder], in: root)
        let entries = listing.output.split(separator: "\0").compactMap { entry -> (mode: String, path: String)? in
            guard let tab = entry.firstIndex(of: "\t") else { return nil }
            return (String(entry.prefix(while: { $0 != " " })), String(entry[entry.index(after: tab)...]))
        }
        guard listing.status == 0, entries.contains(where: { $0.path == folder + "/Package.swift" }) else {
            throw .template(
                "the template at \(commit.prefix(12)) has no \(folder): it predates the template folder, so this "
                    + "new-app cannot make the package as that version made it; make a fresh package at the new "
                    + "version with your answers and move your files into it (StartYourApp, \"Keep your app up to "
                    + "date with the template\")")
        }
        // A link names the path it has itself, taken from the checkout's root; one naming nothing at this commit is
        // left out here and refused by TemplateSource with the link's name.
        let links = entries.filter { $0.mode == "120000" }.map { String($0.path.dropFirst(folder.count + 1)) }
        let present =
            links.isEmpty
            ? []
            : Git.run(["--literal-pathspecs", "ls-tree", "--name-only", "-z", commit, "--"] + links, in: root)
                .output.split(separator: "\0").map(String.init)
        guard
            Git.run(
                ["--literal-pathspecs", "archive", "--format=tar", "-o", archive.path, commit, "--", folder] + present,
                in: root
            )
            .status == 0,
            Git.command(["tar", "-xf", archive.path, "-C", tree.path]).status == 0
        else {
            throw .template("cannot read the template at \(commit) from \(root.path) with git archive")
        }
        return TemplateSource(root: tree.standardizedFileURL)
    }
}

/// Runs git and tar, and collects what they print.
enum Git {
    /// The exit status and standard output of `git -C <directory> <arguments>`; standard error is dropped.
    static func run(_ arguments: [String], in directory: URL) -> (status: Int32, output: String) {
        command(["git", "-C", directory.path] + arguments)
    }

    /// The exit status and standard output of `command` (a program on the PATH and its arguments).
    static func command(_ command: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, "")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
