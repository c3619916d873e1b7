public import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs an executable of this package that the build has already produced, the way a user would: with
/// arguments and a piped script on standard input. Tests of demos and of the app use it.
///
/// Production targets never depend on this module; the architecture check allows it in tests and tools only.
public struct BuiltExecutable: Sendable {
    /// What a finished run printed and how it ended.
    public struct Run: Sendable {
        /// The exit status.
        public let status: Int32
        /// Everything written to standard output.
        public let standardOutput: String
        /// Everything written to standard error.
        public let standardError: String

        /// Standard output split into lines.
        public var lines: [String] {
            standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The executable could not be found or started.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String

        /// Creates a failure.
        public init(description: String) { self.description = description }
    }

    /// The executable's file.
    public let url: URL

    /// The product `name` in the build's products directory (next to the running test bundle).
    public init(named name: String) throws(Failure) {
        let url = Self.productsDirectory().appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Failure(
                description:
                    "\(name) is not built at \(url.path); run `swift build --build-tests` (or `swift test`) first")
        }
        self.url = url
    }

    /// Runs the executable with `arguments`, feeding `input` lines on standard input, and waits for it to end.
    /// The run is stopped after `timeout` seconds so a hung process fails the test instead of hanging it.
    /// A process may end without reading all of its input; the lines it never read are dropped.
    ///
    /// The waiting happens on threads of the run's own, never on one of Swift concurrency's: on a machine with
    /// two cores those are two, and tests that blocked them while a process ran would starve every other test
    /// (and any server in the test process that the executable talks to).
    ///
    /// At most `slots`' count of runs go at once (by default ``RunSlots/shared``'s, for the whole test process); the
    /// others wait their turn (suspended, holding no thread) before their timeout starts. A test whose processes
    /// must run at the same time (several writers of one database, say) passes slots of its own.
    public func run(
        _ arguments: [String] = [], input: [String] = [], environment: [String: String] = [:],
        timeout: TimeInterval = 120, slots: RunSlots = .shared
    ) async throws -> Run {
        let executable = self
        return try await slots.holding {
            try await onThreadOfItsOwn {
                try executable.runWaiting(arguments, input: input, environment: environment, timeout: timeout)
            }
        }
    }

    /// ``run(_:input:environment:timeout:)``'s work, which blocks the calling thread until the process ends.
    private func runWaiting(
        _ arguments: [String], input: [String], environment: [String: String], timeout: TimeInterval
    ) throws -> Run {
        Self.survivingBrokenPipes()
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment["NO_COLOR"] = "1"
        for (name, value) in environment { processEnvironment[name] = value }
        process.environment = processEnvironment
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()

        let collected = CollectedOutput()
        let group = DispatchGroup()
        for (pipe, isError) in [(standardOutput, false), (standardError, true)] {
            group.enter()
            Thread.detachNewThread {
                let data = Self.readToEnd(pipe.fileHandleForReading.fileDescriptor)
                collected.store(data, isError: isError)
                group.leave()
            }
        }
        // Written from another thread so that the timeout also covers a process that never reads its input.
        let script = Data(input.map { $0 + "\n" }.joined().utf8)
        Thread.detachNewThread {
            try? standardInput.fileHandleForWriting.write(contentsOf: script)
            try? standardInput.fileHandleForWriting.close()
        }

        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw Failure(description: "\(url.lastPathComponent) did not finish within \(Int(timeout)) s")
        }
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, standardOutput: collected.text(isError: false),
            standardError: collected.text(isError: true))
    }

    /// Makes writing to a process that has already exited fail with an error instead of killing the caller.
    ///
    /// Without this, SIGPIPE's default action ends the whole test process when a run's input is written after
    /// the executable quit (a usage error, `quit` before the end of the script, a crash).
    private static func survivingBrokenPipes() { _ = ignoringBrokenPipes }

    private static let ignoringBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Reads `descriptor` to its end, retrying reads a signal interrupted (FileHandle's own reading traps on
    /// `EINTR`, which a child process ending can cause).
    private static func readToEnd(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }

    private static func productsDirectory() -> URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }
}

/// Output gathered from two reader threads.
private final class CollectedOutput: @unchecked Sendable {
    // `output` and `error` are only touched while holding `lock`.
    private let lock = NSLock()
    private var output = Data()
    private var error = Data()

    func store(_ data: Data, isError: Bool) {
        lock.withLock {
            if isError { error = data } else { output = data }
        }
    }

    func text(isError: Bool) -> String {
        lock.withLock { String(decoding: isError ? error : output, as: UTF8.self) }
    }
}
