import Foundation
import Networking
import Testing

/// `LoopbackServer.py` running for the length of one test, and what the test needs to reach it.
struct LoopbackServer: Sendable {
    /// The port the server listens on.
    let port: Int
    /// A port the server holds bound but never listens on, so connecting to it is refused.
    let refusedPort: Int

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// A client for this server.
    func client(timeout: Duration = .seconds(10), pathPrefix: String = "") -> URLSessionHTTPClient {
        URLSessionHTTPClient(baseURL: URL(string: "http://127.0.0.1:\(port)\(pathPrefix)")!, timeout: timeout)
    }

    /// Waits until the server has received `count` requests to `/v1/slow`, so a test can act while one is in flight.
    func waitForSlowRequests(_ count: Int) async throws {
        struct SlowCount: Decodable { var started: Int }
        let probe = client()
        for _ in 0..<1_000 {
            let seen = try await probe.decoded(HTTPRequest(method: .get, path: "/v1/slow-count"), as: SlowCount.self)
            if seen.started >= count { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw LaunchError("the server never saw \(count) request(s) to /v1/slow")
    }

    /// The python3 interpreter on `PATH`, or `nil` when there is none.
    static let python3: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static let skipReason: Comment = "python3 is not on PATH, so the loopback HTTP server cannot run"

    /// Starts the server, runs `body` with it, and terminates the server whether `body` returns or throws.
    ///
    /// If the test process dies instead, the server notices its stdin closing (or its parent changing) and exits.
    static func run<Result>(_ body: (LoopbackServer) async throws -> Result) async throws -> Result {
        guard let python3 else { throw LaunchError(skipReason.description) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("LoopbackServer.py")
        let process = Process()
        process.executableURL = python3
        process.arguments = ["-u", script.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        let ports = try readPorts(from: output.fileHandleForReading)
        return try await body(LoopbackServer(port: ports.listening, refusedPort: ports.refused))
    }

    /// Reads the two port lines the script prints first.
    private static func readPorts(from handle: FileHandle) throws -> (listening: Int, refused: Int) {
        var text = ""
        while text.filter({ $0 == "\n" }).count < 2 {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { throw LaunchError("LoopbackServer.py exited before printing its ports") }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let lines = text.split(separator: "\n").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard lines.count >= 2, let listening = lines[0], let refused = lines[1] else {
            throw LaunchError("LoopbackServer.py printed \(text.debugDescription) instead of two ports")
        }
        return (listening, refused)
    }

    struct LaunchError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
