// SearchDemo: the Search feature alone, on the embedded backend. `swift run SearchDemo --help`.
import DemoHost
import EmbeddedBackend
import Foundation
import SearchFeature
import TerminalUI

let status = await DemoHost.run(
    program: "SearchDemo",
    summary: "Search the seeded catalogue with filters, sorting and paging; opening a result prints the output.",
    options: [LaunchOption("--query", value: "words", "search for these words at start")],
    server: DemoServer {
        try EmbeddedShopBackend(configuration: EmbeddedBackendConfiguration(database: $0, latency: $1)).server
    }
) { context, printOutput in
    let dependencies = SearchDependencies(
        httpClient: context.backend, tracker: context.tracker, recentSearches: .database(context.database),
        now: context.now)
    return SearchEntry.makeScreen(dependencies: dependencies, initialQuery: context.arguments.value("--query")) {
        printOutput($0)
    }
}
exit(status)
