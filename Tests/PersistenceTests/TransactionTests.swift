import Foundation
import Persistence
import Testing

@Suite("Transactions and API misuse")
struct TransactionTests {
    private struct BodyFailure: Error, Equatable { let code: Int }

    private func makeDatabase() throws -> Database {
        let database = try Database(.inMemory)
        try database.migrate(
            owner: "test",
            [
                Migration(
                    version: 1, name: "create people",
                    statements: ["CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)"])
            ])
        return database
    }

    private func isMisuse(_ error: any Error) -> Bool {
        guard case .misuse = error as? DatabaseError else { return false }
        return true
    }

    private func count(_ database: Database) throws -> Int {
        try database.read { try #require(try $0.queryOne("SELECT count(*) AS n FROM people")).int("n") }
    }

    @Test("a write whose body throws leaves nothing behind and rethrows the body's own error")
    func throwingWriteRollsBack() throws {
        let database = try makeDatabase()
        #expect(throws: BodyFailure(code: 7)) {
            try database.write { connection in
                try connection.execute("INSERT INTO people (name) VALUES (?)", "Ada")
                try connection.execute("INSERT INTO people (name) VALUES (?)", "Grace")
                throw BodyFailure(code: 7)
            }
        }
        #expect(try count(database) == 0)
        try database.write { try $0.execute("INSERT INTO people (name) VALUES (?)", "Ada") }
        #expect(try count(database) == 1)
    }

    @Test("a UNIQUE violation throws .constraint with SQLite's message and the transaction rolls back")
    func uniqueViolation() throws {
        let database = try makeDatabase()
        try database.write { try $0.execute("INSERT INTO people (name) VALUES (?)", "Ada") }
        #expect(throws: DatabaseError.constraint("UNIQUE constraint failed: people.name")) {
            try database.write { connection in
                try connection.execute("INSERT INTO people (name) VALUES (?)", "Linus")
                try connection.execute("INSERT INTO people (name) VALUES (?)", "Ada")
            }
        }
        #expect(try count(database) == 1)
    }

    @Test("a body typed throws(DatabaseError) makes the call typed: its error, a rollback, and .closed, each uncast")
    func typedBody() throws {
        let database = try makeDatabase()
        // Each call sits in a function that throws only DatabaseError, so this compiles only while the call is typed.
        func insertTwice(_ name: String) throws(DatabaseError) {
            try database.write { connection throws(DatabaseError) in
                try connection.execute("INSERT INTO people (name) VALUES (?)", "Linus")
                try connection.execute("INSERT INTO people (name) VALUES (?)", SQLValue(name))
            }
        }
        func names() throws(DatabaseError) -> [String] {
            try database.read { connection throws(DatabaseError) in
                try connection.query("SELECT name FROM people ORDER BY id").map { row throws(DatabaseError) in
                    try row.string("name")
                }
            }
        }
        try database.write { try $0.execute("INSERT INTO people (name) VALUES (?)", "Ada") }
        #expect(throws: DatabaseError.constraint("UNIQUE constraint failed: people.name")) { try insertTwice("Ada") }
        #expect(try names() == ["Ada"], "the typed write rolled back as a whole")
        try insertTwice("Grace")
        #expect(try names() == ["Ada", "Linus", "Grace"])
        database.close()
        #expect(throws: DatabaseError.closed) { try names() }
        #expect(throws: DatabaseError.closed) { try insertTwice("Edsger") }
    }

    @Test("foreign keys are enforced")
    func foreignKeys() throws {
        let database = try makeDatabase()
        try database.migrate(
            owner: "pets",
            [
                Migration(
                    version: 1, name: "create pets",
                    statements: ["CREATE TABLE pets (owner_id INTEGER NOT NULL REFERENCES people(id))"])
            ])
        #expect(throws: DatabaseError.constraint("FOREIGN KEY constraint failed")) {
            try database.write { try $0.execute("INSERT INTO pets (owner_id) VALUES (?)", 999) }
        }
    }

    @Test("a statement that writes inside read throws .readOnly and changes nothing")
    func writeInsideRead() throws {
        let database = try makeDatabase()
        #expect {
            try database.read { try $0.execute("INSERT INTO people (name) VALUES (?)", "Ada") }
        } throws: { error in
            guard case .readOnly(let message) = error as? DatabaseError else { return false }
            return message.contains("Database.write")
        }
        #expect(try count(database) == 0)
    }

    @Test("calling the same database from inside a body throws .misuse instead of deadlocking")
    func nestedAccess() throws {
        let database = try makeDatabase()
        try database.write { connection in
            try connection.execute("INSERT INTO people (name) VALUES (?)", "Ada")
            #expect(performing: { try database.read { _ in 1 } }, throws: isMisuse)
            #expect(performing: { try database.migrate(owner: "x", []) }, throws: isMisuse)
        }
        #expect(try count(database) == 1)
    }

    @Test("transaction control inside a body is refused; savepoints nest inside the body's transaction")
    func transactionControl() throws {
        let database = try makeDatabase()
        let refused: [(Connection) throws -> Void] = [
            { try $0.execute("COMMIT") }, { try $0.execute("  begin immediate") }, { try $0.execute("ROLLBACK") },
            { try $0.execute("END TRANSACTION") },
        ]
        for call in refused {
            #expect(performing: { try database.write(call) }, throws: isMisuse)
        }
        try database.write { connection in
            try connection.execute("INSERT INTO people (name) VALUES (?)", "kept")
            try connection.execute("SAVEPOINT attempt")
            try connection.execute("INSERT INTO people (name) VALUES (?)", "undone")
            try connection.execute("ROLLBACK TO attempt")
            try connection.execute("RELEASE attempt")
        }
        let names = try database.read { try $0.query("SELECT name FROM people").map { try $0.string("name") } }
        #expect(names == ["kept"])
    }

    @Test("after SQLite rolls the whole transaction back, the body cannot write outside it")
    func abortedTransaction() throws {
        let database = try makeDatabase()
        try database.write { connection in
            try connection.execute(
                """
                CREATE TRIGGER no_mallory BEFORE INSERT ON people WHEN NEW.name = 'Mallory'
                BEGIN SELECT RAISE(ROLLBACK, 'Mallory is not welcome'); END
                """)
        }
        var caught: DatabaseError?
        #expect(
            throws: DatabaseError.sqlite(
                code: 4,
                message: "SQLite rolled the transaction back after an earlier error in this body; nothing was saved")
        ) {
            try database.write { connection in
                try connection.execute("INSERT INTO people (name) VALUES (?)", "Alice")
                do {
                    try connection.execute("INSERT INTO people (name) VALUES (?)", "Mallory")
                } catch {
                    caught = error as? DatabaseError  // swallowed on purpose: the next statement must still be refused
                }
                try connection.execute("INSERT INTO people (name) VALUES (?)", "Bob")
            }
        }
        #expect(caught == .constraint("Mallory is not welcome"))
        #expect(try count(database) == 0)
    }

    @Test("a Connection kept after its body returned refuses to run statements")
    func escapedConnection() throws {
        let database = try makeDatabase()
        let escaped = try database.read { $0 }
        #expect {
            try escaped.query("SELECT 1")
        } throws: { error in
            guard case .misuse = error as? DatabaseError else { return false }
            return true
        }
    }

    @Test("a wrong number of bindings and several statements in one string are refused")
    func malformedCalls() throws {
        let database = try makeDatabase()
        let refused: [(Connection) throws -> Void] = [
            { try $0.execute("INSERT INTO people (name) VALUES (?)") },
            { try $0.execute("INSERT INTO people (name) VALUES (?)", "a", "b") },
            { try $0.execute("INSERT INTO people (name) VALUES ('a'); DELETE FROM people") },
        ]
        for call in refused {
            #expect {
                try database.write(call)
            } throws: { error in
                guard case .misuse = error as? DatabaseError else { return false }
                return true
            }
        }
        #expect(try count(database) == 0)
        // A trailing semicolon, whitespace or comment is still one statement.
        try database.write { try $0.execute("INSERT INTO people (name) VALUES ('a'); -- done\n") }
        #expect(try count(database) == 1)
    }

    @Test("a syntax error is a typed .sqlite error carrying SQLite's message")
    func syntaxError() throws {
        let database = try makeDatabase()
        #expect {
            try database.read { try $0.query("SELEC 1") }
        } throws: { error in
            guard case .sqlite(let code, let message) = error as? DatabaseError else { return false }
            return code == 1 && message.contains("syntax error")
        }
    }

    @Test("after close every call throws .closed; close is idempotent; close inside a body waits for it")
    func closing() throws {
        let database = try makeDatabase()
        try database.write { connection in
            database.close()
            try connection.execute("INSERT INTO people (name) VALUES (?)", "still open")
        }
        #expect(throws: DatabaseError.closed) { try database.read { _ in 0 } }
        #expect(throws: DatabaseError.closed) { try database.migrate(owner: "test", []) }
        database.close()
        #expect(throws: DatabaseError.closed) { try database.write { _ in 0 } }
    }

    @Test("many concurrent tasks writing through one Database keep every row and the exact sum")
    func concurrentWrites() async throws {
        let database = try makeDatabase()
        try database.migrate(
            owner: "counter",
            [
                Migration(
                    version: 1, name: "create entries", statements: ["CREATE TABLE entries (value INTEGER NOT NULL)"])
            ]
        )
        let taskCount = 200
        let writesPerTask = 10
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    for write in 0..<writesPerTask {
                        try database.write { connection in
                            try connection.execute(
                                "INSERT INTO entries (value) VALUES (?)", SQLValue(task * writesPerTask + write))
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let totals = try database.read { connection in
            try #require(try connection.queryOne("SELECT count(*) AS n, sum(value) AS total FROM entries"))
        }
        let rowCount = taskCount * writesPerTask
        #expect(try totals.int("n") == rowCount)
        #expect(try totals.int("total") == (0..<rowCount).reduce(0, +))
    }
}
