public import Networking
import Persistence

/// The shop's HTTP API served in-process, so apps, demos and tests run with no server.
///
/// It implements the contract in `API.md` (routes, JSON shapes, status codes, error bodies) behind Networking's
/// ``/Networking/HTTPClient``: features cannot tell it from a real server. The catalogue is seeded deterministically
/// (1,200 products in 10 categories); sessions, quotes, orders, stock and idempotency records live in
/// memory or, when the configuration has a `Database`, in SQLite.
///
/// Requests are handled one at a time, so order placement is atomic with respect to other requests; the
/// simulated latency is awaited before handling, so slow requests overlap. Latency and failure rules can be
/// changed at any moment:
///
/// ```swift
/// let backend = try EmbeddedShopBackend()
/// await backend.addFailureRule(.next(1, .responseLost, on: RequestPattern(.post, "/v1/orders")))
/// ```
public actor EmbeddedShopBackend: HTTPClient {
    private let service: ShopService
    private var latency: Duration
    private var failures = FailurePlan()

    /// A backend serving the seeded catalogue, with state in `configuration.database` or in memory.
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
        do {
            service = try ShopService(catalogue: .standard, store: store, now: configuration.now)
        } catch {
            throw EmbeddedBackendError(description: "cannot load the backend's state: \(error.message)")
        }
        latency = configuration.latency
        for rule in configuration.failureRules { failures.add(rule) }
    }

    /// Handles `request` as the shop's server would, after the simulated latency and failure rules.
    ///
    /// Error statuses come back as responses; only simulated transport failures and cancellation throw.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        if latency > .zero {
            do {
                try await Task.sleep(for: latency)
            } catch {
                throw .cancelled
            }
        }
        guard !Task.isCancelled else { throw .cancelled }
        switch failures.failure(for: request) {
        case nil:
            return service.handle(request)
        case .serverError:
            return service.errorResponse(
                .internalError("simulated server failure: \(request.method) \(request.path) was not processed"))
        case .transportError:
            throw .transport("simulated: the connection failed before the request reached the shop")
        case .responseLost:
            _ = service.handle(request)
            throw .transport("simulated: the connection dropped after the shop handled the request")
        }
    }

    /// Sets the delay added to every later request (`.zero` for none).
    public func setLatency(_ latency: Duration) {
        self.latency = latency
    }

    /// Adds a failure rule; it applies from the next request on.
    public func addFailureRule(_ rule: FailureRule) {
        failures.add(rule)
    }

    /// Removes every failure rule, including unused counts.
    public func removeAllFailureRules() {
        failures.removeAll()
    }

    /// Units sold per variant as the backend currently believes them (for tests).
    var soldQuantities: [String: Int] { service.sold }
}
