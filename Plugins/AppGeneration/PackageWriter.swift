public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a generated package all or nothing: into a hidden directory next to the destination, moved into place
/// only once every file is written. It writes only where it says: the destination is judged by its real location
/// (its nearest existing ancestor resolved through symlinks), a symlink is never the destination, and no symlink
/// is followed while writing.
public enum PackageWriter {
    /// Throws unless `output` can take a new package: it is not a symlink, its real location is not inside
    /// `template` (the package the app is made from), its parent exists, and it is missing or an empty directory.
    public static func checkDestination(_ output: URL, template: URL) throws(AppGenerationError) {
        _ = try realDestination(of: output, template: template)
    }

    /// `output`'s real location, checked as ``checkDestination(_:template:)`` says: the nearest existing ancestor
    /// resolved through symlinks, with the parts that do not exist yet appended.
    static func realDestination(of output: URL, template: URL) throws(AppGenerationError) -> URL {
        let destination = output.standardizedFileURL
        if isSymbolicLink(destination.path) {
            throw .unusableOutput(
                output.path,
                reason: "it is a symbolic link; name the real directory (\(realPath(destination.path)))")
        }
        let resolved = resolvingExistingAncestor(of: destination)
        let templatePath = realPath(template.standardizedFileURL.path)
        if resolved.path == templatePath || resolved.path.hasPrefix(templatePath + "/") {
            throw .unusableOutput(
                output.path,
                reason: "it is inside the template's checkout (\(templatePath)); choose a directory outside it")
        }
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        let parent = resolved.deletingLastPathComponent()
        guard files.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unusableOutput(
                output.path,
                reason: "its parent \(destination.deletingLastPathComponent().path) is not a directory; create it first"
            )
        }
        guard entryExists(resolved.path) else { return resolved }
        guard files.fileExists(atPath: resolved.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .unusableOutput(output.path, reason: "a file is there; choose a new or empty directory")
        }
        let contents = (try? files.contentsOfDirectory(atPath: resolved.path)) ?? ["?"]
        guard contents.isEmpty else {
            throw .unusableOutput(
                output.path, reason: "it is not empty (\(contents.count) entries); choose a new or empty directory")
        }
        return resolved
    }

    /// Writes `files` under `output` (checked with ``checkDestination(_:template:)`` first): every file goes into
    /// a new hidden directory next to `output`'s real location, which then takes its place. Files are created
    /// new (never opened through an existing entry). On any failure that directory is removed and `output` is as
    /// it was.
    public static func write(_ files: [AppFile], to output: URL, template: URL) throws(AppGenerationError) {
        let destination = try realDestination(of: output, template: template)
        let manager = FileManager.default
        let staging = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).new-app-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            for file in files {
                try writeNew(file, under: staging)
            }
            // Checked again just before the move: still no symlink there, and still empty if it exists.
            guard !isSymbolicLink(destination.path) else {
                throw AppGenerationError.unusableOutput(output.path, reason: "it became a symbolic link")
            }
            if entryExists(destination.path) {
                guard (try manager.contentsOfDirectory(atPath: destination.path)).isEmpty else {
                    throw AppGenerationError.unusableOutput(output.path, reason: "it is no longer empty")
                }
                try manager.removeItem(at: destination)  // an empty real directory, as checked
            }
            try manager.moveItem(at: staging, to: destination)
        } catch {
            try? manager.removeItem(at: staging)
            if let refusal = error as? AppGenerationError { throw refusal }
            throw .fileSystem("cannot write \(destination.path): \(error.localizedDescription); nothing was written")
        }
    }

    /// Creates `file` under `root`: each missing directory is made new, an existing one must be a real directory,
    /// and the file itself must not exist (`O_CREAT | O_EXCL | O_NOFOLLOW`), so no write goes through a symlink.
    private static func writeNew(_ file: AppFile, under root: URL) throws {
        var directory = root
        for part in file.path.split(separator: "/").dropLast() {
            directory.appendPathComponent(String(part))
            if entryExists(directory.path) {
                var isDirectory: ObjCBool = false
                guard !isSymbolicLink(directory.path),
                    FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                else { throw AppGenerationError.fileSystem("\(directory.path) is not a directory") }
            } else {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
            }
        }
        let path = root.appendingPathComponent(file.path).path
        let mode: mode_t = file.isExecutable ? 0o755 : 0o644
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode)
        guard descriptor >= 0 else {
            throw AppGenerationError.fileSystem("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let bytes = Array(file.contents.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                throw AppGenerationError.fileSystem("cannot write \(path): \(String(cString: strerror(errno)))")
            }
            written += count
        }
        if file.isExecutable { fchmod(descriptor, 0o755) }  // the umask may have narrowed it
    }

    /// `url` with its nearest existing ancestor resolved through symlinks and the missing parts appended.
    static func resolvingExistingAncestor(of url: URL) -> URL {
        var existing = url.standardizedFileURL
        var missing: [String] = []
        while !entryExists(existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var resolved = URL(fileURLWithPath: realPath(existing.path))
        for part in missing { resolved.appendPathComponent(part) }
        return resolved
    }

    /// The path with every symlink resolved (`realpath(3)`), or the path as it is when it cannot be resolved.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether anything is at `path`, a dangling symlink included (`lstat(2)`).
    static func entryExists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Whether `path` itself is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }
}

/// `write(2)`, named apart from ``PackageWriter/write(_:to:template:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
