import Foundation

/// An integer in a JSON document that no 64-bit integer can hold, such as `99999999999999999999`, and where it is.
///
/// Foundation's decoder reports such a number as "not valid JSON" (on Linux at the top level), which sends the
/// reader looking for a syntax error; ``APIJSON`` looks for one with ``first(in:)`` and reports it as what it is.
struct OutOfRangeNumber: Hashable, Sendable {
    /// The dotted path to the number, such as `items.0.price.amount`; empty at the top level.
    let path: String
    /// The number as the document wrote it, at most 40 characters.
    let literal: String

    /// The first integer literal (no fraction, no exponent) in `data` outside `Int64`'s range, or nil.
    /// `data` must be well-formed JSON; strings are skipped, escapes included.
    static func first(in data: Data) -> OutOfRangeNumber? {
        let bytes = [UInt8](data)
        // One entry per open container: an object's current key, or an array's current index.
        var containers: [(isArray: Bool, key: String, index: Int)] = []
        var expectingKey = false
        var index = 0
        func path() -> String {
            containers.map { $0.isArray ? String($0.index) : $0.key }.joined(separator: ".")
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                containers.append((false, "", 0))
                expectingKey = true
            case UInt8(ascii: "["):
                containers.append((true, "", 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = containers.popLast()
            case UInt8(ascii: ","):
                if let last = containers.indices.last {
                    if containers[last].isArray { containers[last].index += 1 } else { expectingKey = true }
                }
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                if expectingKey, let last = containers.indices.last {
                    containers[last].key = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
                    expectingKey = false
                }
                index = end
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = index + 1
                while end < bytes.count, Self.continuesNumber(bytes[end]) { end += 1 }
                let literal = String(decoding: bytes[index..<end], as: UTF8.self)
                let isInteger = !literal.contains { $0 == "." || $0 == "e" || $0 == "E" }
                if isInteger && Int64(literal) == nil {
                    return OutOfRangeNumber(path: path(), literal: String(literal.prefix(40)))
                }
                index = end - 1
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private static func continuesNumber(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-")
    }
}
