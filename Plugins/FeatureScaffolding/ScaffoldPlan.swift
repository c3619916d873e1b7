public import Foundation

/// Everything one add or remove changes, decided before anything is written.
public struct ScaffoldPlan: Equatable, Sendable {
    /// The feature added or removed.
    public var feature: FeatureName
    /// The CODEOWNERS owner of an added feature.
    public var team: String?
    /// Files that must not exist yet.
    public var createdFiles: [GeneratedFile]
    /// Existing files replaced whole: Package.swift and CODEOWNERS.
    public var editedFiles: [GeneratedFile]
    /// Directories deleted with everything in them, relative to the root.
    public var removedDirectories: [String]

    /// Makes the changes under `root`, all or nothing: when a step fails, the steps before it are undone
    /// (created files deleted, edited files restored, removed directories put back) and the error says what failed.
    public func apply(at root: URL) throws(ScaffoldError) {
        var journal = Journal(root: root)
        do {
            for file in createdFiles { try journal.create(file) }
            for directory in removedDirectories { try journal.setAside(directory) }
            for file in editedFiles { try journal.replace(file) }
        } catch {
            journal.rollBack()
            throw error
        }
        journal.discardSetAside()
    }
}

/// The changes made so far, so they can be undone.
private struct Journal {
    let root: URL
    var createdFiles: [URL] = []
    var createdDirectories: [URL] = []
    var originals: [(URL, Data)] = []
    /// Removed directories, moved next to where they were until the whole plan has succeeded.
    var setAside: [(original: URL, moved: URL)] = []
    private let files = FileManager.default

    init(root: URL) { self.root = root }

    mutating func create(_ file: GeneratedFile) throws(ScaffoldError) {
        let url = root.appendingPathComponent(file.path)
        guard !files.fileExists(atPath: url.path) else {
            throw .nameTaken(file.path, by: "\(file.path) already exists")
        }
        try makeDirectory(url.deletingLastPathComponent())
        guard files.createFile(atPath: url.path, contents: Data(file.contents.utf8)) else {
            throw .fileSystem("cannot write \(file.path)")
        }
        createdFiles.append(url)
    }

    mutating func replace(_ file: GeneratedFile) throws(ScaffoldError) {
        let url = root.appendingPathComponent(file.path)
        if let data = files.contents(atPath: url.path) {
            originals.append((url, data))
        } else {
            try makeDirectory(url.deletingLastPathComponent())
            createdFiles.append(url)
        }
        do {
            try Data(file.contents.utf8).write(to: url, options: .atomic)
        } catch {
            throw .fileSystem("cannot write \(file.path): \(error.localizedDescription)")
        }
    }

    mutating func setAside(_ directory: String) throws(ScaffoldError) {
        let url = root.appendingPathComponent(directory)
        let moved = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).removing-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try files.moveItem(at: url, to: moved)
        } catch {
            throw .fileSystem("cannot remove \(directory): \(error.localizedDescription)")
        }
        setAside.append((url, moved))
    }

    /// Creates `directory` and any missing parents, remembering each one made so a rollback can remove it.
    private mutating func makeDirectory(_ directory: URL) throws(ScaffoldError) {
        var missing: [URL] = []
        var current = directory.standardizedFileURL
        while !files.fileExists(atPath: current.path) {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        for url in missing.reversed() {
            do {
                try files.createDirectory(at: url, withIntermediateDirectories: false)
            } catch {
                throw .fileSystem("cannot create \(url.path): \(error.localizedDescription)")
            }
            createdDirectories.append(url)
        }
    }

    func rollBack() {
        for (url, data) in originals.reversed() { try? data.write(to: url, options: .atomic) }
        for url in createdFiles.reversed() { try? files.removeItem(at: url) }
        for url in createdDirectories.reversed() { try? files.removeItem(at: url) }
        for entry in setAside.reversed() { try? files.moveItem(at: entry.moved, to: entry.original) }
    }

    func discardSetAside() {
        for entry in setAside { try? files.removeItem(at: entry.moved) }
    }
}
