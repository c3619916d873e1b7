import Foundation
import Testing

@testable import EmbeddedBackend

@Suite("RFC 8259 syntax check")
struct JSONSyntaxTests {
    @Test(
        "accepts valid JSON",
        arguments: [
            "{}", "[]",
            " { \"a\" : [1, -0.5, 2e10, 3E-2, true, false, null, \"x\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\"] } ",
            "\"Crème\"", "0", "-12", "{\"nested\": {\"deeper\": [[[]]]}}",
        ])
    func accepts(text: String) throws {
        try JSONSyntax.validate(Data(text.utf8))
    }

    @Test(
        "refuses invalid JSON and says where",
        arguments: [
            ("{\"a\": 1,}", 8), ("[1, 2,]", 6), ("{a: 1}", 1), ("01", 1), ("1.", 2), ("-", 1), ("\"tab\there\"", 4),
            ("\"\\x\"", 3), ("tru", 3), ("{} {}", 3), ("", 0), ("[\"unterminated]", 15), ("'single'", 0),
        ])
    func refuses(text: String, offset: Int) {
        #expect {
            try JSONSyntax.validate(Data(text.utf8))
        } throws: { error in
            guard let failure = error as? APIFailure else { return false }
            return failure.code == "malformed_json" && failure.message.hasSuffix("at byte \(offset)")
        }
    }

    @Test("refuses nesting deeper than 64 levels without recursing further")
    func depthLimit() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: APIFailure.self) { try JSONSyntax.validate(Data(deep.utf8)) }
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try JSONSyntax.validate(Data(fine.utf8)) }
    }
}
