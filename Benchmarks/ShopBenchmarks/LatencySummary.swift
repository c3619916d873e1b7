/// Percentiles of a set of timed samples, printed the same way by every benchmark.
struct LatencySummary {
    let samples: [Duration]

    init(_ samples: [Duration]) { self.samples = samples.sorted() }

    /// The sample at `fraction` (0...1) of the sorted samples, by the nearest-rank method.
    func percentile(_ fraction: Double) -> Duration {
        guard !samples.isEmpty else { return .zero }
        let rank = Int((fraction * Double(samples.count)).rounded(.up))
        return samples[min(max(rank, 1), samples.count) - 1]
    }

    var total: Duration { samples.reduce(.zero, +) }

    /// `p50 1.2 ms  p90 …  p99 …  max …  (n = 1000)`.
    var line: String {
        let max = samples.last ?? .zero
        return "p50 \(Self.format(percentile(0.5)))  p90 \(Self.format(percentile(0.9)))  "
            + "p99 \(Self.format(percentile(0.99)))  max \(Self.format(max))  (n = \(samples.count))"
    }

    /// A duration in the most readable unit: `850 µs`, `12.4 ms`, `1.84 s`.
    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
        switch microseconds {
        case ..<1_000: return "\(Int(microseconds.rounded())) µs"
        case ..<1_000_000: return "\(rounded(microseconds / 1_000)) ms"
        default: return "\(rounded(microseconds / 1_000_000)) s"
        }
    }

    /// `value` to at most two decimals: `12.4`, `1.84`.
    private static func rounded(_ value: Double) -> String {
        String((value * 100).rounded() / 100)
    }
}
