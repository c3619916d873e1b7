/// Everything that can go wrong while opening, migrating, reading or writing a ``Database``.
///
/// Cases that come from SQLite carry SQLite's own message (`sqlite3_errmsg`), so a constraint
/// failure reads e.g. `UNIQUE constraint failed: products.sku`.
public enum DatabaseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The database file could not be opened or created at `path`.
    case cannotOpen(path: String, reason: String)
    /// The file exists but is not a SQLite database (wrong header, a text file, random bytes).
    case notADatabase(String)
    /// The file is a SQLite database whose contents are damaged.
    case corrupt(String)
    /// Another connection holds a lock that did not clear within the busy timeout.
    case busy(String)
    /// A table is locked by a conflicting operation on the same connection or shared cache.
    case locked(String)
    /// A UNIQUE, NOT NULL, CHECK, FOREIGN KEY or trigger (`RAISE`) constraint rejected the change.
    case constraint(String)
    /// The disk or the database's size limit is full.
    case full(String)
    /// The database (or this access mode) does not allow writing.
    case readOnly(String)
    /// Migration `version` of `owner` failed; everything it did was rolled back.
    case migrationFailed(owner: String, version: Int, reason: String)
    /// The migration list of `owner` is malformed or contradicts what the database already ran.
    case invalidMigrations(owner: String, reason: String)
    /// A column held a value of a different type than the reader asked for.
    case typeMismatch(column: String, expected: String, actual: String)
    /// A row has no column with this name.
    case noSuchColumn(String)
    /// The API was used in a way that cannot work (a connection used outside its body, a nested
    /// transaction on the same database, a wrong number of bindings, several statements in one string).
    case misuse(String)
    /// The database was closed; open a new ``Database`` to continue.
    case closed
    /// Any other SQLite failure, with its extended result code.
    case sqlite(code: Int32, message: String)

    /// A readable one-line explanation.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open database at \(path): \(reason)"
        case .notADatabase(let message): "not a SQLite database: \(message)"
        case .corrupt(let message): "database is corrupt: \(message)"
        case .busy(let message): "database is busy: \(message)"
        case .locked(let message): "database table is locked: \(message)"
        case .constraint(let message): "constraint violated: \(message)"
        case .full(let message): "database or disk is full: \(message)"
        case .readOnly(let message): "database is read-only: \(message)"
        case .migrationFailed(let owner, let version, let reason):
            "migration \(owner) v\(version) failed and was rolled back: \(reason)"
        case .invalidMigrations(let owner, let reason): "invalid migrations for \(owner): \(reason)"
        case .typeMismatch(let column, let expected, let actual):
            "column \(column) holds \(actual), expected \(expected)"
        case .noSuchColumn(let name): "no column named \(name) in the row"
        case .misuse(let message): "database API misuse: \(message)"
        case .closed: "database is closed"
        case .sqlite(let code, let message): "SQLite error \(code): \(message)"
        }
    }
}
