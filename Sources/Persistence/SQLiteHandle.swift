import CSQLite
import Foundation

/// The raw SQLite connection behind a ``Database``: statement preparation and caching, binding,
/// stepping and result-code mapping. Not thread-safe; `Database` only touches it while holding its lock.
final class SQLiteHandle {
    private var pointer: OpaquePointer?
    /// Prepared statements keyed by the address and length of their `StaticString`, which are stable for
    /// the life of the process because static strings live in the binary's constant data.
    private var statementCache: [StatementKey: OpaquePointer] = [:]
    private static let statementCacheLimit = 128
    /// Tells SQLite to copy bound text and blobs before `bind` returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    private struct StatementKey: Hashable {
        let address: UInt
        let length: Int
    }

    /// Opens (creating when missing) the database at `path` (":memory:" for a private in-memory one).
    init(path: String, displayPath: String) throws(DatabaseError) {
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let reason = connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(connection)
            throw .cannotOpen(path: displayPath, reason: reason)
        }
        sqlite3_extended_result_codes(connection, 1)
        pointer = connection
    }

    deinit { close() }

    var isOpen: Bool { pointer != nil }

    /// Finalizes every cached statement and closes the connection; harmless when already closed.
    func close() {
        for statement in statementCache.values { sqlite3_finalize(statement) }
        statementCache.removeAll()
        if let pointer { sqlite3_close_v2(pointer) }
        pointer = nil
    }

    func setBusyTimeout(milliseconds: Int32) {
        sqlite3_busy_timeout(pointer, milliseconds)
    }

    var changes: Int { pointer.map { Int(sqlite3_changes64($0)) } ?? 0 }
    var lastInsertRowID: Int64 { pointer.map { sqlite3_last_insert_rowid($0) } ?? 0 }
    /// True when no transaction is open (SQLite's autocommit mode).
    var isAutocommit: Bool { pointer.map { sqlite3_get_autocommit($0) != 0 } ?? true }

    /// Runs constant SQL owned by this module (transaction control, pragmas); never user input.
    func executeInternal(_ sql: String) throws(DatabaseError) {
        guard let pointer else { throw .closed }
        let code = sqlite3_exec(pointer, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw currentError(code: code) }
    }

    /// Rolls back the open transaction, if SQLite has not already done so after an error.
    func rollbackIfNeeded() {
        guard let pointer, sqlite3_get_autocommit(pointer) == 0 else { return }
        sqlite3_exec(pointer, "ROLLBACK", nil, nil, nil)
    }

    /// Which kind of user body a statement runs in; `nil` for this module's own statements.
    enum BodyKind {
        case read
        case write
    }

    /// Prepares (or reuses) `sql`, binds `bindings`, steps to the end and returns the rows when `collect` is set.
    func run(
        _ sql: StaticString, bindings: [SQLValue], collect: Bool, inBody body: BodyKind?
    ) throws(DatabaseError) -> [Row] {
        guard let pointer else { throw .closed }
        let statement = try prepared(sql, connection: pointer)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        if body == .read && sqlite3_stmt_readonly(statement) == 0 {
            throw .readOnly("cannot run a statement that writes inside Database.read; use Database.write: \(sql)")
        }
        let expected = Int(sqlite3_bind_parameter_count(statement))
        guard expected == bindings.count else {
            throw .misuse("statement expects \(expected) bindings but got \(bindings.count): \(sql)")
        }
        for (offset, value) in bindings.enumerated() {
            let code = bind(value, at: Int32(offset + 1), to: statement)
            guard code == SQLITE_OK else { throw currentError(code: code) }
        }
        var rows: [Row] = []
        var columnNames: [String]?
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { throw currentError(code: code) }
            guard collect else { continue }
            let names = columnNames ?? Self.columnNames(of: statement)
            columnNames = names
            rows.append(Row(columnNames: names, values: (0..<Int32(names.count)).map { column(at: $0, of: statement) }))
        }
    }

    private func prepared(_ sql: StaticString, connection: OpaquePointer) throws(DatabaseError) -> OpaquePointer {
        guard sql.hasPointerRepresentation else {
            throw .misuse("SQL must be a string literal, got the single scalar \(sql)")
        }
        let key = StatementKey(address: UInt(bitPattern: sql.utf8Start), length: sql.utf8CodeUnitCount)
        if let cached = statementCache[key] { return cached }
        if let keyword = Self.transactionControlKeyword(sql) {
            throw .misuse("\(keyword) is not allowed: Database.read, write and migrate manage the transaction")
        }
        var statement: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let code = sql.utf8Start.withMemoryRebound(to: CChar.self, capacity: sql.utf8CodeUnitCount) { text in
            sqlite3_prepare_v2(connection, text, Int32(sql.utf8CodeUnitCount), &statement, &tail)
        }
        guard code == SQLITE_OK else { throw currentError(code: code) }
        guard let statement else { throw .misuse("SQL contains no statement: \"\(sql)\"") }
        if let tail, try containsAnotherStatement(tail, end: sql, connection: connection) {
            sqlite3_finalize(statement)
            throw .misuse("pass one statement per call; found more after the first in: \(sql)")
        }
        if statementCache.count >= Self.statementCacheLimit {
            for cached in statementCache.values { sqlite3_finalize(cached) }
            statementCache.removeAll()
        }
        statementCache[key] = statement
        return statement
    }

    /// Whether the text after the first statement holds anything other than whitespace, semicolons and comments.
    private func containsAnotherStatement(
        _ tail: UnsafePointer<CChar>, end sql: StaticString, connection: OpaquePointer
    ) throws(DatabaseError) -> Bool {
        let start = UnsafeRawPointer(sql.utf8Start)
        let remaining = sql.utf8CodeUnitCount - (UnsafeRawPointer(tail) - start)
        guard remaining > 0 else { return false }
        var next: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, tail, Int32(remaining), &next, nil)
        defer { sqlite3_finalize(next) }
        guard code == SQLITE_OK else { return true }
        return next != nil
    }

    /// The statement's leading keyword when it begins, commits or rolls back a whole transaction.
    private static func transactionControlKeyword(_ sql: StaticString) -> String? {
        let words = sql.description.split(whereSeparator: { $0.isWhitespace || $0 == ";" }).prefix(2)
            .map { $0.uppercased() }
        guard let first = words.first else { return nil }
        switch first {
        case "BEGIN", "COMMIT", "END": return first
        case "ROLLBACK": return words.dropFirst().first == "TO" ? nil : first
        default: return nil
        }
    }

    private func bind(_ value: SQLValue, at index: Int32, to statement: OpaquePointer) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(statement, index)
        case .integer(let int):
            return sqlite3_bind_int64(statement, index, int)
        case .real(let double):
            return sqlite3_bind_double(statement, index, double)
        case .text(let string):
            var string = string
            return string.withUTF8 { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text(statement, index, "", 0, Self.transient)
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                    sqlite3_bind_text64(
                        statement, index, text, sqlite3_uint64(bytes.count), Self.transient, UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let data):
            // SQLite reads a NULL pointer as SQL NULL, so an empty blob is bound as a zero-length blob.
            guard !data.isEmpty else { return sqlite3_bind_zeroblob(statement, index, 0) }
            return data.withUnsafeBytes { bytes in
                sqlite3_bind_blob64(statement, index, bytes.baseAddress, sqlite3_uint64(bytes.count), Self.transient)
            }
        }
    }

    private static func columnNames(of statement: OpaquePointer) -> [String] {
        (0..<sqlite3_column_count(statement)).map { index in
            sqlite3_column_name(statement, index).map { String(cString: $0) } ?? "column\(index)"
        }
    }

    private func column(at index: Int32, of statement: OpaquePointer) -> SQLValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(statement, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            guard let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: Int(sqlite3_column_bytes(statement, index))))
        default:
            return .null
        }
    }

    /// The typed error for a failed call, with SQLite's message for this connection.
    func currentError(code: Int32) -> DatabaseError {
        let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
        return Self.error(code: code, message: message)
    }

    /// Maps an (extended) result code to the typed error.
    static func error(code: Int32, message: String) -> DatabaseError {
        switch code & 0xFF {
        case SQLITE_BUSY: .busy(message)
        case SQLITE_LOCKED: .locked(message)
        case SQLITE_CONSTRAINT: .constraint(message)
        case SQLITE_FULL: .full(message)
        case SQLITE_READONLY: .readOnly(message)
        case SQLITE_NOTADB: .notADatabase(message)
        case SQLITE_CORRUPT: .corrupt(message)
        case SQLITE_MISUSE: .misuse(message)
        default: .sqlite(code: code, message: message)
        }
    }
}
