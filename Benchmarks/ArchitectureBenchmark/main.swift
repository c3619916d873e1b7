// ArchitectureBenchmark: times the architecture check on a generated package.
//   swift run -c release ArchitectureBenchmark [--modules 1000] [--files 10000] [--runs 5] [--keep]
// It writes the package to a temporary directory, runs the whole check in-process (reading and lexing
// every file, all rules), and prints each run and the median wall time.
//   ArchitectureBenchmark --repository --check-tool <ArchitectureCheckTool> [--packages 30] [--xcode-files 3000]
// times the whole-repository check as a process, cold and warm, beside dump-package alone (RepositoryBenchmark).
import ArchitectureRules
import Foundation

var modules = 1000
var files = 10_000
var runs = 5
var keep = false
var arguments = CommandLine.arguments.dropFirst()
let usage = "usage: ArchitectureBenchmark [--modules N] [--files N] [--runs N] [--keep]"

/// The whole number after `flag`, at least `minimum`; a missing or bad one is a usage error (exit status 2).
@MainActor func count(after flag: String, atLeast minimum: Int = 1) -> Int {
    guard let text = arguments.popFirst(), let number = Int(text), number >= minimum else {
        print("error: \(flag) needs a whole number of at least \(minimum)\n\(usage)")
        exit(2)
    }
    return number
}

if arguments.first == "--repository" {
    guard let benchmark = RepositoryBenchmark(Array(arguments.dropFirst())) else {
        print(RepositoryBenchmark.usage)
        exit(2)
    }
    exit(try benchmark.run())
}

while let argument = arguments.popFirst() {
    switch argument {
    case "--modules": modules = count(after: argument, atLeast: 8)  // a feature, its demo and tests, foundation
    case "--files": files = count(after: argument)
    case "--runs": runs = count(after: argument)
    case "--keep": keep = true
    default:
        print(usage)
        exit(argument == "--help" || argument == "-h" ? 0 : 2)
    }
}

let root = FileManager.default.temporaryDirectory.appendingPathComponent("architecture-benchmark-\(getpid())").path
defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }

var started = Date()
let package = try SyntheticPackage.generate(at: root, moduleCount: modules, fileCount: files)
print(
    "generated \(package.graph.targets.count) modules, \(package.fileCount) files in \(root) "
        + "(\(String(format: "%.2f", Date().timeIntervalSince(started))) s)")

/// CPU seconds this process has used so far, all threads: unlike wall time, not inflated by a busy machine.
func cpuSeconds() -> Double {
    Double(clock()) / Double(CLOCKS_PER_SEC)
}

var times: [Double] = []
var cpuTimes: [Double] = []
for run in 1...runs {
    started = Date()
    let cpu = cpuSeconds()
    let report = ArchitectureCheck.run(package.graph, files: .directory(root), configuration: package.configuration)
    let seconds = Date().timeIntervalSince(started)
    times.append(seconds)
    cpuTimes.append(cpuSeconds() - cpu)
    print("run \(run): \(report.summaryLine(seconds: seconds)), cpu \(String(format: "%.2f", cpuTimes[run - 1])) s")
    if !report.diagnostics.isEmpty {
        // The generated package is clean by construction: an error here is a bug in the generator or the rules.
        print(report.diagnostics.prefix(5).map(\.rendered).joined(separator: "\n"))
        if !keep { try? FileManager.default.removeItem(atPath: root) }  // exit() skips the defer above
        exit(1)
    }
}
let sorted = times.sorted()
print(
    "median check time: \(String(format: "%.3f", sorted[sorted.count / 2])) s wall over \(runs) runs "
        + "(min \(String(format: "%.3f", sorted[0])) s, max \(String(format: "%.3f", sorted[sorted.count - 1])) s), "
        + "median cpu \(String(format: "%.3f", cpuTimes.sorted()[runs / 2])) s on "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
