// shop: the whole retail app in the terminal, on the embedded backend unless --api-url says otherwise.
import Foundation
import TerminalUI

let environment = ProcessInfo.processInfo.environment
let terminal = Terminal.standard(environment: environment)

/// Writes `message` to standard error, neutralised: it may quote a path or a server's words.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("shop: \(ControlCharacterNeutraliser.neutralised(message))\n".utf8))
}

func fail(_ message: String, status: Int32) -> Never {
    warn(message)
    exit(status)
}

let arguments: LaunchArguments
let configuration: AppConfiguration
do {
    arguments = try LaunchArguments(
        parsing: Array(CommandLine.arguments.dropFirst()), options: AppConfiguration.options)
    if arguments.isSet("--help") {
        terminal.write(
            launchUsage(
                program: "shop", summary: "ShopKit's retail app: search, product, cart and checkout, profile.",
                options: AppConfiguration.options))
        exit(0)
    }
    configuration = try AppConfiguration(arguments: arguments, environment: environment)
    if let notice = configuration.dataDirectoryNotice { warn(notice) }
} catch {
    fail("\(error)", status: 64)
}

let container: AppContainer
do {
    container = try AppContainer(configuration: configuration, terminal: terminal)
} catch {
    fail("cannot start: \(error)", status: 1)
}
let navigator = await ShopNavigation.navigator(container: container, terminal: terminal)
let recordingConversions = Task { await container.conversions.record() }
await navigator.run(then: await ShopNavigation.firstActions(container: container))
// Every confirmed order is tracked before the app exits: the listener's loop ends once it has taken them all.
container.orderConfirmations.finish()
await recordingConversions.value
// Closing the last connection moves the write-ahead log into shop.sqlite, so the main file alone is the whole
// shop (a backup of it is complete) and no -wal file is left to lose.
container.database.close()
exit(0)
