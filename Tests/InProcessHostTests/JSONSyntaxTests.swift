import Foundation
import InProcessHost
import Testing

@Suite("RFC 8259 syntax check")
struct JSONSyntaxTests {
    @Test(
        "accepts valid JSON",
        arguments: [
            "{}", "[]",
            " { \"a\" : [1, -0.5, 2e10, 3E-2, true, false, null, \"x\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\"] } ",
            "\"Crème\"", "0", "-12", "{\"nested\": {\"deeper\": [[[]]]}}", "\"\\ud83d\\ude00 is a pair\"",
            "[{\"a\": 1}, {\"a\": 2}]", "{\"a\": {\"a\": 1}}",
        ])
    func accepts(text: String) throws {
        try JSONSyntax.validate(Data(text.utf8))
    }

    @Test(
        "refuses invalid JSON and says where",
        arguments: [
            ("{\"a\": 1,}", 8), ("[1, 2,]", 6), ("{a: 1}", 1), ("01", 1), ("1.", 2), ("-", 1), ("\"tab\there\"", 4),
            ("\"\\x\"", 3), ("tru", 3), ("{} {}", 3), ("", 0), ("[\"unterminated]", 15), ("'single'", 0),
            ("\"ab\\ud800\"", 3), ("\"\\ud800\\u0041\"", 1), ("\"\\udc00\\ud800\"", 1), ("[\"\\u12\"]", 6),
        ])
    func refuses(text: String, offset: Int) {
        #expect {
            try JSONSyntax.validate(Data(text.utf8))
        } throws: { error in
            guard let failure = error as? APIFailure else { return false }
            return failure.code == "malformed_json" && failure.message.hasSuffix("at byte \(offset)")
        }
    }

    @Test(
        "refuses a field named twice in one object, naming its path as decoding errors do",
        arguments: [
            ("{\"a\": 1, \"a\": 1}", "a"), ("{\"lines\": [{\"q\": 1}, {\"q\": 1, \"q\": 2}]}", "lines[1].q"),
            ("{\"a\": 1, \"\\u0061\": 2}", "a"), ("[[], {\"x\": {\"y\": 0, \"y\": 0}}]", "[1].x.y"),
        ])
    func refusesRepeatedFields(text: String, path: String) {
        #expect {
            try JSONSyntax.validate(Data(text.utf8))
        } throws: { error in
            guard let failure = error as? APIFailure else { return false }
            return failure.code == "invalid_field" && failure.message.hasPrefix("\(path): repeated field")
        }
    }

    @Test("refuses nesting deeper than 64 levels without recursing further")
    func depthLimit() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: APIFailure.malformedJSON("the body is not valid JSON: nested deeper than 64 levels at byte 64"))
        {
            try JSONSyntax.validate(Data(deep.utf8))
        }
        let oneTooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(throws: APIFailure.malformedJSON("the body is not valid JSON: nested deeper than 64 levels at byte 64"))
        {
            try JSONSyntax.validate(Data(oneTooDeep.utf8))
        }
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try JSONSyntax.validate(Data(fine.utf8)) }
    }
}
