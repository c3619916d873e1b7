import Foundation
import Persistence
import Testing

/// Database files hold secrets (a session token), so they are owner-only whatever the directory and umask.
@Suite("File modes")
struct FileModeTests {
    private let schema = [
        Migration(version: 1, name: "create kv", statements: ["CREATE TABLE kv (k TEXT PRIMARY KEY, v TEXT)"])
    ]

    /// The permission bits of the file at `path`, or nil when there is none.
    private func mode(_ path: String) -> Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return (attributes?[.posixPermissions] as? NSNumber)?.intValue
    }

    /// A directory that everyone may read, as `mkdir` leaves one under the usual umask.
    private func openDirectory() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
        return directory
    }

    @Test("a new database and the WAL files SQLite creates beside it are 0600 in a 0755 directory")
    func newFilesAreOwnerOnly() throws {
        let directory = try openDirectory()
        let path = directory.path("app.sqlite")
        let database = try Database(.file(path: path))
        try database.migrate(owner: "kv", schema)
        try database.write { try $0.execute("INSERT INTO kv VALUES (?, ?)", "session", "secret-token") }
        // While the database is open, the write-ahead log and its index exist.
        #expect(mode(path) == 0o600)
        #expect(mode(path + "-wal") == 0o600)
        #expect(mode(path + "-shm") == 0o600)
        database.close()
        #expect(mode(path) == 0o600)
    }

    @Test("an existing 0644 database and stale 0644 WAL files are tightened to 0600 when opened")
    func existingFilesAreTightened() throws {
        let directory = try openDirectory()
        let path = directory.path("app.sqlite")
        do {
            let database = try Database(.file(path: path))
            try database.migrate(owner: "kv", schema)
            try database.write { try $0.execute("INSERT INTO kv VALUES (?, ?)", "session", "secret-token") }
            database.close()
        }
        // As an older version (or another tool) left them: readable by everyone.
        #expect(FileManager.default.createFile(atPath: path + "-wal", contents: Data()))
        #expect(FileManager.default.createFile(atPath: path + "-shm", contents: Data()))
        for file in [path, path + "-wal", path + "-shm"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
        }

        let reopened = try Database(.file(path: path))
        #expect(mode(path) == 0o600)
        #expect(mode(path + "-wal") == 0o600)
        #expect(mode(path + "-shm") == 0o600)
        let value = try reopened.read { try $0.queryOne("SELECT v FROM kv WHERE k = ?", "session")?.string("v") }
        #expect(value == "secret-token", "tightening keeps the data")
    }

    @Test("a database the owner made stricter than 0600 (0400, read-only) keeps its mode when opened")
    func stricterModesAreKept() throws {
        let directory = try openDirectory()
        let path = directory.path("app.sqlite")
        do {
            let database = try Database(.file(path: path))
            try database.migrate(owner: "kv", schema)
            database.close()
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)
        _ = try? Database(.file(path: path))
        #expect(mode(path) == 0o400)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        _ = try Database(.file(path: path))
        #expect(mode(path) == 0o600, "the group's read is taken away, the owner's read and write kept")
    }

    @Test("a file that is not a database keeps its mode: nothing is changed before it is read as one")
    func notADatabaseKeepsItsMode() throws {
        let directory = try openDirectory()
        let path = directory.path("notes.txt")
        try "not a database\n".write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(throws: DatabaseError.notADatabase("\(path): file is not a database")) {
            try Database(.file(path: path))
        }
        #expect(mode(path) == 0o644)
    }
}
