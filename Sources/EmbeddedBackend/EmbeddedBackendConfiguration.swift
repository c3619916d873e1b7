public import Foundation
public import InProcessHost
public import Networking
public import Persistence

/// How to build an ``EmbeddedShopBackend``: where state lives, which clock it reads, and simulated conditions.
public struct EmbeddedBackendConfiguration: Sendable {
    /// The database for sessions, quotes, orders, stock and idempotency records; nil keeps them in memory
    /// (lost when the backend goes away). The backend creates its own `backend_*` tables in it.
    public var database: Database?
    /// The clock: quote expiry (10 minutes), coupon expiry and order timestamps all read it.
    public var now: @Sendable () -> Date
    /// Delay added to every request before it is handled.
    public var latency: Duration
    /// Failure rules active from the start; more can be added at run time with
    /// ``/InProcessHost/InProcessServer/addFailureRule(_:)``.
    public var failureRules: [FailureRule]
    /// Endpoints of features the shop's API does not have yet, answered with their sample answers (after the
    /// shop's own routes, which win on the same method and path).
    public var samples: [SampleEndpoint]
    /// Hears the units sold per variant whenever they change (for tests, which cannot reach inside the server).
    var soldObserver: (@Sendable ([String: Int]) -> Void)?

    /// A configuration; the defaults give an in-memory backend on the system clock with no latency or failures.
    public init(
        database: Database? = nil, now: @escaping @Sendable () -> Date = { Date() }, latency: Duration = .zero,
        failureRules: [FailureRule] = [], samples: [SampleEndpoint] = []
    ) {
        self.database = database
        self.now = now
        self.latency = latency
        self.failureRules = failureRules
        self.samples = samples
    }
}
