import EmbeddedBackend
import Foundation
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
        LaunchOption("--fixed-time", value: "iso8601", "freeze the clock, e.g. 2026-11-29T12:00:00Z (scripts, tests)"),
        LaunchOption(
            "--drop-order-responses", value: "n", "embedded: the next n orders are placed but their reply is lost"),
        LaunchOption("--fail-next", value: "n", "embedded: the next n requests fail with HTTP 500"),
        LaunchOption("--analytics", "print analytics events to standard error"),
        .help,
    ]

    var databaseLocation: Database.Location
    var apiURL: URL?
    var clock: @Sendable () -> Date
    var failureRules: [FailureRule]
    var printsAnalytics: Bool
    /// Said once at start when the data directory had to be made owner-only; nil otherwise.
    var dataDirectoryNotice: String?

    init(arguments: LaunchArguments, environment: [String: String]) throws(LaunchUsageError) {
        if arguments.isSet("--in-memory") {
            guard arguments.value("--data-dir") == nil else {
                throw LaunchUsageError("--in-memory and --data-dir cannot be used together")
            }
            databaseLocation = .inMemory
        } else {
            let directory = arguments.value("--data-dir") ?? Self.defaultDataDirectory(environment: environment)
            dataDirectoryNotice = try DataDirectory.prepare(directory)
            databaseLocation = .file(path: (directory as NSString).appendingPathComponent("shop.sqlite"))
        }

        if let text = arguments.value("--api-url") {
            guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme),
                url.host != nil
            else { throw LaunchUsageError("--api-url needs an http(s) URL such as http://127.0.0.1:8080") }
            apiURL = url
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
        if let count = try arguments.integer("--fail-next", in: 0...100) {
            failureRules.append(.next(count, .serverError))
        }
        if apiURL != nil && !failureRules.isEmpty {
            throw LaunchUsageError("failure injection works only on the embedded backend, not with --api-url")
        }
        printsAnalytics = arguments.isSet("--analytics")
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
