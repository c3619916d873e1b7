import Foundation

// ShopBenchmarks: `swift run -c release ShopBenchmarks <name>...` runs the named benchmarks (all when none given).
// Each benchmark lives in its own file and registers one line in `registry`.

/// A benchmark's name, a one-line summary and the code that runs it and prints its figures.
struct Benchmark {
    let name: String
    let summary: String
    let run: () async throws -> Void
}

let registry: [Benchmark] = [
    .searchLatency,
    .cartMutations,
    .appStart,
    .purchaseFlow,
    .architectureCheck,
]

let requested = Array(CommandLine.arguments.dropFirst())
if requested.contains("--help") || requested.contains("-h") {
    print("usage: ShopBenchmarks [name ...]\n")
    for benchmark in registry { print("  \(benchmark.name): \(benchmark.summary)") }
} else {
    let unknown = requested.filter { name in !registry.contains { $0.name == name } }
    if !unknown.isEmpty {
        print("error: unknown benchmark \(unknown.joined(separator: ", ")); run with --help for the list")
        exit(2)
    }
    for benchmark in registry where requested.isEmpty || requested.contains(benchmark.name) {
        print("== \(benchmark.name): \(benchmark.summary)")
        try await benchmark.run()
    }
}
