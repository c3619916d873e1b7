import ExecutableTesting
import Foundation

extension Benchmark {
    /// Starts the built `shop` with no input: process start, database, backend seeding, first screen, exit.
    static var appStart: Benchmark {
        Benchmark(
            name: "app-start",
            summary: "launch shop (in-memory, embedded backend) until its first screen is drawn and it exits",
            run: { try await ShopProcessWorkload(script: [], repetitions: 20).run() })
    }

    /// Runs the scripted purchase flow through the built `shop`: search, product, cart, login, place, profile.
    static var purchaseFlow: Benchmark {
        Benchmark(
            name: "purchase-flow",
            summary: "the scripted purchase flow through shop, from launch to the order in the profile",
            run: { try await ShopProcessWorkload(script: ShopProcessWorkload.purchaseScript, repetitions: 10).run() })
    }
}

/// Runs the `shop` executable built next to this benchmark (build it with the same configuration first).
private struct ShopProcessWorkload {
    static let purchaseScript = [
        "search kettle", "open 1", "add", "cart", "place", "login ada@example.com lovelace-1815", "address 1",
        "place", "profile",
    ]

    let script: [String]
    let repetitions: Int

    func run() async throws {
        let shop = try BuiltExecutable(named: "shop")
        let arguments = ["--in-memory", "--fixed-time", "2026-11-29T12:00:00Z"]
        _ = try await shop.run(arguments, input: script)  // warm the file cache
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<repetitions {
            let started = clock.now
            let run = try await shop.run(arguments, input: script)
            samples.append(clock.now - started)
            guard run.status == 0 else { throw BuiltExecutable.Failure(description: run.standardError) }
        }
        print("  \(LatencySummary(samples).line)")
    }
}
