import ModuleGraph

/// A JSON value that remembers where it was written, so a configuration error can name its line.
/// Strict RFC 8259: no comments, no trailing commas, one value per document.
struct JSONValue: Sendable {
    /// One member of an object, with the place of its key.
    struct Member: Sendable {
        var key: String
        var line: Int
        var column: Int
        var value: JSONValue
    }

    enum Kind: Sendable {
        case object([Member])
        case array([JSONValue])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    var kind: Kind
    /// 1-based line of the value's first character.
    var line: Int
    /// 1-based column of the value's first character.
    var column: Int

    /// What the value is, as an error message says it (`a string`, `an object`).
    var description: String {
        switch kind {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }
}

/// A document that is not JSON: where and why.
struct JSONSyntaxError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
}

/// Parses JSON text into ``JSONValue``s with line and column of every value and key.
///
/// InProcessHost's `JSONSyntax` also reads strict JSON, and stays apart on purpose: the check may not depend on
/// InProcessHost (or Networking, below it), because an app made by new-app copies both, and SwiftPM refuses a
/// dependency on ShopKit one of whose products reaches a target named like one of the app's own. A shared module
/// would be copied into the app too, and collide the same way.
struct JSONParser {
    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// Parses one document.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else { throw parser.error("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var column: Int { offset - lineStart + 1 }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard offset < bytes.count else { throw error("the document ends where a value should be") }
        let startLine = line
        let startColumn = column
        func value(_ kind: JSONValue.Kind) -> JSONValue { JSONValue(kind: kind, line: startLine, column: startColumn) }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return value(try parseObject())
        case UInt8(ascii: "["): return value(try parseArray())
        case UInt8(ascii: "\""): return value(.string(try parseString()))
        case UInt8(ascii: "t"): return value(try parseWord("true", .bool(true)))
        case UInt8(ascii: "f"): return value(try parseWord("false", .bool(false)))
        case UInt8(ascii: "n"): return value(try parseWord("null", .null))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return value(try parseNumber())
        case UInt8(ascii: "/"): throw error("comments are not allowed in JSON")
        default: throw error("expected a value (an object, a list, a string, a number, true, false or null)")
        }
    }

    private mutating func parseWord(_ word: String, _ kind: JSONValue.Kind) throws(JSONSyntaxError) -> JSONValue.Kind {
        let expected = Array(word.utf8)
        guard offset + expected.count <= bytes.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw error("expected \(word)")
        }
        offset += expected.count
        return kind
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue.Kind {
        let start = offset
        while offset < bytes.count, "+-0123456789.eE".utf8.contains(bytes[offset]) { offset += 1 }
        guard let number = Double(String(decoding: bytes[start..<offset], as: UTF8.self)) else {
            offset = start
            throw error("not a number")
        }
        return .number(number)
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= 64 else { throw error("nested more than 64 levels deep") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue.Kind {
        try enter()
        defer { depth -= 1 }
        offset += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "/") {
                    throw error("comments are not allowed in JSON")
                }
                throw error("expected a key in double quotes")
            }
            let keyLine = line
            let keyColumn = column
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                throw JSONSyntaxError(line: keyLine, column: keyColumn, message: "the key \"\(key)\" appears twice")
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected : after a key")
            }
            offset += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONValue.Member(key: key, line: keyLine, column: keyColumn, value: value))
            skipWhitespace()
            guard offset < bytes.count else { throw error("the document ends inside an object") }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            guard bytes[offset] == UInt8(ascii: ",") else { throw error("expected , or } after a value") }
            offset += 1
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") { throw error("a trailing comma") }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue.Kind {
        try enter()
        defer { depth -= 1 }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard offset < bytes.count else { throw error("the document ends inside a list") }
            if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            guard bytes[offset] == UInt8(ascii: ",") else { throw error("expected , or ] after a value") }
            offset += 1
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") { throw error("a trailing comma") }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        offset += 1
        var result: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard offset + 1 < bytes.count else { break }
                let escaped = bytes[offset + 1]
                offset += 2
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "u"):
                    guard offset + 4 <= bytes.count,
                        let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    else { throw error("a \\u escape needs four hex digits of a Unicode scalar") }
                    offset += 4
                    result += Array(String(Character(scalar)).utf8)
                default:
                    throw error("unknown escape \\\(Character(Unicode.Scalar(escaped)))")
                }
            case UInt8(ascii: "\n"):
                throw error("a string does not end on its line")
            default:
                result.append(byte)
                offset += 1
            }
        }
        throw error("a string does not end")
    }
}
