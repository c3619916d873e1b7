import ModuleGraph

/// A value of an old-style (OpenStep) property list, the text format of Xcode's `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, strings quoted or bare, and `<0a1b>` data.
public enum PropertyListValue: Sendable, Equatable {
    /// A quoted or unquoted string (numbers are strings in this format).
    case string(String)
    /// `( ... )`.
    case array([PropertyListValue])
    /// `{ ... }`; the last of repeated keys wins.
    case dictionary([String: PropertyListValue])
    /// `<hex digits>`.
    case data([UInt8])

    /// The string, or `nil` for any other value.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements, or `nil` for any other value.
    public var array: [PropertyListValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// A build setting's value as Xcode reads it: the string, or a list's strings joined by spaces
    /// (`HEADER_SEARCH_PATHS = ("$(inherited)", include)`); `nil` for any other value.
    public var settingValue: String? {
        string ?? array.map { $0.compactMap(\.string).joined(separator: " ") }
    }

    /// The entries, or `nil` for any other value.
    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }
}

/// A property list that is not well formed: where and why.
public struct PropertyListSyntaxError: Error, Sendable, Equatable {
    /// 1-based line.
    public var line: Int
    /// 1-based column (in bytes).
    public var column: Int
    /// What was expected.
    public var message: String
}

/// Parses old-style property list text. Comments (`// ...` and `/* ... */`, so also pbxproj's `// !$*UTF8*$!`
/// header) are skipped; nesting is bounded so a hostile file cannot exhaust the stack.
public struct OldStylePropertyListParser {
    /// Nesting deeper than this is an error; real project files nest about 6 levels.
    public static let maximumDepth = 128

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Parses one document: a single value (a dictionary, for a project file) and nothing after it but comments.
    public static func parse(_ bytes: [UInt8]) throws(PropertyListSyntaxError) -> PropertyListValue {
        var parser = OldStylePropertyListParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }  // a byte order mark
        try parser.skipBlanks()
        let value = try parser.parseValue()
        try parser.skipBlanks()
        guard parser.offset == bytes.count else { throw parser.error("unexpected text after the property list") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ message: String) -> PropertyListSyntaxError {
        PropertyListSyntaxError(line: line, column: offset - lineStart + 1, message: message)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    /// Skips white space and comments.
    private mutating func skipBlanks() throws(PropertyListSyntaxError) {
        while let byte = current {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\n")
            {
                advance()
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while let next = current, next != UInt8(ascii: "\n") { advance() }
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                let opening = error("a comment opened here is never closed")
                advance()
                advance()
                while true {
                    guard let next = current else { throw opening }
                    if next == UInt8(ascii: "*"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    private mutating func parseValue() throws(PropertyListSyntaxError) -> PropertyListValue {
        guard let byte = current else { throw error("the file ends where a value should be") }
        if bytes[offset...].starts(with: Array("<<<<<<<".utf8)) { throw error("a merge conflict marker (<<<<<<<)") }
        switch byte {
        case UInt8(ascii: "{"): return try parseDictionary()
        case UInt8(ascii: "("): return try parseArray()
        case UInt8(ascii: "<"): return try parseData()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuoted())
        default:
            guard Self.isBare(byte) else {
                throw error(
                    "expected a value (a dictionary, an array, a string or data), not \"\(Character(.init(byte)))\"")
            }
            return .string(parseBare())
        }
    }

    private mutating func enter() throws(PropertyListSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func parseDictionary() throws(PropertyListSyntaxError) -> PropertyListValue {
        try enter()
        defer { depth -= 1 }
        let opening = error("a dictionary opened here is never closed with }")
        advance()
        var entries: [String: PropertyListValue] = [:]
        while true {
            try skipBlanks()
            guard let byte = current else { throw opening }
            if byte == UInt8(ascii: "}") {
                advance()
                return .dictionary(entries)
            }
            guard case .string(let key) = try parseValue() else { throw error("a dictionary key must be a string") }
            try skipBlanks()
            guard current == UInt8(ascii: "=") else { throw error("expected = after the key \"\(key)\"") }
            advance()
            try skipBlanks()
            entries[key] = try parseValue()
            try skipBlanks()
            guard current == UInt8(ascii: ";") else { throw error("expected ; after the value of \"\(key)\"") }
            advance()
        }
    }

    private mutating func parseArray() throws(PropertyListSyntaxError) -> PropertyListValue {
        try enter()
        defer { depth -= 1 }
        let opening = error("an array opened here is never closed with )")
        advance()
        var elements: [PropertyListValue] = []
        while true {
            try skipBlanks()
            guard let byte = current else { throw opening }
            if byte == UInt8(ascii: ")") {
                advance()
                return .array(elements)
            }
            elements.append(try parseValue())
            try skipBlanks()
            if current == UInt8(ascii: ",") {
                advance()
            } else if current != UInt8(ascii: ")") {
                throw error("expected , or ) after an array element")
            }
        }
    }

    private mutating func parseData() throws(PropertyListSyntaxError) -> PropertyListValue {
        let opening = error("data opened here is never closed with >")
        advance()
        var digits: [UInt8] = []
        while true {
            guard let byte = current else { throw opening }
            advance()
            if byte == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") { continue }
            guard let digit = Self.hexValue(byte) else { throw error("data may hold only hexadecimal digits") }
            digits.append(digit)
        }
        guard digits.count % 2 == 0 else { throw error("data needs an even number of hexadecimal digits") }
        return .data(stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] })
    }

    /// A string in double (or single) quotes with C escapes: `\n \t \r \" \\ \'`, `\a \b \f \v`, octal `\012`
    /// and `\U00e9`.
    private mutating func parseQuoted() throws(PropertyListSyntaxError) -> String {
        let quote = bytes[offset]
        let opening = error("a string opened here is never closed")
        advance()
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw opening }
            advance()
            if byte == quote { break }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard let escaped = current else { throw opening }
            advance()
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let next = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { break }
                    value = value * 8 + UInt32(next - UInt8(ascii: "0"))
                    advance()
                }
                text += Array(String(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))).utf8)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let next = current, let digit = Self.hexValue(next) else {
                        throw error("\\U needs four hexadecimal digits")
                    }
                    value = value * 16 + UInt32(digit)
                    advance()
                }
                guard let scalar = Unicode.Scalar(value) else { throw error("\\U names no character") }
                text += Array(String(Character(scalar)).utf8)
            default:
                text.append(escaped)  // \" \\ \' and any other character stand for themselves
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func parseBare() -> String {
        let start = offset
        while let byte = current, Self.isBare(byte) {
            if byte == UInt8(ascii: "/"), offset + 1 < bytes.count,
                bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")
            {
                break  // a comment right after the string
            }
            advance()
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// Characters a string may have without quotes: letters, digits and `_ $ + / : . -`.
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$+/:.-".utf8.contains(byte)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
