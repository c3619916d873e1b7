#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Keeps a database file, and the files SQLite keeps beside it, readable and writable by their owner only
/// (mode 0600), whatever the umask and the directory: they may hold secrets such as a session token.
///
/// SQLite creates its `-wal`, `-shm` and `-journal` files with the database file's own permission bits, so a
/// database file that is 0600 before SQLite first opens it gets owner-only companions from then on.
/// Companions left at a wider mode by an earlier run are tightened when the database is opened.
enum OwnerOnlyFiles {
    /// Read and write for the owner, nothing for group and others.
    static let mode: mode_t = 0o600
    /// The files SQLite may keep next to the database: its write-ahead log, shared memory index and rollback journal.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// Creates an empty owner-only file at `path` unless something is there already (SQLite takes an empty
    /// file for a new database). An existing file is left alone until it has been read as a database.
    static func createIfMissing(_ path: String) throws(DatabaseError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if descriptor < 0 {
            let failure = errno
            guard failure == EEXIST else { throw .cannotOpen(path: path, reason: reason(failure)) }
            return
        }
        defer { close(descriptor) }
        // The umask may have taken bits away (0400 cannot be written); set exactly 0600.
        guard fchmod(descriptor, mode) == 0 else { throw .cannotOpen(path: path, reason: reason(errno)) }
    }

    /// Takes every permission for the group and others away from the database file at `path` and each of its
    /// companions that exists, and keeps the owner's as they are: a file the owner made stricter (0400, read-only)
    /// stays so.
    static func tighten(databaseAt path: String) throws(DatabaseError) {
        for file in [path] + companionSuffixes.map({ path + $0 }) {
            var status = stat()
            guard stat(file, &status) == 0 else {
                if errno == ENOENT { continue }
                throw .cannotOpen(path: path, reason: "cannot read the permissions of \(file): \(reason(errno))")
            }
            let ownerOnly = mode_t(status.st_mode) & mode & 0o700
            guard mode_t(status.st_mode) & 0o777 != ownerOnly else { continue }
            guard chmod(file, ownerOnly) == 0 || errno == ENOENT else {
                throw .cannotOpen(path: path, reason: "cannot make \(file) owner-only (mode 0600): \(reason(errno))")
            }
        }
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
