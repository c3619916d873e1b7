import Analytics
import Foundation
import Networking
import NetworkingTesting
import Testing

@testable import SearchFeature

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}

/// Everything a Search test needs: the model, its fakes and the outputs it emitted.
@MainActor
final class SearchHarness {
    let client = ExpectingHTTPClient { request in
        Issue.record("unexpected request \(request.method) \(request.path) \(request.query)")
    }
    let tracker = RecordingTracker()
    let clock = ManualClock()
    /// Search's recent searches, kept by every model this harness makes (in memory unless a test passes its table).
    let recentSearches: SearchDependencies.RecentSearches
    var outputs: [SearchOutput] = []
    private(set) var model: SearchModel!

    init(recentSearches: SearchDependencies.RecentSearches = .inMemory()) {
        self.recentSearches = recentSearches
        model = makeModel()
    }

    /// A fresh model over the same recent searches, as after a restart; `initialQuery` as the host opened Search on.
    func makeModel(initialQuery: String? = nil) -> SearchModel {
        let clock = self.clock
        return SearchModel(
            api: SearchAPI(client: client), recents: recentSearches, tracker: tracker,
            now: { clock.now }, initialQuery: initialQuery,
            onOutput: { [weak self] output in self?.outputs.append(output) })
    }

    func expectCategories(_ reply: ExpectingHTTPClient.Reply = .ok(SearchJSON.categories)) {
        client.expect(.get, "/v1/categories", reply: reply)
    }

    /// Expects one page of results for exactly these parameters, 20 to a page; `nil` means the parameter is
    /// not sent at all (an empty `query` is no `q`).
    func expectSearch(
        query: String = "", category: String? = nil, minPrice: Int? = nil, maxPrice: Int? = nil,
        sort: String = "relevance", cursor: String? = nil, reply: ExpectingHTTPClient.Reply
    ) {
        var expected = ["sort": sort, "limit": "20"]
        if !query.isEmpty { expected["q"] = query }
        expected["category"] = category
        expected["minPrice"] = minPrice.map(String.init)
        expected["maxPrice"] = maxPrice.map(String.init)
        expected["cursor"] = cursor
        let parameters = expected
        client.expect(
            .get, "/v1/products",
            matching: { request in
                let sent = Dictionary(
                    request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
                return sent == parameters && sent.count == request.query.count && request.body == nil
            }, reply: reply)
    }
}

/// Wire bodies in the shapes of the API contract (Sources/EmbeddedBackend/API.md).
enum SearchJSON {
    static let categories = """
        {"items": [
          {"id": "kitchen", "name": "Kitchen", "productCount": 120},
          {"id": "garden", "name": "Garden", "productCount": 80}
        ]}
        """

    static func summary(
        _ id: String, name: String, amount: Int = 4_900, inStock: Bool = true, ratingCount: Int = 12
    ) -> String {
        """
        {"id": "\(id)", "name": "\(name)", "categoryID": "kitchen",
         "price": {"amount": \(amount), "currency": "USD"}, "rating": \(ratingCount == 0 ? 0 : 43),
         "ratingCount": \(ratingCount), "inStock": \(inStock)}
        """
    }

    static func page(_ items: [String], total: Int? = nil, nextCursor: String? = nil) -> String {
        let cursor = nextCursor.map { "\"\($0)\"" } ?? "null"
        return """
            {"items": [\(items.joined(separator: ","))], "nextCursor": \(cursor), "total": \(total ?? items.count)}
            """
    }
}
