public import InProcessHost
public import Networking
import Persistence

/// The shop's HTTP API served in-process, so apps, demos and tests run with no server: the shop's routes on a
/// generic ``/InProcessHost/InProcessServer``, which it holds as ``server``.
///
/// It implements the contract in `API.md` (routes, JSON shapes, status codes, error bodies) behind Networking's
/// ``/Networking/HTTPClient``: features cannot tell it from a real server. The catalogue is seeded deterministically
/// (1,200 products in 10 categories); sessions, quotes, orders, stock and idempotency records live in
/// memory or, when the configuration has a `Database`, in SQLite. Routing, strict JSON, and simulated latency
/// and failures come from InProcessHost, which knows nothing of the shop:
///
/// ```swift
/// let backend = try EmbeddedShopBackend()
/// await backend.addFailureRule(.next(1, .responseLost, on: RequestPattern(.post, "/v1/orders")))
/// ```
public final class EmbeddedShopBackend: HTTPClient {
    /// The generic server the shop's routes run on: it routes, checks JSON bodies and simulates latency and
    /// failures. A demo host that controls any in-process API takes this.
    public let server: InProcessServer

    /// A server of the shop's API over the seeded catalogue, with state in `configuration.database` or in memory.
    ///
    /// - Throws: ``EmbeddedBackendError`` when the database cannot be migrated or read.
    public init(
        configuration: EmbeddedBackendConfiguration = EmbeddedBackendConfiguration()
    ) throws(EmbeddedBackendError) {
        let store: any ShopStore
        if let database = configuration.database {
            do {
                store = try SQLiteShopStore(database: database)
            } catch {
                throw EmbeddedBackendError(description: "cannot prepare the backend's tables: \(error)")
            }
        } else {
            store = InMemoryShopStore()
        }
        let service: ShopService
        do {
            service = try ShopService(
                catalogue: .standard, store: store, now: configuration.now,
                soldObserver: configuration.soldObserver)
        } catch {
            throw EmbeddedBackendError(description: "cannot load the backend's state: \(error.message)")
        }
        server = InProcessServer(
            routes: service.routes + configuration.samples.map(HostedRoute.init(serving:)),
            latency: configuration.latency, failureRules: configuration.failureRules)
    }

    /// Answers `request` as the shop's API would (see ``/InProcessHost/InProcessServer/send(_:)``).
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        try await server.send(request)
    }

    /// Sets the delay added to every later request (`.zero` for none).
    public func setLatency(_ latency: Duration) async {
        await server.setLatency(latency)
    }

    /// Adds a simulated failure rule; it applies from the next request on.
    public func addFailureRule(_ rule: FailureRule) async {
        await server.addFailureRule(rule)
    }

    /// Removes every simulated failure rule, including unused counts.
    public func removeAllFailureRules() async {
        await server.removeAllFailureRules()
    }
}
