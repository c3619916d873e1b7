import Foundation
import LayoutReport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A build or a process that failed: the message says what failed and includes the compiler's output.
struct BenchmarkFailure: Error {
    var message: String
}

/// Runs `swift build` on a generated package and times it: wall clock, and CPU of every process it ran.
struct BuildRunner {
    /// The `swift` executable.
    let swift: String
    /// Where the build logs go.
    let logDirectory: String

    /// Builds the app of the package at `package` (`-v`: the log lists every compiler invocation), keeping the log
    /// as `<label>.log`.
    func build(_ package: String, label: String) throws(BenchmarkFailure) -> BuildSample {
        let log = "\(logDirectory)/\(label).log"
        let cpuBefore = childCPUSeconds()
        let clock = ContinuousClock()
        let start = clock.now
        let status = try run(swift, ["build", "-v", "--package-path", package, "--product", "App"], log: log)
        let elapsed = start.duration(to: clock.now)
        let cpu = childCPUSeconds() - cpuBefore
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw BenchmarkFailure(
                message:
                    "\(BuildLog.messages(in: output))\nerror: swift build failed (status \(status)) for \(label) in \(package); "
                    + "the log is \(log)")
        }
        let compiled = BuildLog.compiledFiles(in: output)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return BuildSample(
            wallSeconds: seconds, cpuSeconds: cpu, modulesCompiled: compiled.keys.sorted(),
            filesCompiled: compiled.values.reduce(0, +))
    }
}

/// Runs `executable` with `arguments`, standard output and error into `log`; returns the exit status.
func run(_ executable: String, _ arguments: [String], log: String) throws(BenchmarkFailure) -> Int32 {
    guard FileManager.default.createFile(atPath: log, contents: nil), let handle = FileHandle(forWritingAtPath: log)
    else {
        throw BenchmarkFailure(message: "error: cannot write the log \(log)")
    }
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = handle
    process.standardError = handle
    do {
        try process.run()
    } catch {
        throw BenchmarkFailure(message: "error: cannot run \(executable): \(error)")
    }
    process.waitUntilExit()
    return process.terminationStatus
}

/// User plus system CPU seconds of every child process that has ended, and of their children.
func childCPUSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
        _ = getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
        _ = getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The one-minute load average, or `nil` where the system does not say.
func oneMinuteLoad() -> Double? {
    var loads = [0.0, 0.0, 0.0]
    return getloadavg(&loads, 3) >= 1 ? loads[0] : nil
}
