import ExecutableTesting
import Foundation

extension Benchmark {
    /// Runs the architecture check on this package, the way CI does, with the tool built next to this benchmark.
    static var architectureCheck: Benchmark {
        Benchmark(
            name: "architecture-check",
            summary: "check-architecture on ShopKit itself (warm): whole tool run, and the rules alone",
            run: { try await ArchitectureCheckWorkload(repetitions: 10).run() })
    }
}

private struct ArchitectureCheckWorkload {
    let repetitions: Int

    /// The package root: this file is Benchmarks/ShopBenchmarks/ArchitectureCheckBenchmark.swift.
    private let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    func run() async throws {
        let tool = try BuiltExecutable(named: "ArchitectureCheckTool")
        let arguments = ["--package-dir", packageDirectory, "--from-dump", "--quiet"]
        _ = try await tool.run(arguments)  // warm: the manifest cache and the file cache
        let clock = ContinuousClock()
        var wall: [Duration] = []
        var rules: [Duration] = []
        for _ in 0..<repetitions {
            let started = clock.now
            let run = try await tool.run(arguments)
            wall.append(clock.now - started)
            guard run.status == 0 else { throw BuiltExecutable.Failure(description: run.standardOutput) }
            // The summary line ends with the time the rules took, e.g. "... 0 errors (0.01 s)".
            guard let match = run.standardOutput.firstMatch(of: /\((\d+\.\d+) s\)\n?$/), let seconds = Double(match.1)
            else {
                throw BuiltExecutable.Failure(description: "no summary line with a time in:\n\(run.standardOutput)")
            }
            rules.append(.milliseconds(Int(seconds * 1_000)))
        }
        print("  whole run (swift package dump-package, reading every source, the rules): \(LatencySummary(wall).line)")
        print("  the rules alone, as the tool reports them: \(LatencySummary(rules).line)")
    }
}
