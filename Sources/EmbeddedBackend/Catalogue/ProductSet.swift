import Foundation

/// A set of products as a bitmap over ``Product/index``.
struct ProductSet: Hashable, Sendable {
    private(set) var words: [UInt64]

    init(capacity: Int) { words = Array(repeating: 0, count: (capacity + 63) / 64) }

    mutating func insert(_ index: Int) { words[index >> 6] |= 1 << UInt64(index & 63) }

    func contains(_ index: Int) -> Bool { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }

    mutating func formUnion(_ other: ProductSet) {
        for position in words.indices { words[position] |= other.words[position] }
    }

    mutating func formIntersection(_ other: ProductSet) {
        for position in words.indices { words[position] &= other.words[position] }
    }

    /// The members in ascending order.
    var members: [Int] {
        var result: [Int] = []
        for (position, word) in words.enumerated() where word != 0 {
            var remaining = word
            while remaining != 0 {
                result.append(position * 64 + remaining.trailingZeroBitCount)
                remaining &= remaining - 1
            }
        }
        return result
    }
}
