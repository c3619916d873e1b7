import Foundation

/// Checks that bytes are one JSON value exactly as RFC 8259 defines it, before any decoding.
///
/// Foundation's decoders differ by platform in what they tolerate (Linux accepts trailing commas, for one);
/// checking the grammar first makes the backend refuse the same bodies everywhere and say where the
/// problem is.
struct JSONSyntax {
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var position = 0

    /// Throws 400 `malformed_json` naming the byte offset of the first problem.
    static func validate(_ data: Data) throws(APIFailure) {
        guard String(data: data, encoding: .utf8) != nil else {
            throw .malformedJSON("the body is not valid JSON: it is not UTF-8 text")
        }
        var checker = JSONSyntax(bytes: Array(data))
        checker.skipWhitespace()
        try checker.value(depth: 0)
        checker.skipWhitespace()
        guard checker.position == checker.bytes.count else { throw checker.failure("unexpected text after the value") }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ problem: String) -> APIFailure {
        .malformedJSON("the body is not valid JSON: \(problem) at byte \(position)")
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ description: String) throws(APIFailure) {
        guard current == byte else { throw failure("expected \(description)") }
        position += 1
    }

    private mutating func value(depth: Int) throws(APIFailure) {
        guard depth < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        guard let byte = current else { throw failure("the text ends where a value should start") }
        switch byte {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw failure("expected a value")
        }
    }

    private mutating func object(depth: Int) throws(APIFailure) {
        position += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a quoted field name") }
            try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after a field name")
            skipWhitespace()
            try value(depth: depth + 1)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return
        }
    }

    private mutating func array(depth: Int) throws(APIFailure) {
        position += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            try value(depth: depth + 1)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return
        }
    }

    private mutating func string() throws(APIFailure) {
        position += 1
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return
            case UInt8(ascii: "\\"):
                guard let escaped = current else { throw failure("unterminated string") }
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        guard let hex = current, Self.isHexDigit(hex) else { throw failure("expected 4 hex digits") }
                        position += 1
                    }
                default:
                    throw failure("unknown escape sequence")
                }
            case 0x00..<0x20:
                position -= 1
                throw failure("unescaped control character in a string")
            default:
                continue
            }
        }
        throw failure("unterminated string")
    }

    private mutating func number() throws(APIFailure) {
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") {
            position += 1
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            try digits()
        }
    }

    private mutating func digits() throws(APIFailure) {
        guard let first = current, Self.isDigit(first) else { throw failure("expected a digit") }
        while let byte = current, Self.isDigit(byte) { position += 1 }
    }

    private mutating func literal(_ word: StaticString) throws(APIFailure) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard current == byte else { throw failure("expected \(word)") }
            position += 1
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
