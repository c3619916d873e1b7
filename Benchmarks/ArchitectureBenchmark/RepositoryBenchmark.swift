import Foundation
import PackageGeneration

/// `ArchitectureBenchmark --repository --check-tool <ArchitectureCheckTool>`: the whole-repository check on a
/// generated app repository (`AppRepository`: local packages and an Xcode project), run as a user runs it, as a
/// process. It times cold runs (the check's dump-package cache removed before each), warm runs (the cache kept) and,
/// for comparison, `swift package dump-package` alone on every package, one after another; each the median of
/// `--runs`. SwiftPM's own manifest cache is left as it is in every case.
struct RepositoryBenchmark {
    var packages = 30
    var xcodeFiles = 3000
    var runs = 5
    var keep = false
    var checkTool = ""
    var swift = "swift"

    static let usage =
        "usage: ArchitectureBenchmark --repository --check-tool <path> [--packages N] [--xcode-files N] [--runs N] "
        + "[--swift <path>] [--keep]"

    /// Parses the arguments after `--repository`; `nil` after printing the usage.
    init?(_ arguments: [String]) {
        var remaining = arguments[...]
        func number(_ flag: String, atLeast minimum: Int) -> Int? {
            guard let text = remaining.popFirst(), let value = Int(text), value >= minimum else {
                print("error: \(flag) needs a whole number of at least \(minimum)")
                return nil
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--packages":
                guard let value = number(argument, atLeast: 2) else { return nil }
                packages = value
            case "--xcode-files":
                guard let value = number(argument, atLeast: 3) else { return nil }
                xcodeFiles = value
            case "--runs":
                guard let value = number(argument, atLeast: 1) else { return nil }
                runs = value
            case "--check-tool":
                guard let value = remaining.popFirst() else { return nil }
                checkTool = value
            case "--swift":
                guard let value = remaining.popFirst() else { return nil }
                swift = value
            case "--keep": keep = true
            default: return nil
            }
        }
        guard !checkTool.isEmpty else { return nil }
    }

    /// Generates the repository, runs every measurement and prints the table; the exit status.
    func run() throws -> Int32 {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("architecture-repository-\(getpid())")
            .path
        defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
        let repository = AppRepository(packageCount: packages, xcodeFileCount: xcodeFiles)
        try GeneratedPackage(targets: [], files: repository.files()).write(to: root)
        print(
            "generated \(packages) local packages and an Xcode project of \(xcodeFiles) Swift files in \(root)")

        let cache = "\(root)/.build/architecture-check"
        let check = [checkTool, "--package-dir", root, "--repository", "--quiet", "--cache-dir", cache]
        let directories = (repository.foundationNames + repository.featureNames).map { "\(root)/Packages/\($0)" }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let loadAtStart = Self.loadAverage()
        var cold: [Double] = []
        var warm: [Double] = []
        var oneAfterAnother: [Double] = []
        var concurrent: [Double] = []
        var summary = ""
        // The four measurements take turns, so that a change in the machine's load touches them alike.
        for run in 1...runs {
            try? FileManager.default.removeItem(atPath: cache)
            let coldRun = try Self.time(check)
            guard coldRun.status != 2 else {
                print("error: the check could not run:\n\(coldRun.output)")
                return 1
            }
            summary = coldRun.output.split(separator: "\n").last.map(String.init) ?? ""
            cold.append(coldRun.seconds)
            warm.append(try Self.time(check).seconds)
            var total = 0.0
            for directory in directories {
                let dump = try Self.time([swift, "package", "--package-path", directory, "dump-package"])
                guard dump.status == 0 else {
                    print("error: dump-package failed in \(directory):\n\(dump.output)")
                    return 1
                }
                total += dump.seconds
            }
            oneAfterAnother.append(total)
            let started = Date()
            DispatchQueue.concurrentPerform(iterations: directories.count) { index in
                _ = try? Self.time([swift, "package", "--package-path", directories[index], "dump-package"])
            }
            concurrent.append(Date().timeIntervalSince(started))
            print(
                "run \(run): cold \(Self.seconds(cold[run - 1])) s, warm \(Self.seconds(warm[run - 1])) s, "
                    + "dump-package alone \(Self.seconds(total)) s one after another, "
                    + "\(Self.seconds(concurrent[run - 1])) s \(cores) at a time")
        }
        print("check: \(summary)")
        print(
            "machine: \(cores) cores; one-minute load average \(loadAtStart) at the start, \(Self.loadAverage()) at "
                + "the end; medians of \(runs) runs (min-max in brackets)")
        print("| \(packages) local packages, an Xcode project of \(xcodeFiles) Swift files | median |")
        print("|---|---|")
        print("| cold: the whole check, its cache removed | \(Self.median(cold)) |")
        print("| warm: the whole check, its cache kept | \(Self.median(warm)) |")
        print("| `swift package dump-package` alone, one package after another | \(Self.median(oneAfterAnother)) |")
        print("| `swift package dump-package` alone, \(cores) packages at a time | \(Self.median(concurrent)) |")
        return 0
    }

    /// The one-minute load average, or `?` where `/proc/loadavg` does not exist.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "?" }
        return text.split(separator: " ").first.map(String.init) ?? "?"
    }

    /// Runs `command` and returns its wall time, exit status and output (standard output, then error).
    static func time(_ command: [String]) throws -> (seconds: Double, status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0].contains("/") ? command[0] : "/usr/bin/env")
        process.arguments = command[0].contains("/") ? Array(command.dropFirst()) : command
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let started = Date()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()  // read before waiting: a full pipe blocks
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(started)
        return (seconds, process.terminationStatus, String(decoding: data + message, as: UTF8.self))
    }

    static func seconds(_ value: Double) -> String { String(format: "%.2f", value) }

    /// `1.23 s (1.20-1.31)`.
    static func median(_ values: [Double]) -> String {
        let sorted = values.sorted()
        return "\(seconds(sorted[sorted.count / 2])) s (\(seconds(sorted[0]))-\(seconds(sorted[sorted.count - 1])))"
    }
}
