import ExecutableTesting
import Foundation
import Networking
import Testing

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `LoopbackServer.py` running for the length of one test, and what the test needs to reach it.
struct LoopbackServer: Sendable {
    /// The port the server listens on.
    let port: Int
    /// A port the server holds bound but never listens on, so connecting to it is refused.
    let refusedPort: Int
    /// The port of the recording server on 127.0.0.2, or `nil` when that address could not be bound.
    let secondPort: Int?

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// A client for this server.
    func client(
        timeout: Duration = .seconds(10), pathPrefix: String = "", maximumResponseSize: Int = 1_048_576
    ) throws(NetworkError) -> URLSessionHTTPClient {
        try URLSessionHTTPClient(
            baseURL: URL(string: "http://127.0.0.1:\(port)\(pathPrefix)")!, timeout: timeout,
            maximumResponseSize: maximumResponseSize)
    }

    /// Every request the recording server on 127.0.0.2 received so far, with its headers (lower-case names).
    func requestsSeenBySecondServer() async throws -> [RecordedRequest] {
        struct Recorded: Decodable { var requests: [RecordedRequest] }
        let secondPort = try #require(secondPort, "127.0.0.2 is not bound on this machine")
        let recorder = try URLSessionHTTPClient(baseURL: URL(string: "http://127.0.0.2:\(secondPort)")!)
        return try await recorder.decoded(HTTPRequest(method: .get, path: "/recorded"), as: Recorded.self).requests
    }

    /// One request as the recording server saw it.
    struct RecordedRequest: Decodable, Equatable {
        var path: String
        var headers: [String: String]
    }

    /// Whether this machine lets a process listen on 127.0.0.2 (Linux does; macOS only binds 127.0.0.1 unless an
    /// alias is added), so a second origin on loopback can exist.
    static let secondLoopbackAddressIsBound: Bool = {
        let probe = socket(AF_INET, streamSocketType, 0)
        guard probe >= 0 else { return false }
        defer { close(probe) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.2")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(probe, generic, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }()

    static let secondAddressSkipReason: Comment =
        "127.0.0.2 cannot be bound here (macOS binds only 127.0.0.1 unless `ifconfig lo0 alias 127.0.0.2` is run)"

    private static var streamSocketType: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    /// Returns once the server has received `count` requests to `/v1/slow`, so a test can act while one is in
    /// flight. The server holds its answer until then (30 seconds at most), so nothing here polls or sleeps.
    func waitForSlowRequests(_ count: Int) async throws {
        struct SlowCount: Decodable { var started: Int }
        let seen = try await client(timeout: .seconds(40)).decoded(
            HTTPRequest(method: .get, path: "/v1/slow-count", query: [QueryItem("atLeast", String(count))]),
            as: SlowCount.self)
        guard seen.started >= count else {
            throw LaunchError("the server saw \(seen.started) request(s) to /v1/slow in 30 s, not \(count)")
        }
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
        // One of the test process's slots for child processes, so that the loopback tests beside each other start
        // a bounded number of servers.
        return try await RunSlots.shared.holding {
            try process.run()
            let outcome: Swift.Result<Result, any Error>
            do {
                let handle = output.fileHandleForReading
                let ports = try await onThreadOfItsOwn { try readPorts(from: handle) }
                outcome = .success(
                    try await body(
                        LoopbackServer(port: ports.listening, refusedPort: ports.refused, secondPort: ports.second)))
            } catch {
                outcome = .failure(error)
            }
            try await onThreadOfItsOwn {
                if process.isRunning { process.terminate() }
                try? input.fileHandleForWriting.close()
                process.waitUntilExit()
            }
            return try outcome.get()
        }
    }

    /// Reads the three port lines the script prints first.
    private static func readPorts(from handle: FileHandle) throws -> Ports {
        var text = ""
        while text.filter({ $0 == "\n" }).count < 3 {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { throw LaunchError("LoopbackServer.py exited before printing its ports") }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let lines = text.split(separator: "\n").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard lines.count >= 3, let listening = lines[0], let refused = lines[1] else {
            throw LaunchError("LoopbackServer.py printed \(text.debugDescription) instead of three ports")
        }
        return Ports(listening: listening, refused: refused, second: lines[2])
    }

    /// The three ports the script printed.
    private struct Ports: Sendable {
        var listening: Int
        var refused: Int
        var second: Int?
    }

    struct LaunchError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
