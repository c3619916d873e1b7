import EmbeddedBackend
import Foundation
import Networking

extension Benchmark {
    /// Product search latency through the embedded backend's full HTTP path (routing, query parsing, search,
    /// sorting, paging, JSON encoding) over the seeded 1,200-product catalogue.
    static var searchLatency: Benchmark {
        Benchmark(
            name: "search-latency",
            summary: "p50/p99 of 1,000 mixed GET /v1/products queries on the embedded backend's seeded catalogue",
            run: { try await SearchLatency().run() }
        )
    }
}

/// Runs a fixed, seeded mix of searches and reports latency percentiles.
private struct SearchLatency {
    static let queryCount = 1_000
    static let words = [
        "cafe", "Café", "crème", "jalapeño", "organic", "tea", "zurich", "wireless", "noir", "linen", "wool",
        "cast", "espresso", "lamp", "puzzle", "yoga", "dark roast", "organic cotton", "creme brulee", "hot sauce",
        "pour-over", "studio monitor", "travel", "walnut", "gift",
    ]
    static let categories = [
        "coffee-tea", "kitchen", "pantry", "audio", "home", "outdoor", "fitness", "books-stationery", "toys-games",
        "apparel",
    ]
    static let sorts = ["relevance", "price_asc", "price_desc", "rating"]

    private struct Page: Decodable {
        let nextCursor: String?
    }

    /// A 64-bit linear congruential generator: the mix is the same on every run.
    private struct Mix {
        var state: UInt64 = 0x5EA2_C4B3_11E7_2026

        mutating func below(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func pick<Element>(_ elements: [Element]) -> Element { elements[below(elements.count)] }
    }

    func run() async throws {
        let clock = ContinuousClock()
        let buildStart = clock.now
        let backend = try EmbeddedShopBackend()
        _ = try await backend.send(HTTPRequest(method: .get, path: "/v1/products", query: [QueryItem("limit", "1")]))
        let buildTime = clock.now - buildStart

        var mix = Mix()
        var previous: (query: [QueryItem], cursor: String)?
        var samples: [Duration] = []
        samples.reserveCapacity(Self.queryCount)
        var kinds: [String: Int] = [:]
        for _ in 0..<(Self.queryCount + 50) {
            var query: [QueryItem]
            let roll = mix.below(100)
            if roll < 20, let previous {
                query = previous.query + [QueryItem("cursor", previous.cursor)]
                kinds["next page", default: 0] += 1
            } else if roll < 60 {
                query = [QueryItem("q", mix.pick(Self.words)), QueryItem("sort", mix.pick(Self.sorts))]
                kinds["text", default: 0] += 1
            } else if roll < 80 {
                let low = mix.below(50) * 1_000
                query = [
                    QueryItem("category", mix.pick(Self.categories)), QueryItem("minPrice", String(low)),
                    QueryItem("maxPrice", String(low + 20_000 + mix.below(50) * 1_000)),
                    QueryItem("sort", mix.pick(Self.sorts)),
                ]
                kinds["filtered", default: 0] += 1
            } else {
                query = [QueryItem("sort", mix.pick(Self.sorts))]
                kinds["browse all", default: 0] += 1
            }
            query.append(QueryItem("limit", String(mix.pick([10, 20, 50]))))
            let request = HTTPRequest(method: .get, path: "/v1/products", query: query)
            let start = clock.now
            let response = try await backend.send(request)
            let elapsed = clock.now - start
            guard response.status == 200 else {
                throw SearchBenchmarkFailure(
                    description:
                        "search failed with \(response.status): \(String(decoding: response.body, as: UTF8.self))")
            }
            samples.append(elapsed)
            let page = try JSONDecoder().decode(Page.self, from: response.body)
            let base = query.filter { $0.name != "cursor" && $0.name != "limit" }
            previous = page.nextCursor.map { (base, $0) }
        }
        // The first 50 queries warm caches and are not counted.
        let summary = LatencySummary(Array(samples.dropFirst(50)))
        let sent = kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("  catalogue build + first query: \(LatencySummary.format(buildTime))")
        print("  queries measured: \(summary.samples.count) (mix of the 1,050 sent, warm-up included: \(sent))")
        print("  \(summary.line)  mean \(LatencySummary.format(summary.total / summary.samples.count))")
    }
}

private struct SearchBenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}
