import Foundation
import Persistence
import Testing

@Suite("Values and rows")
struct ValueRoundTripTests {
    private func makeDatabase() throws -> Database {
        let database = try Database(.inMemory)
        try database.migrate(
            owner: "test",
            [
                Migration(
                    version: 1, name: "create values", statements: ["CREATE TABLE items (id INTEGER PRIMARY KEY, v)"])
            ]
        )
        return database
    }

    private func roundTrip(_ value: SQLValue, in database: Database) throws -> SQLValue {
        let id = try database.write { connection in
            try connection.execute("INSERT INTO items (v) VALUES (?)", value)
            return connection.lastInsertRowID
        }
        return try database.read { connection in
            try #require(try connection.queryOne("SELECT v FROM items WHERE id = ?", .integer(id))).value("v")
        }
    }

    @Test(
        "every SQLValue comes back exactly as stored",
        arguments: [
            SQLValue.null, .integer(0), .integer(-42), .integer(.max), .integer(.min), .real(3.25), .real(-0.5),
            .real(.greatestFiniteMagnitude), .text(""), .text("plain"), .text("naïve 日本語 🛒"),
            .text("nul\u{0}inside"), .blob(Data()), .blob(Data([0, 1, 2, 255, 0])),
            .blob(Data((0..<4096).map { UInt8($0 % 251) })),
        ])
    func roundTrip(_ value: SQLValue) throws {
        let database = try makeDatabase()
        #expect(try roundTrip(value, in: database) == value)
    }

    @Test("literals and convenience initialisers map to the documented storage classes")
    func convenienceInitialisers() throws {
        #expect(SQLValue(7) == .integer(7))
        #expect(SQLValue("x" as String?) == .text("x"))
        #expect(SQLValue(nil as String?) == .null)
        #expect(SQLValue(true) == .integer(1))
        #expect(SQLValue(false) == .integer(0))
        #expect(SQLValue(Date(timeIntervalSince1970: 1.2345)) == .integer(1235))
        let literals: [SQLValue] = [nil, 5, 2.5, "text"]
        #expect(literals == [.null, .integer(5), .real(2.5), .text("text")])
    }

    @Test("typed readers return Swift values for every supported column type")
    func typedReaders() throws {
        let database = try makeDatabase()
        let date = Date(timeIntervalSince1970: 1_700_000_000.123)
        let row = try database.read { connection in
            try #require(
                try connection.queryOne(
                    "SELECT ? AS i, ? AS big, ? AS s, ? AS ns, ? AS ni, ? AS yes, ? AS no, ? AS d, ? AS dt, ? AS r",
                    SQLValue(12), .integer(1 << 40), "hello", nil, nil, SQLValue(true), SQLValue(false),
                    .blob(Data([9, 8])), SQLValue(date), .real(1.5)))
        }
        #expect(try row.int("i") == 12)
        #expect(try row.int64("big") == 1 << 40)
        #expect(try row.string("s") == "hello")
        #expect(try row.optionalString("s") == "hello")
        #expect(try row.optionalString("ns") == nil)
        #expect(try row.optionalInt("ni") == nil)
        #expect(try row.optionalInt("i") == 12)
        #expect(try row.bool("yes"))
        #expect(try !row.bool("no"))
        #expect(try row.data("d") == Data([9, 8]))
        #expect(try row.date("dt").timeIntervalSince1970 == 1_700_000_000.123)
        #expect(try row.optionalDate("ni") == nil)
        #expect(try row.double("r") == 1.5)
        #expect(row.columnNames == ["i", "big", "s", "ns", "ni", "yes", "no", "d", "dt", "r"])
    }

    @Test("a reader for the wrong type or an unknown column throws a typed error")
    func readerErrors() throws {
        let database = try makeDatabase()
        let row = try database.read { connection in
            try #require(try connection.queryOne("SELECT 'abc' AS s, NULL AS n, 2 AS two"))
        }
        #expect(throws: DatabaseError.typeMismatch(column: "s", expected: "integer", actual: "text")) {
            try row.int("s")
        }
        #expect(throws: DatabaseError.typeMismatch(column: "n", expected: "text", actual: "null")) {
            try row.string("n")
        }
        #expect(
            throws: DatabaseError.typeMismatch(column: "two", expected: "boolean (integer 0 or 1)", actual: "integer")
        ) {
            try row.bool("two")
        }
        #expect(throws: DatabaseError.typeMismatch(column: "s", expected: "integer", actual: "text")) {
            _ = try row.optionalInt("s")
        }
        #expect(throws: DatabaseError.noSuchColumn("missing")) { try row.string("missing") }
    }

    @Test("query returns rows in order, queryOne returns nil for no rows, changes counts affected rows")
    func queryShapes() throws {
        let database = try makeDatabase()
        let changed = try database.write { connection in
            for number in 1...5 { try connection.execute("INSERT INTO items (v) VALUES (?)", SQLValue(number)) }
            try connection.execute("UPDATE items SET v = v * 10 WHERE v > ?", bindings: [2])
            return connection.changes
        }
        #expect(changed == 3)
        let values = try database.read { connection in
            try connection.query("SELECT v FROM items ORDER BY id").map { try $0.int("v") }
        }
        #expect(values == [1, 2, 30, 40, 50])
        let none = try database.read { connection in try connection.queryOne("SELECT v FROM items WHERE v < 0") }
        #expect(none == nil)
    }
}
