/// A tiny deterministic pseudo-random generator (SplitMix64), so seeded data and seeded failures are the same on
/// every run.
///
/// All derived draws (`below`, `chance`, `shuffle`) are computed here rather than with the standard
/// library's `random(in:using:)`, whose mapping from raw bits is not promised to stay the same.
///
/// Every member is `@inlinable`: callers in other modules draw in hot loops (a seeded data set can shuffle
/// a thousand lists at launch), and only inlining lets them specialise `pick` and `shuffle` for their element type instead of
/// going through generic metadata and witness tables for every swap.
public struct SplitMix64: Sendable {
    /// The position in the stream; every draw advances it.
    @usableFromInline var state: UInt64

    /// A generator starting from `seed`.
    @inlinable public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in `0..<bound` (multiply-high mapping; `bound` must be positive).
    @inlinable
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A value in `range`.
    @inlinable
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True with probability `numerator / denominator`.
    @inlinable
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// A uniformly distributed fraction in `0..<1` with 53 bits of precision.
    @inlinable
    public mutating func unitFraction() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// One of `elements`, which must not be empty.
    @inlinable
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// Fisher-Yates shuffle driven by this generator.
    @inlinable
    public mutating func shuffle<Element>(_ elements: inout [Element]) {
        guard elements.count > 1 else { return }
        for index in stride(from: elements.count - 1, to: 0, by: -1) {
            elements.swapAt(index, below(index + 1))
        }
    }
}
