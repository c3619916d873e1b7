public import Networking

/// How a request fails when a ``FailureRule`` fires.
public enum SimulatedFailure: Hashable, Sendable {
    /// The server does not process the request and answers HTTP 500 `internal_error`.
    case serverError
    /// The request never reaches the server: the caller gets ``/Networking/NetworkError/transport(_:)`` and nothing changes.
    case transportError
    /// The server processes the request (a write IS made), then the connection drops: the caller gets
    /// ``/Networking/NetworkError/transport(_:)``. Use it to prove that retrying with the same `Idempotency-Key` is safe.
    case responseLost
}

/// The requests a ``FailureRule`` applies to: a method and a path template such as `/v1/items/{id}`,
/// where a `{name}` or `*` segment matches any one segment.
public struct RequestPattern: Hashable, Sendable, CustomStringConvertible {
    /// The method to match.
    public let method: HTTPMethod
    /// The path template to match.
    public let path: String

    /// Matches `method` requests whose path fits `path`.
    public init(_ method: HTTPMethod, _ path: String) {
        self.method = method
        self.path = path
    }

    /// The method and the path, such as `POST /v1/items`.
    public var description: String { "\(method) \(path)" }

    func matches(_ request: HTTPRequest) -> Bool {
        request.method == method && PathTemplate(path).match(request.path) != nil
    }
}

/// A rule that makes some requests fail: the next N matching requests, or a seeded fraction of them.
///
/// When several rules match a request, the first one added that fires decides; later rules are not consulted
/// (so they keep their counts).
public struct FailureRule: Hashable, Sendable {
    /// Which matching requests fail.
    public enum Trigger: Hashable, Sendable {
        /// The next `count` matching requests, then the rule is used up.
        case nextRequests(Int)
        /// Each matching request fails with probability `fraction` (0...1), drawn from a generator seeded with
        /// `seed`, so the same sequence of requests fails the same way on every run.
        case fraction(Double, seed: UInt64)
    }

    /// How the requests fail.
    public let failure: SimulatedFailure
    /// Which matching requests fail.
    public let trigger: Trigger
    /// The requests the rule applies to; nil for every request.
    public let pattern: RequestPattern?

    /// A rule from its parts.
    public init(_ failure: SimulatedFailure, trigger: Trigger, on pattern: RequestPattern? = nil) {
        self.failure = failure
        self.trigger = trigger
        self.pattern = pattern
    }

    /// The next `count` requests (matching `pattern`, when given) fail with `failure`.
    public static func next(_ count: Int, _ failure: SimulatedFailure, on pattern: RequestPattern? = nil) -> FailureRule
    {
        FailureRule(failure, trigger: .nextRequests(count), on: pattern)
    }

    /// A seeded, deterministic `fraction` (0...1) of requests (matching `pattern`, when given) fail with `failure`.
    public static func fraction(
        _ fraction: Double, _ failure: SimulatedFailure, seed: UInt64 = 1, on pattern: RequestPattern? = nil
    ) -> FailureRule {
        FailureRule(failure, trigger: .fraction(fraction, seed: seed), on: pattern)
    }
}

/// The live state of the failure rules: remaining counts and generator positions.
struct FailurePlan {
    private struct ActiveRule {
        let rule: FailureRule
        var remaining: Int
        var random: SplitMix64
    }

    private var rules: [ActiveRule] = []

    mutating func add(_ rule: FailureRule) {
        switch rule.trigger {
        case .nextRequests(let count):
            guard count > 0 else { return }
            rules.append(ActiveRule(rule: rule, remaining: count, random: SplitMix64(seed: 0)))
        case .fraction(_, let seed):
            rules.append(ActiveRule(rule: rule, remaining: 0, random: SplitMix64(seed: seed)))
        }
    }

    mutating func removeAll() { rules.removeAll() }

    /// The failure to apply to `request`, if a rule fires; counts and generators advance as they are consulted.
    mutating func failure(for request: HTTPRequest) -> SimulatedFailure? {
        for position in rules.indices {
            let rule = rules[position].rule
            if let pattern = rule.pattern, !pattern.matches(request) { continue }
            switch rule.trigger {
            case .nextRequests:
                rules[position].remaining -= 1
                if rules[position].remaining == 0 { rules.remove(at: position) }
                return rule.failure
            case .fraction(let fraction, _):
                if rules[position].random.unitFraction() < fraction { return rule.failure }
            }
        }
        return nil
    }
}
