import CartStore
import Foundation
import InProcessHost
import Persistence

extension Benchmark {
    /// Persists 10,000 cart mutations (a mix of add, setQuantity and remove) through a `CartStore`
    /// over a WAL file database in a temporary directory, and reports throughput and per-mutation latency.
    static var cartMutations: Benchmark {
        Benchmark(
            name: "cart-mutations",
            summary: "persist 10,000 cart mutations (add/setQuantity/remove) to a WAL file database",
            run: { try await CartMutationWorkload(mutations: 10_000).run() }
        )
    }
}

/// A deterministic stream of valid cart mutations and the code that times them.
private struct CartMutationWorkload {
    let mutations: Int
    /// Kept below `CartStore.maximumLines` so adds of new lines are never refused.
    private let keys: [CartLineKey] = (0..<40).map { index in
        CartLineKey(productID: "product-\(index)", variantID: index.isMultiple(of: 3) ? "size-\(index % 5)" : nil)
    }

    func run() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cart-mutations-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try Database(.file(path: directory.appendingPathComponent("cart.sqlite").path))
        defer { database.close() }
        let store = try CartStore(database: database)

        var random = SplitMix64(seed: 0x5EED_CA27)
        var quantities: [CartLineKey: Int] = [:]
        var counts = (add: 0, set: 0, remove: 0)
        var latencies: [Duration] = []
        latencies.reserveCapacity(mutations)
        let clock = ContinuousClock()
        let started = clock.now

        for _ in 0..<mutations {
            let key = keys[Int(random.next() % UInt64(keys.count))]
            let roll = random.next() % 100
            let current = quantities[key] ?? 0
            let before = clock.now
            if current > 0 && roll < 20 {
                try await store.remove(key)
                quantities[key] = nil
                counts.remove += 1
            } else if current > 0 && (roll < 50 || current > CartStore.maximumQuantityPerLine - 3) {
                let target = 1 + (current + Int(random.next() % 10)) % 20
                let quantity = target == current ? target % 20 + 1 : target
                try await store.setQuantity(quantity, for: key)
                quantities[key] = quantity
                counts.set += 1
            } else {
                let quantity = 1 + Int(random.next() % 3)
                try await store.add(productID: key.productID, variantID: key.variantID, quantity: quantity)
                quantities[key] = current + quantity
                counts.add += 1
            }
            latencies.append(clock.now - before)
        }
        let total = clock.now - started

        let expected = quantities.values.reduce(0, +)
        guard await store.itemCount == expected else {
            throw CartBenchmarkFailure(message: "cart holds \(await store.itemCount) items, expected \(expected)")
        }
        let (seconds, attoseconds) = total.components
        let perSecond = Double(mutations) / (Double(seconds) + Double(attoseconds) / 1e18)
        print("  mutations: \(mutations) (add \(counts.add), setQuantity \(counts.set), remove \(counts.remove))")
        print("  total: \(LatencySummary.format(total)), \(Int(perSecond.rounded())) mutations/s")
        print("  per mutation (max: WAL checkpoints): \(LatencySummary(latencies).line)")
    }
}

private struct CartBenchmarkFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
