import Foundation
import Persistence
import Testing

@Suite("Migrations")
struct MigrationTests {
    private let first = Migration(
        version: 1, name: "create notes",
        statements: ["CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)"])
    private let second = Migration(
        version: 2, name: "seed notes", statements: ["INSERT INTO notes (body) VALUES ('welcome')"])
    /// Fails unless version 1 already created the table: proves the order.
    private let third = Migration(
        version: 3, name: "add pinned", statements: ["ALTER TABLE notes ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0"])
    private let fourth = Migration(
        version: 4, name: "seed pinned note", statements: ["INSERT INTO notes (body, pinned) VALUES ('pinned', 1)"])

    private func history(_ database: Database, owner: String) throws -> [String] {
        try database.read { connection in
            try connection.query(
                "SELECT version, name FROM schema_migrations WHERE owner = ? ORDER BY version", .text(owner)
            )
            .map { "\(try $0.int("version")) \(try $0.string("name"))" }
        }
    }

    private func notes(_ database: Database) throws -> [String] {
        try database.read { try $0.query("SELECT body FROM notes ORDER BY id").map { try $0.string("body") } }
    }

    @Test("pending migrations run once, in order, and are recorded")
    func runOnceInOrder() throws {
        let database = try Database(.inMemory)
        try database.migrate(owner: "notes", [first, second, third])
        try database.migrate(owner: "notes", [first, second, third])
        #expect(try notes(database) == ["welcome"])
        #expect(try history(database, owner: "notes") == ["1 create notes", "2 seed notes", "3 add pinned"])
        let appliedAt = try database.read { connection in
            try connection.query("SELECT applied_at FROM schema_migrations").map { try $0.date("applied_at") }
        }
        #expect(appliedAt.allSatisfy { abs($0.timeIntervalSinceNow) < 3600 })
    }

    @Test("a later call with more versions runs only the new ones")
    func onlyNewVersionsRun() throws {
        let database = try Database(.inMemory)
        try database.migrate(owner: "notes", [first, second])
        try database.migrate(owner: "notes", [first, second, third, fourth])
        #expect(try notes(database) == ["welcome", "pinned"])
        #expect(try history(database, owner: "notes").count == 4)
    }

    @Test("a failing migration rolls back entirely, keeps earlier ones and throws .migrationFailed")
    func failingMigrationRollsBack() throws {
        let database = try Database(.inMemory)
        let broken = Migration(
            version: 2, name: "broken",
            statements: ["INSERT INTO notes (body) VALUES ('half done')", "INSERT INTO missing_table VALUES (1)"])
        #expect {
            try database.migrate(owner: "notes", [first, broken, third])
        } throws: { error in
            guard case .migrationFailed(let owner, let version, let reason) = error as? DatabaseError else {
                return false
            }
            return owner == "notes" && version == 2 && reason.contains("no such table: missing_table")
        }
        #expect(try notes(database) == [])
        #expect(try history(database, owner: "notes") == ["1 create notes"])
        let columns = try database.read { try $0.query("SELECT name FROM pragma_table_info('notes')") }
        #expect(columns.count == 2, "version 3 must not run after version 2 failed")
        try database.migrate(owner: "notes", [first, second, third])
        #expect(try notes(database) == ["welcome"])
    }

    @Test(
        "malformed migration lists are refused before anything runs",
        arguments: [
            ("duplicate", [1, 1]), ("descending", [2, 1]), ("zero", [0, 1]), ("negative", [-3]),
        ])
    func malformedLists(label: String, versions: [Int]) throws {
        let database = try Database(.inMemory)
        let migrations = versions.enumerated().map { index, version in
            Migration(version: version, name: "step \(index)", statements: ["CREATE TABLE IF NOT EXISTS t (x)"])
        }
        #expect {
            try database.migrate(owner: "bad", migrations)
        } throws: { error in
            guard case .invalidMigrations(let owner, _) = error as? DatabaseError else { return false }
            return owner == "bad"
        }
        let tables = try database.read { try $0.query("SELECT name FROM sqlite_master WHERE name = 't'") }
        #expect(tables.isEmpty, "\(label)")
    }

    @Test("an empty migration, an empty owner and history that contradicts the list are refused")
    func contradictions() throws {
        let database = try Database(.inMemory)
        try database.migrate(owner: "notes", [first, second, third])
        let refused: [(String, [Migration])] = [
            ("", [first]),
            ("notes", [first, Migration(version: 2, name: "renamed", statements: second.statements), third]),
            ("notes", [first, second]),
            ("other", [Migration(version: 1, name: "empty", statements: [])]),
        ]
        for (owner, migrations) in refused {
            #expect {
                try database.migrate(owner: owner, migrations)
            } throws: { error in
                guard case .invalidMigrations = error as? DatabaseError else { return false }
                return true
            }
        }
        let gap = try Database(.inMemory)
        try gap.migrate(owner: "notes", [first, third])
        #expect {
            try gap.migrate(owner: "notes", [first, second, third])
        } throws: { error in
            guard case .invalidMigrations(_, let reason) = error as? DatabaseError else { return false }
            return reason.contains("version 2")
        }
    }

    @Test("two owners keep independent version histories")
    func ownersAreIndependent() throws {
        let database = try Database(.inMemory)
        try database.migrate(owner: "notes", [first, second])
        try database.migrate(
            owner: "tags", [Migration(version: 1, name: "create tags", statements: ["CREATE TABLE tags (name TEXT)"])])
        try database.migrate(owner: "notes", [first, second, third])
        #expect(try history(database, owner: "notes") == ["1 create notes", "2 seed notes", "3 add pinned"])
        #expect(try history(database, owner: "tags") == ["1 create tags"])
        #expect(try notes(database) == ["welcome"])
    }
}
