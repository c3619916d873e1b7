public import Analytics
public import Foundation
public import InProcessHost
public import Networking
public import Persistence
public import TerminalUI

/// What a demo has to build its feature from: its flags and the foundation objects, made once.
public struct DemoContext: Sendable {
    /// The flags the demo was started with.
    public let arguments: LaunchArguments
    /// The API served in-process, with the latency and failures the flags asked for.
    public let backend: InProcessServer
    /// An in-memory database for the feature's own tables.
    public let database: Database
    /// Prints events to standard error with `--analytics`, otherwise keeps them in memory.
    public let tracker: any AnalyticsTracker
    /// The wall clock.
    public let now: @Sendable () -> Date
}

/// How a demo's in-process server is made, from the demo's database and the latency its flags asked for.
public struct DemoServer {
    let make: (_ database: Database, _ latency: Duration) throws -> InProcessServer

    /// A server that `make` builds, such as an app's whole API on the demo's database.
    public init(_ make: @escaping (_ database: Database, _ latency: Duration) throws -> InProcessServer) {
        self.make = make
    }

    /// A server of nothing but `endpoints`' sample answers, for a feature whose endpoints no server has yet.
    public static func samples(_ endpoints: [SampleEndpoint]) -> DemoServer {
        DemoServer { _, latency in
            InProcessServer(routes: endpoints.map(HostedRoute.init(serving:)), latency: latency)
        }
    }
}

/// A session token held in memory by a demo, for a feature that needs a session but does not own logging in.
public actor DemoSessionToken: AccessTokenProvider {
    private let token: String?

    /// Holds `token`.
    public init(_ token: String?) { self.token = token }

    /// The held token.
    public func currentAccessToken() async -> String? { token }
}

extension LaunchOption {
    /// Flags every demo accepts: simulated latency and failures of the in-process server, and analytics output.
    public static let demoShared: [LaunchOption] = [
        LaunchOption("--latency-ms", value: "n", "add n milliseconds to every request"),
        LaunchOption("--fail-next", value: "n", "the next n requests fail with HTTP 500"),
        LaunchOption("--drop-next", value: "n", "the next n requests fail to connect"),
        LaunchOption("--fail-rate", value: "fraction", "that share of requests (0-1) fail with HTTP 500, seeded"),
        LaunchOption("--analytics", "print analytics events to standard error"),
        .help,
    ]
}

/// Runs a feature demo: parses flags, builds the in-process server, runs the screen, prints every output.
public enum DemoHost {
    /// Exit status for a bad flag (`EX_USAGE`).
    public static let usageErrorStatus: Int32 = 64

    /// Runs the demo and returns the process exit status: 0 on quit or end of input, 64 for a bad flag,
    /// 1 when the demo could not start.
    ///
    /// `server` makes the API the feature talks to; `makeScreen` receives the context and a function that prints a
    /// feature output as `output: <case>`.
    @MainActor
    public static func run(
        program: String,
        summary: String,
        options: [LaunchOption],
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        server: DemoServer,
        makeScreen:
            @MainActor (DemoContext, @escaping @MainActor (any Sendable) -> Void) async throws -> any TerminalScreen
    ) async -> Int32 {
        let allOptions = options + LaunchOption.demoShared
        let terminal = Terminal.standard(environment: ProcessInfo.processInfo.environment)
        do {
            let parsed = try LaunchArguments(parsing: arguments, options: allOptions)
            if parsed.isSet("--help") {
                terminal.write(launchUsage(program: program, summary: summary, options: allOptions))
                return 0
            }
            let failures = try failureRules(parsed)
            let context = try makeContext(parsed, server: server)
            let screen = try await makeScreen(context) { output in
                terminal.write(terminal.context.styled("output: \(output)", .cyan))
            }
            // Failures start after set-up, so they hit the feature's own requests, not the demo's preparation.
            for rule in failures {
                await context.backend.addFailureRule(rule)
            }
            _ = await ScreenRunner(screen: screen, terminal: terminal).run()
            return 0
        } catch let error as LaunchUsageError {
            FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
            return usageErrorStatus
        } catch {
            FileHandle.standardError.write(Data("\(program): cannot start: \(error)\n".utf8))
            return 1
        }
    }

    private static func failureRules(_ arguments: LaunchArguments) throws(LaunchUsageError) -> [FailureRule] {
        var rules: [FailureRule] = []
        if let count = try arguments.integer("--fail-next", in: 0...1_000) {
            rules.append(.next(count, .serverError))
        }
        if let count = try arguments.integer("--drop-next", in: 0...1_000) {
            rules.append(.next(count, .transportError))
        }
        if let thousandths = try arguments.fractionInThousandths("--fail-rate") {
            rules.append(.fraction(Double(thousandths) / 1_000, .serverError))
        }
        return rules
    }

    private static func makeContext(_ arguments: LaunchArguments, server: DemoServer) throws -> DemoContext {
        let latency = try arguments.integer("--latency-ms", in: 0...60_000) ?? 0
        let database = try Database(.inMemory)
        let backend = try server.make(database, .milliseconds(latency))
        let tracker: any AnalyticsTracker =
            arguments.isSet("--analytics") ? StandardErrorTracker() : DiscardingTracker()
        return DemoContext(
            arguments: arguments, backend: backend, database: database, tracker: tracker, now: { Date() })
    }
}
