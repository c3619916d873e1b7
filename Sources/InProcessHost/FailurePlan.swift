import Networking

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
