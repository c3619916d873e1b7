import Foundation
import InProcessHost
import Networking
import Testing

@testable import EmbeddedBackend

/// A small seeded fuzz loop: valid requests to every route that takes input, mutated at random (bytes cut,
/// flipped or spliced in; fields dropped, added, repeated or given hostile values; query parameters and
/// cursors garbled). Each must get a documented answer, a 2xx or a 4xx error envelope and never a 5xx, and
/// a refused request must change nothing. The seed is fixed, so every run sends the same requests.
@Suite("Fuzzed input")
struct FuzzTests {
    static let iterations = 300

    /// Text spliced into bodies and query values: the pieces that tend to break parsers.
    static let snippets: [String] = [
        "", ",", ":", "{", "}", "[", "]", "\"", "\\", "null", "true", "-", "0", "-1", "1.5", "1e999",
        "99999999999999999999", "\\u0000", "\\ud800", "\\udc00\\ud800", "\u{0}", "\u{FEFF}", "é", "👨‍👩‍👧‍👦",
        "\"quantity\": 5, ", "\"quoteID\": \"q\", ", "\"x\": 1, ", String(repeating: "[", count: 80),
        String(repeating: "a", count: 300),
    ]

    /// Values put where a field's value was (computed: `Any` cannot be a shared constant).
    static var values: [Any] {
        [
            NSNull(), true, 0, -1, 1, 99, 100, Int.max, Int.min, 1.5, 1e40, "", " ", "p-0001", "p-0001-v1", "p-9999",
            "a-0002", "a-0003", "SAVE10", "BIG50", String(repeating: "x", count: 300),
            String(repeating: "é", count: 201),
            "👨‍👩‍👧‍👦", [Any](), [String: Any](), [1, 2], ["productID": "p-0001"],
        ]
    }

    @Test(
        "seeded mutations of valid requests get a 2xx or a 4xx envelope, and a refusal changes nothing",
        arguments: StoreKind.allCases)
    func mutatedRequests(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let token = try await backend.signIn()
        // One fresh in-stock variant per iteration, so an order that gets through never runs out of stock.
        let stocked = Catalogue.standard.products.flatMap { product in
            product.variants.filter { $0.initialStock > 0 }.map { (product: product.id, variant: $0.id) }
        }
        try #require(stocked.count >= Self.iterations)
        let search = ["q": "organic", "sort": "relevance", "minPrice": "100", "limit": "3"]
        let cursor = try #require(try await backend.get("/v1/products", search).decode(ProductPageDTO.self).nextCursor)

        var random = SplitMix64(seed: 0xF0_22ED)
        var statuses: [Int: Int] = [:]
        for iteration in 0..<Self.iterations {
            let (productID, variantID) = stocked[iteration]
            let route = random.below(4)
            var request: HTTPRequest
            switch route {
            case 0:
                let body: [String: Any] = [
                    "lines": [["productID": productID, "variantID": variantID, "quantity": 1]], "couponCode": "SAVE10",
                ]
                request = try Self.post("/v1/quotes", Self.mutatedBody(body, &random))
            case 1:
                let quote = try await backend.quote([(productID, variantID, 1)])
                let body: [String: Any] = [
                    "quoteID": quote.quoteID, "shippingAddressID": "a-0001", "giftNote": "Enjoy",
                ]
                request = try Self.post("/v1/orders", Self.mutatedBody(body, &random))
                request.headers["Authorization"] = "Bearer \(token)"
                request.headers["Idempotency-Key"] = "fuzz-\(iteration)"
            case 2:
                let body: [String: Any] = ["email": "ada@example.com", "password": "lovelace-1815"]
                request = try Self.post("/v1/sessions", Self.mutatedBody(body, &random))
            default:
                let query =
                    search.sorted { $0.key < $1.key }.map { QueryItem($0.key, $0.value) } + [
                        QueryItem("cursor", cursor)
                    ]
                request = HTTPRequest(method: .get, path: "/v1/products", query: Self.mutatedQuery(query, &random))
            }

            let soldBefore = await backend.soldQuantities
            let newestBefore = try await Self.newestOrderID(backend, token: token)
            let response = try await backend.send(request)
            statuses[response.status, default: 0] += 1
            let label = "iteration \(iteration): \(response.status) \(response.text.prefix(160))"
            let soldAfter = await backend.soldQuantities
            let newestAfter = try await Self.newestOrderID(backend, token: token)
            if response.isSuccess {
                if route == 1 {
                    var expected = soldBefore
                    expected[variantID, default: 0] += 1
                    #expect(soldAfter == expected, "\(label)")
                    #expect(newestAfter != newestBefore, "\(label)")
                } else {
                    #expect(soldAfter == soldBefore, "\(label)")
                    #expect(newestAfter == newestBefore, "\(label)")
                }
            } else {
                #expect((400..<500).contains(response.status), "\(label)")
                #expect(response.apiError != nil, "\(label)")
                #expect(response.headers["Content-Type"] == "application/json", "\(label)")
                #expect(soldAfter == soldBefore, "\(label)")
                #expect(newestAfter == newestBefore, "\(label)")
            }
        }
        // The loop is only worth something if it hits both sides: some requests survive mutation, most do not.
        let refused = statuses.filter { !(200..<300).contains($0.key) }.values.reduce(0, +)
        #expect(refused > Self.iterations / 2, "\(statuses)")
        #expect(refused < Self.iterations, "\(statuses)")
    }

    // MARK: - Mutations

    /// `body` as JSON text, then changed: half the time in structure (still JSON), half the time in its bytes.
    static func mutatedBody(_ body: [String: Any], _ random: inout SplitMix64) throws -> Data {
        if random.chance(1, in: 2) {
            return try JSONSerialization.data(withJSONObject: mutated(body, &random), options: [.sortedKeys])
        }
        var bytes = Array(try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]))
        for _ in 0...random.below(3) {
            let position = random.below(bytes.count + 1)
            switch random.below(4) {
            case 0: bytes.removeSubrange(position...)
            case 1: bytes.insert(contentsOf: Array(random.pick(snippets).utf8), at: position)
            case 2 where position < bytes.count: bytes[position] = UInt8(truncatingIfNeeded: random.next())
            default: bytes.removeSubrange(position..<min(bytes.count, position + random.below(8)))
            }
        }
        return Data(bytes)
    }

    /// A JSON value with one change somewhere inside: a field dropped, added or replaced, or an array element
    /// replaced or repeated.
    static func mutated(_ value: Any, _ random: inout SplitMix64) -> Any {
        switch value {
        case var object as [String: Any]:
            let keys = object.keys.sorted()
            guard !keys.isEmpty else { return ["unexpected": random.pick(values)] }
            let key = random.pick(keys)
            switch random.below(4) {
            case 0: object[key] = nil
            case 1: object["unexpected\(random.below(3))"] = random.pick(values)
            case 2: object[key] = object[key].map { mutated($0, &random) }
            default: object[key] = random.pick(values)
            }
            return object
        case var array as [Any]:
            guard !array.isEmpty else { return [random.pick(values)] }
            let index = random.below(array.count)
            switch random.below(3) {
            case 0: array[index] = mutated(array[index], &random)
            case 1: array[index] = random.pick(values)
            default: array += Array(repeating: array[index], count: 1 + random.below(60))
            }
            return array
        default:
            return random.pick(values)
        }
    }

    /// `query` with one to three changes: a value replaced or garbled, a parameter dropped, repeated or unknown.
    static func mutatedQuery(_ query: [QueryItem], _ random: inout SplitMix64) -> [QueryItem] {
        var query = query
        for _ in 0...random.below(3) {
            guard !query.isEmpty else { break }
            let index = random.below(query.count)
            switch random.below(5) {
            case 0: query[index].value = random.pick(snippets)
            case 1:
                var characters = Array(query[index].value)
                if !characters.isEmpty {
                    characters[random.below(characters.count)] = random.pick(["A", "_", "-", "."])
                }
                query[index].value = String(characters)
            case 2: query.remove(at: index)
            case 3: query.append(query[index])
            default: query.append(QueryItem("unexpected", random.pick(snippets)))
            }
        }
        return query
    }

    // MARK: - Helpers

    static func post(_ path: String, _ body: Data) -> HTTPRequest {
        HTTPRequest(method: .post, path: path, headers: ["Content-Type": "application/json"], body: body)
    }

    /// The ID of the customer's newest order, nil when there is none: it changes exactly when an order is placed.
    static func newestOrderID(_ backend: EmbeddedShopBackend, token: String) async throws -> String? {
        try await backend.get("/v1/orders", ["limit": "1"], token: token).decode(OrderPageDTO.self).items.first?.id
    }
}
