public import Analytics
public import CartStore
public import EmbeddedBackend
public import Foundation
public import Networking
public import Persistence
public import TerminalUI

/// What a demo has to build its feature from: its flags and the foundation objects, made once.
public struct DemoContext: Sendable {
    /// The flags the demo was started with.
    public let arguments: LaunchArguments
    /// The shop API served in-process, with the latency and failures the flags asked for.
    public let backend: EmbeddedShopBackend
    /// An in-memory database for the feature's own tables and the cart.
    public let database: Database
    /// Prints events to standard error with `--analytics`, otherwise keeps them in memory.
    public let tracker: any AnalyticsTracker
    /// The wall clock.
    public let now: @Sendable () -> Date

    /// A cart store over the demo's database.
    public func makeCartStore() throws(CartError) -> CartStore {
        try CartStore(database: database)
    }

    /// Fills `cart` from a spec such as `p-0001:2,p-0002:p-0002-v1:1` (`product[:variant]:quantity`).
    ///
    /// The whole spec is read before the cart is touched, so a malformed entry adds nothing; an entry the cart
    /// refuses (a quantity over 99, a 51st line) puts back what the cart held before, so nothing is added either.
    public func fill(_ cart: CartStore, from spec: String) async throws(LaunchUsageError) {
        var lines: [(entry: Substring, productID: String, variantID: String?, quantity: Int)] = []
        for entry in spec.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard (1...3).contains(parts.count), !parts.contains(where: \.isEmpty),
                let quantity = parts.count == 1 ? 1 : Int(parts[parts.count - 1])
            else {
                throw LaunchUsageError("--cart entries look like p-0001:2 or p-0001:p-0001-v2:1, not '\(entry)'")
            }
            lines.append((entry, parts[0], parts.count == 3 ? parts[1] : nil, quantity))
        }
        let before = await cart.snapshot()
        for line in lines {
            do {
                try await cart.add(productID: line.productID, variantID: line.variantID, quantity: line.quantity)
            } catch {
                await Self.restore(cart, to: before)
                throw LaunchUsageError("--cart entry '\(line.entry)': \(error)")
            }
        }
    }

    /// Puts `cart` back to the lines of `snapshot`, best effort: a cart that cannot be written keeps what it has.
    private static func restore(_ cart: CartStore, to snapshot: CartSnapshot) async {
        do {
            try await cart.clear()
            for line in snapshot.lines {
                try await cart.add(productID: line.productID, variantID: line.variantID, quantity: line.quantity)
            }
        } catch {
            return
        }
    }

    /// Logs `account` in against the embedded backend and returns a token provider holding the session,
    /// for demos of features that need a session but do not own logging in.
    public func logIn(_ account: DemoAccount) async throws(NetworkError) -> DemoSessionToken {
        struct Credentials: Encodable {
            let email: String
            let password: String
        }
        struct Session: Decodable {
            let token: String
        }
        let request = try HTTPRequest.json(
            .post, "/v1/sessions", body: Credentials(email: account.email, password: account.password))
        let session = try await backend.decoded(request, as: Session.self)
        return DemoSessionToken(session.token)
    }
}

/// A session token held in memory by a demo; the app's real token lives in ProfileFeature's table.
public actor DemoSessionToken: AccessTokenProvider {
    private let token: String?

    /// Holds `token`.
    public init(_ token: String?) { self.token = token }

    /// The held token.
    public func currentAccessToken() async -> String? { token }
}

extension LaunchOption {
    /// Flags every demo accepts: simulated latency and failures of the embedded backend, and analytics output.
    public static let demoShared: [LaunchOption] = [
        LaunchOption("--latency-ms", value: "n", "add n milliseconds to every request"),
        LaunchOption("--fail-next", value: "n", "the next n requests fail with HTTP 500"),
        LaunchOption("--drop-next", value: "n", "the next n requests fail to connect"),
        LaunchOption("--fail-rate", value: "fraction", "that share of requests (0-1) fail with HTTP 500, seeded"),
        LaunchOption("--analytics", "print analytics events to standard error"),
        .help,
    ]
}

/// Runs a feature demo: parses flags, builds the embedded backend, runs the screen, prints every output.
public enum DemoHost {
    /// Exit status for a bad flag (`EX_USAGE`).
    public static let usageErrorStatus: Int32 = 64

    /// Runs the demo and returns the process exit status: 0 on quit or end of input, 64 for a bad flag,
    /// 1 when the demo could not start.
    ///
    /// `makeScreen` receives the context and a function that prints a feature output as `output: <case>`.
    @MainActor
    public static func run(
        program: String,
        summary: String,
        options: [LaunchOption],
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
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
            let context = try await makeContext(parsed)
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

    private static func makeContext(_ arguments: LaunchArguments) async throws -> DemoContext {
        let latency = try arguments.integer("--latency-ms", in: 0...60_000) ?? 0
        let database = try Database(.inMemory)
        let backend = try EmbeddedShopBackend(
            configuration: EmbeddedBackendConfiguration(
                database: database, latency: .milliseconds(latency)))
        let tracker: any AnalyticsTracker =
            arguments.isSet("--analytics") ? StandardErrorTracker() : DiscardingTracker()
        return DemoContext(
            arguments: arguments, backend: backend, database: database, tracker: tracker, now: { Date() })
    }
}
