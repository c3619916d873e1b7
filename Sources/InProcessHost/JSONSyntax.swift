public import Foundation

/// Checks that bytes are one JSON value exactly as RFC 8259 defines it, before any decoding.
///
/// Foundation's decoders differ by platform in what they tolerate (Linux accepts trailing commas, for one);
/// checking the grammar first makes the server refuse the same bodies everywhere and say where the
/// problem is. It is stricter than the grammar in two places where decoders silently disagree: a `\u`
/// escape must not leave a surrogate unpaired, and an object must not name a field twice (decoders keep
/// either the first or the last value, so a proxy and the server could read different requests).
///
/// The architecture check has its own strict reader (`JSONParser` in CheckConfiguration, which also keeps every
/// value's line for its error messages): the check may not depend on this module, which apps made by new-app copy,
/// since SwiftPM refuses a package dependency one of whose products reaches a target named like one of the app's.
public struct JSONSyntax {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var position = 0
    /// Where the value being checked sits, to name a repeated field the way decoding errors name fields.
    private var path: [AnyCodingKey] = []

    /// Throws 400 `malformed_json` naming the byte offset of the first problem, or 400 `invalid_field` naming
    /// a field that appears twice in one object.
    public static func validate(_ data: Data) throws(APIFailure) {
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

    private func failure(_ problem: String, at offset: Int? = nil) -> APIFailure {
        .malformedJSON("the body is not valid JSON: \(problem) at byte \(offset ?? position)")
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
        var names: Set<String> = []
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a quoted field name") }
            let name = try string(keepingText: true)
            path.append(AnyCodingKey(stringValue: APIFailure.excerpt(name)))
            guard names.insert(name).inserted else {
                throw .invalidField(StrictJSON.render(path), "repeated field; send each field once")
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after a field name")
            skipWhitespace()
            try value(depth: depth + 1)
            path.removeLast()
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
        var index = 0
        while true {
            skipWhitespace()
            path.append(AnyCodingKey(intValue: index))
            try value(depth: depth + 1)
            path.removeLast()
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return
        }
    }

    /// Checks a string and returns its decoded text when `keepingText` is set (field names), "" otherwise.
    @discardableResult
    private mutating func string(keepingText: Bool = false) throws(APIFailure) -> String {
        position += 1
        var text: [UInt8] = []
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = current else { throw failure("unterminated string") }
                position += 1
                let scalar: Unicode.Scalar
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalar = Unicode.Scalar(escaped)
                case UInt8(ascii: "b"): scalar = "\u{08}"
                case UInt8(ascii: "f"): scalar = "\u{0C}"
                case UInt8(ascii: "n"): scalar = "\n"
                case UInt8(ascii: "r"): scalar = "\r"
                case UInt8(ascii: "t"): scalar = "\t"
                case UInt8(ascii: "u"): scalar = try escapedScalar()
                default: throw failure("unknown escape sequence")
                }
                if keepingText { text.append(contentsOf: String(scalar).utf8) }
            case 0x00..<0x20:
                position -= 1
                throw failure("unescaped control character in a string")
            default:
                if keepingText { text.append(byte) }
            }
        }
        throw failure("unterminated string")
    }

    /// The scalar of a `\uXXXX` escape (its `\u` already read), joining a surrogate pair written as two escapes.
    private mutating func escapedScalar() throws(APIFailure) -> Unicode.Scalar {
        let start = position - 2
        let unpaired = "a \\u escape leaves half of a surrogate pair on its own"
        var value = try hexQuad()
        if (0xD800...0xDBFF).contains(value) {
            guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
            else { throw failure(unpaired, at: start) }
            position += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure(unpaired, at: start) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        // Nil only for a low surrogate on its own: every other value of four hex digits or a pair is a scalar.
        guard let scalar = Unicode.Scalar(value) else { throw failure(unpaired, at: start) }
        return scalar
    }

    private mutating func hexQuad() throws(APIFailure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else { throw failure("expected 4 hex digits") }
            value = value << 4 | digit
            position += 1
        }
        return value
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

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
