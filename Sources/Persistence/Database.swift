// Persistence: a small, safe wrapper around SQLite.
//
// The rule this module exists to enforce: SQL text is always a `StaticString` literal written in the
// source, and every value that comes from a user, the network or a file is passed as a bound parameter
// (`?`). SQL is never assembled from strings at run time, so SQL injection cannot happen by construction.

import CSQLite
import Foundation

/// A SQLite database (a file or private memory) that every module shares through one instance.
///
/// **SQL is always a `StaticString` literal; user-supplied values only ever travel as bound parameters
/// (`?` with ``SQLValue``), never inside the SQL text.** The API makes the other way impossible.
///
/// - Each module owns its tables and creates them with ``migrate(owner:_:)`` under its own owner name.
/// - `read` and `write` run their body as one transaction with exclusive use of the connection;
///   calls from many threads or tasks are serialised. Bodies are synchronous: keep them short, and never call
///   the same `Database` again from inside a body (that throws ``DatabaseError/misuse(_:)``; use the
///   ``Connection`` you were given).
/// - Files are owner-only (mode 0600), and so are SQLite's `-wal` and `-shm` files beside them, whatever the
///   umask: a database may hold secrets. An existing file and its companions are tightened when opened.
/// - Files use write-ahead logging with `synchronous=NORMAL` (a committed transaction survives an app crash;
///   a power cut may lose the last commits but never corrupts the file), `foreign_keys=ON` and a busy timeout.
public final class Database: @unchecked Sendable {
    // @unchecked Sendable is safe because every mutable stored property (`handle`, `isInsideBody`,
    // `closeWhenBodyEnds`) and the SQLite connection itself are only touched while `lock` is held, and the
    // connection never leaves this object except inside a body that runs under that lock.

    /// Where the database lives.
    public enum Location: Sendable, Hashable {
        /// A private database in memory, gone when the `Database` is closed.
        case inMemory
        /// A file at `path`, created owner-only (mode 0600) when missing (its directory must exist).
        case file(path: String)
    }

    /// Where this database lives.
    public let location: Location

    /// Recursive only so that a nested call from inside a body reaches the `isInsideBody` check and throws
    /// instead of deadlocking.
    private let lock = NSRecursiveLock()
    private var handle: SQLiteHandle?
    private var isInsideBody = false
    private var closeWhenBodyEnds = false

    /// Opens the database at `location`, creating it when missing, and checks that it really is a SQLite database.
    ///
    /// - Parameters:
    ///   - location: a file, or private memory.
    ///   - busyTimeout: how long a statement waits for another connection's lock before throwing
    ///     ``DatabaseError/busy(_:)``.
    /// - Throws: ``DatabaseError/cannotOpen(path:reason:)``, ``DatabaseError/notADatabase(_:)`` or
    ///   ``DatabaseError/corrupt(_:)``; a damaged file never crashes the process.
    public init(_ location: Location, busyTimeout: Duration = .seconds(5)) throws(DatabaseError) {
        self.location = location
        let path: String
        switch location {
        case .inMemory: path = ":memory:"
        case .file(let filePath):
            path = filePath
            try Self.refuseLostWriteAheadLog(path)
            try OwnerOnlyFiles.createIfMissing(path)
        }
        let handle = try SQLiteHandle(path: path, displayPath: path)
        do throws(DatabaseError) {
            let (seconds, attoseconds) = busyTimeout.components
            let wholeSeconds = max(0, min(seconds, Int64(Int32.max) / 1000))
            let milliseconds = wholeSeconds * 1000 + max(0, attoseconds / 1_000_000_000_000_000)
            handle.setBusyTimeout(milliseconds: Int32(clamping: milliseconds))
            // Reading the schema reads the file header and the first page: a file that is not a database
            // fails here with SQLITE_NOTADB, a damaged one with SQLITE_CORRUPT.
            _ = try handle.run("SELECT count(*) FROM sqlite_master", bindings: [], collect: true, inBody: nil)
            if case .file = location {
                try OwnerOnlyFiles.tighten(databaseAt: path)
                let mode = try handle.run("PRAGMA journal_mode = WAL", bindings: [], collect: true, inBody: nil)
                let journalMode = try mode.first?.string("journal_mode").lowercased()
                guard journalMode == "wal" else {
                    throw DatabaseError.cannotOpen(
                        path: path, reason: "could not enable WAL journal mode (got \(journalMode ?? "nothing"))")
                }
                try handle.executeInternal("PRAGMA synchronous = NORMAL")
            }
            try handle.executeInternal("PRAGMA foreign_keys = ON")
        } catch {
            handle.close()
            if case .sqlite(let code, let message) = error, code & 0xFF == SQLITE_CANTOPEN {
                throw .cannotOpen(path: path, reason: message)
            }
            throw Self.naming(path, in: error)
        }
        self.handle = handle
    }

    deinit { handle?.close() }

    /// Refuses to open a database file whose write-ahead log was removed while its shared-memory index remains.
    ///
    /// Both files exist between a writer's first change and the last connection's close, which moves the log
    /// into the main file and deletes both. An index without its log means the log was deleted or moved by
    /// hand: what was written since the last checkpoint is gone, and opening would silently show an older
    /// state (or an empty one). SQLite cannot tell a truncated or damaged log from a short one, so only this
    /// case is caught.
    private static func refuseLostWriteAheadLog(_ path: String) throws(DatabaseError) {
        let files = FileManager.default
        guard files.fileExists(atPath: path + "-shm"), !files.fileExists(atPath: path + "-wal") else { return }
        throw .cannotOpen(
            path: path,
            reason: "its write-ahead log \(path)-wal is missing while \(path)-shm remains, so the changes "
                + "since its last checkpoint are lost; put the -wal file back (from a backup), or delete the "
                + "-shm file to open what the main file holds")
    }

    /// The same error with the database file named, for the errors whose SQLite message does not name it.
    private static func naming(_ path: String, in error: DatabaseError) -> DatabaseError {
        switch error {
        case .notADatabase(let message): .notADatabase("\(path): \(message)")
        case .corrupt(let message): .corrupt("\(path): \(message)")
        default: error
        }
    }

    /// Runs `migrations` of `owner` that this database has not run yet, in ascending version order,
    /// each in its own transaction, and records them in the `schema_migrations` table.
    ///
    /// Call it at startup with the owner's complete list; versions already applied are skipped.
    /// - Throws: ``DatabaseError/invalidMigrations(owner:reason:)`` when versions are not unique and ascending,
    ///   a migration is empty, or the list contradicts the recorded history (a renamed version, a new version
    ///   below one already applied, or a database newer than the list); ``DatabaseError/migrationFailed(owner:version:reason:)``
    ///   when a migration fails, after rolling it back (earlier ones stay applied).
    public func migrate(owner: String, _ migrations: [Migration]) throws(DatabaseError) {
        try Self.validate(owner: owner, migrations)
        let handle = try acquire()
        defer { release(handle) }
        try Self.createBookkeeping(handle)
        let applied = try Self.appliedMigrations(owner: owner, handle)
        for migration in try Self.pending(owner: owner, migrations, applied: applied) {
            try Self.apply(migration, owner: owner, handle)
        }
    }

    /// Runs `body` in a read transaction (a consistent snapshot) and returns its result.
    ///
    /// Statements that would write throw ``DatabaseError/readOnly(_:)``. Errors thrown by `body` are rethrown unchanged.
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try transaction(readOnly: true, body, failure: { $0 })
    }

    /// Runs `body`, which throws only ``DatabaseError``, in a read transaction and returns its result; whatever
    /// fails is a ``DatabaseError``, so the caller needs no cast. Choose it by annotating the body:
    /// `database.read { connection throws(DatabaseError) in ... }`.
    public func read<T>(_ body: (Connection) throws(DatabaseError) -> T) throws(DatabaseError) -> T {
        try transaction(readOnly: true, body, failure: { $0 })
    }

    /// Runs `body` as one transaction (`BEGIN IMMEDIATE`): commits when it returns, rolls back when it throws.
    ///
    /// The body's error is rethrown unchanged; a failure to begin or commit throws a ``DatabaseError``
    /// and leaves nothing behind.
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        try transaction(readOnly: false, body, failure: { $0 })
    }

    /// Runs `body`, which throws only ``DatabaseError``, as one transaction: commits when it returns, rolls back
    /// when it throws; whatever fails is a ``DatabaseError``, so the caller needs no cast. Choose it by annotating
    /// the body: `database.write { connection throws(DatabaseError) in ... }`.
    public func write<T>(_ body: (Connection) throws(DatabaseError) -> T) throws(DatabaseError) -> T {
        try transaction(readOnly: false, body, failure: { $0 })
    }

    /// Closes the database; any later call throws ``DatabaseError/closed``. Calling it again does nothing.
    /// Called from inside a body, the database closes when that body's transaction ends.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        if isInsideBody {
            closeWhenBodyEnds = true
        } else {
            handle?.close()
            handle = nil
        }
    }

    /// One transaction around `body`, for both kinds of body: `Failure` is `any Error` for an untyped body and
    /// ``DatabaseError`` for a typed one; the transaction's own failures are ``DatabaseError``s, which are both.
    private func transaction<T, Failure: Error>(
        readOnly: Bool, _ body: (Connection) throws(Failure) -> T,
        failure: (DatabaseError) -> Failure
    ) throws(Failure) -> T {
        let handle: SQLiteHandle
        do { handle = try acquire() } catch { throw failure(error) }
        defer { release(handle) }
        do { try handle.executeInternal(readOnly ? "BEGIN DEFERRED" : "BEGIN IMMEDIATE") } catch {
            throw failure(error)
        }
        let session = ConnectionSession(handle: handle, isReadOnly: readOnly)
        defer { session.isActive = false }
        let result: T
        do {
            result = try body(Connection(session: session))
        } catch {
            handle.rollbackIfNeeded()
            throw error
        }
        guard !handle.isAutocommit else { throw failure(ConnectionSession.transactionEnded) }
        do {
            try handle.executeInternal("COMMIT")
        } catch {
            handle.rollbackIfNeeded()
            throw failure(error)
        }
        return result
    }

    /// Takes the lock and returns the open connection; refuses nested and closed use.
    /// Every successful call is paired with ``release(_:)``.
    private func acquire() throws(DatabaseError) -> SQLiteHandle {
        lock.lock()
        guard !isInsideBody else {
            lock.unlock()
            throw .misuse(
                "this Database was called again from inside one of its own read/write/migrate bodies; "
                    + "use the Connection the body received")
        }
        guard let handle else {
            lock.unlock()
            throw .closed
        }
        isInsideBody = true
        return handle
    }

    /// Ends the exclusive use begun by ``acquire()``, closing the database if `close()` was called meanwhile.
    private func release(_ handle: SQLiteHandle) {
        isInsideBody = false
        if closeWhenBodyEnds {
            handle.close()
            self.handle = nil
        }
        lock.unlock()
    }

    /// Runs one migration and records it, all in one transaction.
    private static func apply(_ migration: Migration, owner: String, _ handle: SQLiteHandle) throws(DatabaseError) {
        try handle.executeInternal("BEGIN IMMEDIATE")
        do {
            // Another process may have run it between our check and this transaction.
            if try appliedMigrations(owner: owner, handle)[migration.version] != nil {
                try handle.executeInternal("COMMIT")
                return
            }
            for statement in migration.statements {
                _ = try handle.run(statement, bindings: [], collect: false, inBody: nil)
            }
            _ = try handle.run(
                "INSERT INTO schema_migrations (owner, version, name, applied_at) VALUES (?, ?, ?, ?)",
                bindings: [.text(owner), SQLValue(migration.version), .text(migration.name), SQLValue(Date())],
                collect: false, inBody: nil)
            try handle.executeInternal("COMMIT")
        } catch {
            handle.rollbackIfNeeded()
            throw .migrationFailed(owner: owner, version: migration.version, reason: error.description)
        }
    }
}
