import Analytics
import Foundation
import InProcessHost
import Networking
import Persistence
public import TerminalUI

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
            let context = try makeContext(parsed, server: server, terminal: terminal)
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
            FileHandle.standardError.write(
                Data("\(program): \(ControlCharacterNeutraliser.neutralised("\(error)"))\n".utf8))
            return usageErrorStatus
        } catch {
            let reason = ControlCharacterNeutraliser.neutralised("\(error)")
            FileHandle.standardError.write(Data("\(program): cannot start: \(reason)\n".utf8))
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

    private static func makeContext(
        _ arguments: LaunchArguments, server: DemoServer, terminal: Terminal
    ) throws -> DemoContext {
        let latency = try arguments.integer("--latency-ms", in: 0...60_000) ?? 0
        let database = try Database(.inMemory)
        let backend = try server.make(database, .milliseconds(latency))
        let tracker: any AnalyticsTracker =
            arguments.isSet("--analytics") ? StandardErrorTracker() : DiscardingTracker()
        return DemoContext(
            arguments: arguments, backend: backend, database: database, tracker: tracker, now: { Date() },
            terminal: terminal)
    }
}
