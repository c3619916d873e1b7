import Networking

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
