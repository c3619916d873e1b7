// HomeDemo: the Home feature alone, on an in-process server of its sample endpoint.
// `swift run HomeDemo --help` lists its flags.
import DemoHost
import Foundation
import HomeFeature

let status = await DemoHost.run(
    program: "HomeDemo",
    summary: "Home on its sample endpoint; opening a row prints the output, since no router is here.",
    // TODO(Home): add flags that start the feature in a useful state, each a `LaunchOption`
    // (TerminalUI), for example an item to open at once; the shared failure and latency flags
    // are already there.
    options: [],
    server: .samples([HomeEntry.sampleEndpoint])
) { context, printOutput in
    let dependencies = HomeDependencies(httpClient: context.backend, tracker: context.tracker)
    return HomeEntry.makeScreen(dependencies: dependencies) { printOutput($0) }
}
exit(status)
