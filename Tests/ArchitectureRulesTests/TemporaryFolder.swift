import Foundation

/// Files written under a fresh folder of the temporary directory, for tests that read a package from disk.
struct TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    /// A new folder's path, named `<prefix>-<UUID>`; nothing is created until ``write(_:)``.
    init(_ prefix: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    }

    /// Writes each file (a path relative to the folder, and its text), creating the folders it lies in.
    func write(_ files: [String: String]) throws {
        for (file, text) in files {
            let full = "\(path)/\(file)"
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
    }

    /// Removes the folder and everything in it.
    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
