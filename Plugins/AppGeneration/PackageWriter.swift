public import Foundation

/// Writes a generated package all or nothing: into a hidden directory next to the destination, moved into place
/// only once every file is written.
public enum PackageWriter {
    /// Throws unless `output` can take a new package: it is not inside `template` (the package the app is made
    /// from), its parent exists, and it is missing or an empty directory.
    public static func checkDestination(_ output: URL, template: URL) throws(AppGenerationError) {
        let path = output.standardizedFileURL.resolvingSymlinksInPath().path
        let templatePath = template.standardizedFileURL.resolvingSymlinksInPath().path
        if path == templatePath || path.hasPrefix(templatePath + "/") {
            throw .unusableOutput(
                output.path,
                reason: "it is inside the template's checkout (\(templatePath)); choose a directory outside it")
        }
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        let parent = output.standardizedFileURL.deletingLastPathComponent()
        guard files.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unusableOutput(output.path, reason: "its parent \(parent.path) is not a directory; create it first")
        }
        guard files.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw .unusableOutput(output.path, reason: "a file is there; choose a new or empty directory")
        }
        let contents = (try? files.contentsOfDirectory(atPath: output.path)) ?? ["?"]
        guard contents.isEmpty else {
            throw .unusableOutput(
                output.path, reason: "it is not empty (\(contents.count) entries); choose a new or empty directory")
        }
    }

    /// Writes `files` under `output` (checked with ``checkDestination(_:template:)`` first): every file goes into
    /// a hidden directory next to `output`, which then takes its place. On any failure that directory is
    /// removed and `output` is as it was.
    public static func write(_ files: [AppFile], to output: URL, template: URL) throws(AppGenerationError) {
        try checkDestination(output, template: template)
        let manager = FileManager.default
        let destination = output.standardizedFileURL
        let staging = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).new-app-\(UUID().uuidString)")
        do {
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
                if file.isExecutable {
                    try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
                }
            }
            if manager.fileExists(atPath: destination.path) {
                try manager.removeItem(at: destination)  // empty, as checked
            }
            try manager.moveItem(at: staging, to: destination)
        } catch {
            try? manager.removeItem(at: staging)
            throw .fileSystem("cannot write \(destination.path): \(error.localizedDescription); nothing was written")
        }
    }
}
