public import InProcessHost
import Persistence

/// The shop's HTTP API served in-process, so apps, demos and tests run with no server: an ``/InProcessHost/InProcessServer``
/// with the shop's routes.
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
public typealias EmbeddedShopBackend = InProcessServer

extension InProcessServer {
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
        self.init(
            routes: service.routes + configuration.samples.map(HostedRoute.init(serving:)),
            latency: configuration.latency, failureRules: configuration.failureRules)
    }
}
