import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

@Suite("Malformed input")
struct RobustnessTests {
    /// Bodies that must each be refused with a 4xx error envelope.
    static let hostileBodies: [String] = [
        "", "{", "{\"lines\": [", "{\"lines\": [{\"productID\": \"p-0001\", \"quantity\": 1}", "null", "[]", "42",
        "\"text\"", "true", "{\"lines\": {}}", "{\"lines\": [1, 2]}", "{\"lines\": [null]}",
        "{\"lines\": [{\"productID\": 1, \"quantity\": 1}]}",
        "{\"lines\": [{\"productID\": \"p-0001\", \"quantity\": -1}]}",
        "{\"lines\": [{\"productID\": \"p-0001\", \"quantity\": 1e40}]}",
        "{\"lines\": [{\"productID\": \"p-0001\", \"quantity\": 99999999999999999999999}]}",
        "{\"lines\": [{\"productID\": \"p-0001\", \"quantity\": null}]}",
        "{\"lines\": [{\"productID\": \"p-0001\", \"quantity\": 1, \"unitPrice\": 1}]}",
        "{\"lines\": [{\"productID\": \"\(String(repeating: "x", count: 50_000))\", \"quantity\": 1}]}",
        "{\"lines\": [{\"productID\": \"p-0001\", \"quantity\": 1}], \"couponCode\": \"\(String(repeating: "S", count: 10_000))\"}",
        "{\"junk\": \"\(String(repeating: "z", count: 70_000))\"}",
        String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000),
        "{\"quoteID\": \"q\", \"shippingAddressID\": \"a-0001\", \"giftNote\": \"\(String(repeating: "é", count: 201))\"}",
        "{\"quoteID\": 7, \"shippingAddressID\": \"a-0001\"}",
        "{\"quoteID\": \"q\", \"shippingAddressID\": \"a-0001\", \"x\": 1}",
        "{\"email\": [\"ada@example.com\"], \"password\": \"lovelace-1815\"}",
        "{\"email\": \"ada@example.com\", \"password\": \"lovelace-1815\", \"remember\": true}",
        "\u{FEFF}{\"lines\": []}", "{\"lines\": [{\"productID\": \"p-0001\", \"quantity\": 1,}]}",
    ]

    @Test("hostile bodies on every POST route are refused with 4xx and change nothing", arguments: StoreKind.allCases)
    func hostileBodies(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let token = try await backend.signIn()
        let before = try await snapshot(backend, token: token)
        for body in Self.hostileBodies {
            for path in ["/v1/quotes", "/v1/orders", "/v1/sessions"] {
                let response = try await backend.post(path, raw: body, token: token, idempotencyKey: "k")
                #expect((400...499).contains(response.status), "\(path) \(body.prefix(60)): \(response.status)")
                #expect(response.apiError != nil, "\(path) \(body.prefix(60)): \(response.text.prefix(200))")
            }
        }
        var invalidUTF8 = HTTPRequest(method: .post, path: "/v1/quotes", body: Data([0x7B, 0xFF, 0xFE, 0x7D]))
        invalidUTF8.headers["Content-Type"] = "application/json"
        expectError(try await backend.send(invalidUTF8), 400, "malformed_json")
        let after = try await snapshot(backend, token: token)
        #expect(before == after)
    }

    @Test("messages name the problem: malformed JSON, a wrong type, an unknown field, a too-large body")
    func messages() async throws {
        let backend = try makeBackend()
        expectError(try await backend.post("/v1/quotes", raw: "{\"lines\": ["), 400, "malformed_json")
        let wrongType = expectError(
            try await backend.post("/v1/quotes", raw: "{\"lines\": [{\"productID\": 5, \"quantity\": 1}]}"), 400,
            "invalid_field")
        #expect(wrongType == "lines[0].productID: expected a string")
        let unknown = expectError(
            try await backend.post("/v1/sessions", raw: "{\"email\": \"a\", \"password\": \"b\", \"otp\": 1}"), 400,
            "invalid_field")
        #expect(unknown.hasPrefix("otp: unknown field"))
        let missing = expectError(
            try await backend.post("/v1/sessions", raw: "{\"email\": \"a\"}"), 400, "invalid_field")
        #expect(missing == "password: required field is missing")
        let notObject = expectError(try await backend.post("/v1/sessions", raw: "[1]"), 400, "invalid_field")
        #expect(notObject.hasPrefix("body:"))
        let fraction = expectError(
            try await backend.post("/v1/quotes", raw: "{\"lines\": [{\"productID\": \"p-0001\", \"quantity\": 1.5}]}"),
            400, "invalid_field")
        #expect(fraction == "lines[0].quantity: expected a whole number, got 1.5")
        // A repeated field is refused rather than resolved: decoders disagree on which copy wins.
        let repeated = expectError(
            try await backend.post(
                "/v1/quotes",
                raw: "{\"lines\": [{\"productID\": \"p-0001\", \"quantity\": 1, \"quantity\": 99}]}"),
            400, "invalid_field")
        #expect(repeated.hasPrefix("lines[0].quantity: repeated field"))
        let surrogate = expectError(
            try await backend.post("/v1/sessions", raw: "{\"email\": \"\\ud800\", \"password\": \"x\"}"), 400,
            "malformed_json")
        #expect(surrogate.contains("surrogate") && surrogate.hasSuffix("at byte 11"))
        let longName = String(repeating: "n", count: 5_000)
        let echoed = expectError(
            try await backend.post("/v1/sessions", raw: "{\"\(longName)\": 1}"), 400, "invalid_field")
        #expect(echoed.count < 300, "a huge field name is not echoed whole")
        let huge = String(repeating: " ", count: 70_000) + "{}"
        expectError(try await backend.post("/v1/quotes", raw: huge), 413, "payload_too_large")
        expectError(try await backend.send(HTTPRequest(method: .post, path: "/v1/quotes")), 400, "malformed_json")
    }

    /// What a malformed request must not change: stock, orders, the sold mirror and the session.
    private func snapshot(_ backend: EmbeddedShopBackend, token: String) async throws -> [Data] {
        [
            try await backend.get("/v1/orders", token: token).body,
            try await backend.get("/v1/me", token: token).body,
            try await backend.get("/v1/products/p-0001").body,
            try await backend.get("/v1/products", ["limit": "50", "sort": "price_asc"]).body,
            try JSONEncoder().encode(await backend.soldQuantities),
        ]
    }
}
