import Foundation
import TerminalUI

/// How the app was asked to run: where its API is and whether analytics are printed.
struct AppConfiguration {
    /// The flags the app accepts.
    static let options = [
        LaunchOption("--api-url", value: "url", "send requests to this server instead of the in-process one"),
        LaunchOption("--analytics", "print analytics events to standard error"),
        .help,
    ]

    /// Your server, or nil for the in-process server.
    let apiURL: URL?
    /// Whether analytics events are printed to standard error.
    let printsAnalytics: Bool

    /// Reads the flags. The client checks the API URL's scheme when the container makes it: `https`, or
    /// `http` to this machine only.
    init(arguments: LaunchArguments) throws(LaunchUsageError) {
        printsAnalytics = arguments.isSet("--analytics")
        guard let text = arguments.value("--api-url") else {
            apiURL = nil
            return
        }
        guard text.count <= 2_048, let url = URL(string: text), url.host?.isEmpty == false else {
            throw LaunchUsageError("--api-url needs an absolute URL such as https://api.example.com")
        }
        apiURL = url
    }
}
