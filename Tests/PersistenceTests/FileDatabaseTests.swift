import Foundation
import Persistence
import Testing

@Suite("File databases")
struct FileDatabaseTests {
    private let schema = [
        Migration(version: 1, name: "create kv", statements: ["CREATE TABLE kv (k TEXT PRIMARY KEY, v BLOB)"])
    ]

    @Test("data survives closing and reopening the file, which uses WAL")
    func survivesReopen() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("app.sqlite")
        let payload = Data((0..<300).map { UInt8($0 % 256) })
        do {
            let database = try Database(.file(path: path))
            try database.migrate(owner: "kv", schema)
            try database.write { try $0.execute("INSERT INTO kv VALUES (?, ?)", "blob", .blob(payload)) }
            let mode = try database.write {
                try #require(try $0.queryOne("PRAGMA journal_mode")).string("journal_mode")
            }
            #expect(mode == "wal")
            database.close()
            #expect(throws: DatabaseError.closed) { try database.read { _ in 0 } }
        }
        let reopened = try Database(.file(path: path))
        #expect(reopened.location == .file(path: path))
        try reopened.migrate(owner: "kv", schema)
        let stored = try reopened.read { connection in
            try #require(try connection.queryOne("SELECT v FROM kv WHERE k = ?", "blob")).data("v")
        }
        #expect(stored == payload)
    }

    @Test("a file of random bytes throws .notADatabase at open")
    func randomBytes() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("random.sqlite")
        var generator = SystemRandomNumberGenerator()
        try Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(
            to: URL(fileURLWithPath: path))
        #expect {
            try Database(.file(path: path))
        } throws: { error in
            guard case .notADatabase(let message) = error as? DatabaseError else { return false }
            return message == "\(path): file is not a database"
        }
    }

    @Test("a text file throws .notADatabase at open and is left untouched")
    func textFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.txt")
        let text = String(repeating: "this is not a database\n", count: 100)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: DatabaseError.notADatabase("\(path): file is not a database")) {
            try Database(.file(path: path))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test("a database whose schema page is damaged throws .corrupt at open")
    func damagedSchemaPage() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("damaged.sqlite")
        do {
            let database = try Database(.file(path: path))
            try database.migrate(owner: "kv", schema)
            try database.write { try $0.execute("INSERT INTO kv VALUES (?, ?)", "k", "v") }
            database.close()
        }
        // Keep the 100-byte file header valid, scribble over the rest of page 1 (the schema table).
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        for index in 100..<min(bytes.count, 4096) { bytes[index] = UInt8(truncatingIfNeeded: index &* 37) }
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect {
            try Database(.file(path: path))
        } throws: { error in
            guard case .corrupt(let message) = error as? DatabaseError else { return false }
            return message.hasPrefix("\(path): ") && message.contains("malformed")
        }
    }

    @Test("closing checkpoints the write-ahead log: the main file alone holds the tables and rows")
    func closeCheckpoints() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("app.sqlite")
        let database = try Database(.file(path: path))
        try database.migrate(owner: "kv", schema)
        try database.write { try $0.execute("INSERT INTO kv VALUES (?, ?)", "k", "kept") }
        database.close()
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        // A copy of the main file alone, as a backup that took only it would have.
        let copy = directory.path("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let reopened = try Database(.file(path: copy))
        let value = try reopened.read { connection in
            try #require(try connection.queryOne("SELECT v FROM kv WHERE k = ?", "k")).string("v")
        }
        #expect(value == "kept")
    }

    @Test("a write-ahead log deleted while the process was away is refused, naming both files; nothing changes")
    func lostWriteAheadLog() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("app.sqlite")
        let writer = try Database(.file(path: path))
        try writer.migrate(owner: "kv", schema)
        try writer.write { try $0.execute("INSERT INTO kv VALUES (?, ?)", "k", "only in the log") }
        // A process killed now leaves both files; copy them as it left them, then lose the log.
        let copy = directory.path("left.sqlite")
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
        }
        writer.close()
        try FileManager.default.removeItem(atPath: copy + "-wal")
        let before = try Data(contentsOf: URL(fileURLWithPath: copy))
        #expect {
            try Database(.file(path: copy))
        } throws: { error in
            guard case .cannotOpen(let reportedPath, let reason) = error as? DatabaseError else { return false }
            return reportedPath == copy && reason.contains("\(copy)-wal is missing") && reason.contains("-shm")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
        #expect(!FileManager.default.fileExists(atPath: copy + "-wal"))
    }

    @Test("a path in a missing directory throws .cannotOpen naming the path")
    func missingDirectory() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("missing/app.sqlite")
        #expect {
            try Database(.file(path: path))
        } throws: { error in
            guard case .cannotOpen(let reportedPath, let reason) = error as? DatabaseError else { return false }
            return reportedPath == path && !reason.isEmpty
        }
    }

    @Test("a write blocked by another connection's transaction throws .busy after the busy timeout")
    func busy() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("busy.sqlite")
        let holder = try Database(.file(path: path))
        try holder.migrate(owner: "kv", schema)
        let waiter = try Database(.file(path: path), busyTimeout: .milliseconds(20))
        try holder.write { connection in
            try connection.execute("INSERT INTO kv VALUES (?, ?)", "held", nil)
            #expect(throws: DatabaseError.busy("database is locked")) {
                try waiter.write { try $0.execute("INSERT INTO kv VALUES (?, ?)", "blocked", nil) }
            }
            // WAL lets a reader carry on while the writer holds its lock; it sees the last committed state.
            let visible = try waiter.read { try $0.query("SELECT k FROM kv") }
            #expect(visible.isEmpty)
        }
        let keys = try waiter.read { try $0.query("SELECT k FROM kv ORDER BY k").map { try $0.string("k") } }
        #expect(keys == ["held"])
    }
}
