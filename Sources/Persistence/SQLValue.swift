public import Foundation

/// One value bound to a statement parameter or read from a result column, mirroring SQLite's storage classes.
///
/// Booleans are stored as the integers 0 and 1 and dates as integer milliseconds since 1970
/// (rounded to the nearest millisecond). A `.real(.nan)` is stored by SQLite as NULL.
public enum SQLValue: Sendable, Hashable {
    /// SQL NULL.
    case null
    /// A 64-bit signed integer.
    case integer(Int64)
    /// An IEEE 754 double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Raw bytes.
    case blob(Data)

    /// An integer value.
    public init(_ int: Int) { self = .integer(Int64(int)) }

    /// Text, or NULL when `string` is nil.
    public init(_ string: String?) { self = string.map(SQLValue.text) ?? .null }

    /// A boolean stored as 1 (true) or 0 (false).
    public init(_ bool: Bool) { self = .integer(bool ? 1 : 0) }

    /// A date stored as integer milliseconds since 1970-01-01T00:00:00Z.
    public init(_ date: Date) { self = .integer(Self.milliseconds(since1970Of: date)) }

    /// The name of the storage class, used in error messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        case .blob: "blob"
        }
    }

    /// Whole milliseconds since 1970, clamped to `Int64`'s range (NaN becomes 0).
    static func milliseconds(since1970Of date: Date) -> Int64 {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        if milliseconds.isNaN { return 0 }
        if milliseconds >= 9_223_372_036_854_775_807.0 { return .max }
        if milliseconds <= -9_223_372_036_854_775_808.0 { return .min }
        return Int64(milliseconds)
    }
}

extension SQLValue: ExpressibleByIntegerLiteral {
    /// An integer literal binds as `.integer`.
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension SQLValue: ExpressibleByFloatLiteral {
    /// A floating-point literal binds as `.real`.
    public init(floatLiteral value: Double) { self = .real(value) }
}

extension SQLValue: ExpressibleByStringLiteral {
    /// A string literal binds as `.text`.
    public init(stringLiteral value: String) { self = .text(value) }
}

extension SQLValue: ExpressibleByNilLiteral {
    /// `nil` binds as `.null`.
    public init(nilLiteral: ()) { self = .null }
}
