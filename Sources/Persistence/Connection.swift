/// The access to a ``Database`` that a `read` or `write` body receives.
///
/// It is valid only while that body runs: the database's lock is held, and the body's statements all
/// belong to the body's transaction. Using a copy after the body returned throws ``DatabaseError/misuse(_:)``.
/// Inside `read`, a statement that would write throws ``DatabaseError/readOnly(_:)`` (SQLite counts most
/// PRAGMAs as writing: run them in `write`). Transaction control (`BEGIN`, `COMMIT`, `END`, `ROLLBACK`) is
/// refused because `Database` owns the transaction; `SAVEPOINT` / `ROLLBACK TO` / `RELEASE` nest inside it.
///
/// SQL is a `StaticString` literal; every value that comes from outside the program is a bound
/// parameter (`?`), never part of the SQL text.
public struct Connection {
    let session: ConnectionSession

    /// Runs one statement, discarding any rows it returns.
    public func execute(_ sql: StaticString, _ bindings: SQLValue...) throws(DatabaseError) {
        try execute(sql, bindings: bindings)
    }

    /// Runs one statement with an array of bindings, discarding any rows it returns.
    public func execute(_ sql: StaticString, bindings: [SQLValue]) throws(DatabaseError) {
        _ = try session.activeHandle().run(
            sql, bindings: bindings, collect: false, inBody: session.isReadOnly ? .read : .write)
    }

    /// Runs one query and returns all its rows.
    public func query(_ sql: StaticString, _ bindings: SQLValue...) throws(DatabaseError) -> [Row] {
        try query(sql, bindings: bindings)
    }

    /// Runs one query with an array of bindings and returns all its rows.
    public func query(_ sql: StaticString, bindings: [SQLValue]) throws(DatabaseError) -> [Row] {
        try session.activeHandle().run(
            sql, bindings: bindings, collect: true, inBody: session.isReadOnly ? .read : .write)
    }

    /// Runs one query and returns its first row, or nil when it returned none.
    public func queryOne(_ sql: StaticString, _ bindings: SQLValue...) throws(DatabaseError) -> Row? {
        try query(sql, bindings: bindings).first
    }

    /// Runs one query with an array of bindings and returns its first row, or nil when it returned none.
    public func queryOne(_ sql: StaticString, bindings: [SQLValue]) throws(DatabaseError) -> Row? {
        try query(sql, bindings: bindings).first
    }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE (0 once the body has returned).
    public var changes: Int { session.isActive ? session.handle.changes : 0 }

    /// The rowid of the most recent successful INSERT (0 once the body has returned).
    public var lastInsertRowID: Int64 { session.isActive ? session.handle.lastInsertRowID : 0 }
}

@available(*, unavailable, message: "a Connection is only valid inside its read/write body")
extension Connection: Sendable {}
