public import Foundation

/// One result row, read by column name with typed accessors.
///
/// Each accessor throws ``DatabaseError/noSuchColumn(_:)`` for an unknown name and
/// ``DatabaseError/typeMismatch(column:expected:actual:)`` when the stored value has another type.
/// No silent conversions happen: text is never parsed as a number, NULL is only accepted by `optional…`.
/// When two columns share a name (e.g. a join), the first one wins; alias columns with `AS` to avoid that.
public struct Row: Sendable {
    /// The column names, shared by every row of one result.
    public let columnNames: [String]
    /// The values, in the order of ``columnNames``.
    public let values: [SQLValue]

    /// A row from its column names and one value per column, as read from a statement.
    init(columnNames: [String], values: [SQLValue]) {
        self.columnNames = columnNames
        self.values = values
    }

    /// The raw value of `column`.
    public func value(_ column: String) throws(DatabaseError) -> SQLValue {
        guard let index = columnNames.firstIndex(of: column) else { throw .noSuchColumn(column) }
        return values[index]
    }

    /// An integer column as `Int`.
    public func int(_ column: String) throws(DatabaseError) -> Int {
        let value = try int64(column)
        guard let int = Int(exactly: value) else {
            throw .typeMismatch(column: column, expected: "integer fitting Int", actual: "integer \(value)")
        }
        return int
    }

    /// An integer column as `Int64`.
    public func int64(_ column: String) throws(DatabaseError) -> Int64 {
        let value = try value(column)
        guard case .integer(let int) = value else { throw mismatch(column, expected: "integer", actual: value) }
        return int
    }

    /// An integer column that may be NULL.
    public func optionalInt(_ column: String) throws(DatabaseError) -> Int? {
        if try value(column) == .null { return nil }
        return try int(column)
    }

    /// A real column as `Double`; integers are widened because SQLite stores whole reals as integers
    /// in columns without REAL affinity.
    public func double(_ column: String) throws(DatabaseError) -> Double {
        let value = try value(column)
        switch value {
        case .real(let double): return double
        case .integer(let int): return Double(int)
        default: throw mismatch(column, expected: "real", actual: value)
        }
    }

    /// A text column.
    public func string(_ column: String) throws(DatabaseError) -> String {
        let value = try value(column)
        guard case .text(let string) = value else { throw mismatch(column, expected: "text", actual: value) }
        return string
    }

    /// A text column that may be NULL.
    public func optionalString(_ column: String) throws(DatabaseError) -> String? {
        if try value(column) == .null { return nil }
        return try string(column)
    }

    /// A boolean column stored as 0 or 1.
    public func bool(_ column: String) throws(DatabaseError) -> Bool {
        let value = try value(column)
        switch value {
        case .integer(0): return false
        case .integer(1): return true
        default: throw mismatch(column, expected: "boolean (integer 0 or 1)", actual: value)
        }
    }

    /// A blob column.
    public func data(_ column: String) throws(DatabaseError) -> Data {
        let value = try value(column)
        guard case .blob(let data) = value else { throw mismatch(column, expected: "blob", actual: value) }
        return data
    }

    /// A date column stored as integer milliseconds since 1970 (see ``SQLValue/init(_:)-(Date)``).
    public func date(_ column: String) throws(DatabaseError) -> Date {
        let milliseconds = try int64(column)
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// A date column that may be NULL.
    public func optionalDate(_ column: String) throws(DatabaseError) -> Date? {
        if try value(column) == .null { return nil }
        return try date(column)
    }

    private func mismatch(_ column: String, expected: String, actual: SQLValue) -> DatabaseError {
        .typeMismatch(column: column, expected: expected, actual: actual.typeName)
    }
}
