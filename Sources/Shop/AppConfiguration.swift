import EmbeddedBackend
import Foundation
import InProcessHost
import Networking
import Persistence
import TerminalUI

/// How the app was asked to run: where data lives, which API it talks to, which clock it reads.
struct AppConfiguration: Sendable {
    static let options = [
        LaunchOption(
            "--data-dir", value: "dir", "keep the cart, session and orders in dir (default: per-user data dir)"),
        LaunchOption("--in-memory", "keep nothing after quitting"),
        LaunchOption(
            "--api-url", value: "url", "talk to a real server speaking the shop API instead of the embedded one"),
        LaunchOption(
            "--allow-insecure-http", "let --api-url be plain http to another machine (the session crosses unencrypted)"),
        LaunchOption("--fixed-time", value: "iso8601", "freeze the clock, e.g. 2026-11-29T12:00:00Z (scripts, tests)"),
        LaunchOption(
            "--drop-order-responses", value: "n", "embedded: the next n orders are placed but their reply is lost"),
        LaunchOption(
            "--drop-payment-responses", value: "n",
            "embedded: the provider answers the next n payments but the reply is lost"),
        LaunchOption("--fail-next", value: "n", "embedded: the next n requests fail with HTTP 500"),
        LaunchOption("--analytics", "print analytics events to standard error"),
        LaunchOption("--log-requests", "print each API request (method, path, status) to standard error"),
        .help,
    ]

    var databaseLocation: Database.Location
    var apiURL: URL?
    /// Whether `apiURL` may be plain http to another machine: only when asked for with `--allow-insecure-http`.
    var allowsInsecureHTTP: Bool
    var clock: @Sendable () -> Date
    var failureRules: [FailureRule]
    var printsAnalytics: Bool
    /// Whether each API request is printed to standard error (`--log-requests`).
    var printsRequests: Bool
    /// Where placing an order stops the process (`SHOPKIT_STOP_AT`, for crash tests); nil normally.
    var stopPoint: StopPoint?
    /// Said once at start when the data directory had to be made owner-only; nil otherwise.
    var dataDirectoryNotice: String?

    init(arguments: LaunchArguments, environment: [String: String]) throws(LaunchUsageError) {
        if arguments.isSet("--in-memory") {
            guard arguments.value("--data-dir") == nil else {
                throw LaunchUsageError("--in-memory and --data-dir cannot be used together")
            }
            databaseLocation = .inMemory
        } else {
            if arguments.value("--data-dir")?.isEmpty == true {
                throw LaunchUsageError(
                    "--data-dir needs a directory, not an empty name; leave it out for the default, or use --in-memory")
            }
            let directory = arguments.value("--data-dir") ?? Self.defaultDataDirectory(environment: environment)
            dataDirectoryNotice = try DataDirectory.prepare(directory)
            databaseLocation = .file(path: (directory as NSString).appendingPathComponent("shop.sqlite"))
        }

        allowsInsecureHTTP = arguments.isSet("--allow-insecure-http")
        if let text = arguments.value("--api-url") {
            apiURL = try Self.apiURL(text, allowsInsecureHTTP: allowsInsecureHTTP)
        } else if allowsInsecureHTTP {
            throw LaunchUsageError("--allow-insecure-http applies only to --api-url")
        }

        if let text = arguments.value("--fixed-time") {
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw LaunchUsageError("--fixed-time needs an ISO 8601 time such as 2026-11-29T12:00:00Z")
            }
            clock = { date }
        } else {
            clock = { Date() }
        }

        failureRules = []
        if let count = try arguments.integer("--drop-order-responses", in: 0...100) {
            failureRules.append(.next(count, .responseLost, on: RequestPattern(.post, "/v1/orders")))
        }
        if let count = try arguments.integer("--drop-payment-responses", in: 0...100) {
            failureRules.append(.next(count, .responseLost, on: RequestPattern(.post, "/v1/provider/authorizations")))
        }
        if let count = try arguments.integer("--fail-next", in: 0...100) {
            failureRules.append(.next(count, .serverError))
        }
        if apiURL != nil && !failureRules.isEmpty {
            throw LaunchUsageError("failure injection works only on the embedded backend, not with --api-url")
        }
        printsAnalytics = arguments.isSet("--analytics")
        printsRequests = arguments.isSet("--log-requests")
        do {
            stopPoint = try StopPoint.chosen(in: environment)
        } catch {
            throw LaunchUsageError(error.description)
        }
    }

    /// The server address in `text`, refused the way the HTTP client would refuse it, but with the fix in terms of
    /// this command's options.
    private static func apiURL(_ text: String, allowsInsecureHTTP: Bool) throws(LaunchUsageError) -> URL {
        guard let url = URL(string: text) else {
            throw LaunchUsageError("--api-url needs an https URL such as https://shop.example.com")
        }
        do throws(NetworkError) {
            try URLSessionHTTPClient.checkBaseURL(url, allowsInsecureHTTP: allowsInsecureHTTP)
        } catch .insecureBaseURL {
            throw LaunchUsageError(
                "--api-url \(text) is plain http to another machine, so the session token would cross the network "
                    + "unencrypted; use https, or add --allow-insecure-http to accept that")
        } catch {
            throw LaunchUsageError(
                "--api-url needs an https URL such as https://shop.example.com (or http to this "
                    + "machine, such as http://127.0.0.1:8080)")
        }
        return url
    }

    /// `$XDG_DATA_HOME/shopkit` or `~/.local/share/shopkit` on Linux, `~/Library/Application Support/ShopKit` on macOS.
    static func defaultDataDirectory(environment: [String: String]) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        #if os(macOS)
            return (home as NSString).appendingPathComponent("Library/Application Support/ShopKit")
        #else
            let dataHome =
                environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? (home as NSString).appendingPathComponent(".local/share")
            return (dataHome as NSString).appendingPathComponent("shopkit")
        #endif
    }
}
