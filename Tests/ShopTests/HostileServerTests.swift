import EmbeddedBackend
import ExecutableTesting
import Foundation
import Networking
import Testing

/// The built `shop --api-url` against a server whose every text (product, category and variant names,
/// descriptions, addresses, order statuses, error messages) carries terminal control sequences, and a user who
/// types them: none of them reaches the terminal as a control character; each is shown as a visible stand-in.
@Suite(.timeLimit(.minutes(3)))
struct HostileServerTests {
    static let fixedTime = "2026-11-29T12:00:00Z"

    /// Sets the window title, clears the screen, returns the carriage, backspaces, starts a C1 control sequence
    /// and overrides the text direction.
    static let hostile = " \u{1B}]0;pwned\u{07}\u{1B}[2J\r\u{08}\u{9B}31m\u{202E}drah"

    /// The keys of the shop API whose string values (or arrays of strings) are text a person reads.
    static let textKeys: Set<String> = [
        "name", "categoryName", "description", "variantName", "status", "label", "recipient", "city", "lines",
        "message",
    ]

    /// `response` with `hostile` added to every readable text in its JSON body.
    static func poisoned(_ response: HTTPResponse) -> HTTPResponse {
        guard let value = try? JSONSerialization.jsonObject(with: response.body, options: .fragmentsAllowed),
            let body = try? JSONSerialization.data(withJSONObject: poison(value), options: .fragmentsAllowed)
        else { return response }
        var poisoned = response
        poisoned.body = body
        return poisoned
    }

    private static func poison(_ value: Any, key: String? = nil) -> Any {
        switch value {
        case let object as [String: Any]:
            return object.reduce(into: [String: Any]()) { result, entry in
                result[entry.key] = poison(entry.value, key: entry.key)
            }
        case let array as [Any]:
            return array.map { poison($0, key: key) }
        case let text as String where key.map(textKeys.contains) == true:
            return text + hostile
        default:
            return value
        }
    }

    /// The bytes a terminal acts on instead of showing: ESC, BEL, CR, backspace, U+009B (C2 9B in UTF-8) and
    /// U+202E (E2 80 AE), counted in `text`.
    static func controlCounts(_ text: String) -> [String: Int] {
        let bytes = Array(text.utf8)
        func count(_ pattern: [UInt8]) -> Int {
            guard bytes.count >= pattern.count else { return 0 }
            return (0...(bytes.count - pattern.count)).filter { Array(bytes[$0..<($0 + pattern.count)]) == pattern }
                .count
        }
        return [
            "ESC": count([0x1B]), "BEL": count([0x07]), "CR": count([0x0D]), "BS": count([0x08]),
            "U+009B": count([0xC2, 0x9B]), "U+202E": count([0xE2, 0x80, 0xAE]),
        ]
    }

    static let none = ["ESC": 0, "BEL": 0, "CR": 0, "BS": 0, "U+009B": 0, "U+202E": 0]

    @Test func aHostileServerAndHostileTypingControlNothingAndAreShownVisibly() async throws {
        let now = try Date(Self.fixedTime, strategy: .iso8601)
        let backend = try EmbeddedShopBackend(configuration: EmbeddedBackendConfiguration(now: { now }))
        let dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try await LoopbackShopServer.run(backend: backend, rewrite: Self.poisoned) { server in
            let shop = try BuiltExecutable(named: "shop")
            let arguments = [
                "--data-dir", dataDirectory.path, "--api-url", server.baseURL, "--fixed-time", Self.fixedTime,
            ]
            let first = try await shop.run(
                arguments,
                input: [
                    "search kettle", "open 1", "add", "cart", "coupon NOPE", "place",
                    "login ada@example.com lovelace-1815", "address 1", "place", "4242 4242 4242 4242", "12/40", "123",
                    "profile", "order 1", "home",
                    "search tea\u{1B}]0;typed\u{07}\u{9B}2J", "zap\u{1B}[2J\u{202E}",
                ])
            #expect(first.status == 0, "\(first.standardError)")
            // The same data directory again: the recent search typed with escapes is replayed at the start.
            let second = try await shop.run(arguments, input: [])
            #expect(second.status == 0, "\(second.standardError)")

            let output = first.standardOutput + second.standardOutput
            #expect(Self.controlCounts(output) == Self.none)
            #expect(Self.controlCounts(first.standardError + second.standardError) == Self.none)
            // Every kind of text got through, shown: names, the product page, addresses, statuses, errors.
            let shown = " ␛]0;pwned␇␛[2J␍␈<U+009B>31m<U+202E>drah"
            #expect(output.components(separatedBy: shown).count > 10, "\(output)")
            for line in ["Categories", "Searching: words “kettle”", "Ship to", "Order o-000001"] {
                #expect(output.contains(line), "\(line)")
            }
            #expect(output.contains("Placed 2026-11-29 12:00 UTC · placed" + shown))
            #expect(output.contains("Searching: words “tea␛]0;typed␇<U+009B>2J”"))
            #expect(output.contains("! unknown command 'zap␛[2j<U+202E>'; type help for the list"))
            let replayed = try #require(second.standardOutput.components(separatedBy: "Recent searches").last)
            #expect(replayed.contains("tea␛]0;typed␇<U+009B>2J"), "\(second.standardOutput)")
        }
    }

}
