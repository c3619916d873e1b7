// template-app: the app in the terminal, on the in-process server unless --api-url names your server.
import Foundation
import TerminalUI

let environment = ProcessInfo.processInfo.environment
let terminal = Terminal.standard(environment: environment)

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("template-app: \(message)\n".utf8))
    exit(status)
}

let configuration: AppConfiguration
do {
    let arguments = try LaunchArguments(
        parsing: Array(CommandLine.arguments.dropFirst()), options: AppConfiguration.options)
    if arguments.isSet("--help") {
        terminal.write(
            launchUsage(program: "template-app", summary: "Template App", options: AppConfiguration.options))
        exit(0)
    }
    configuration = try AppConfiguration(arguments: arguments)
} catch {
    fail("\(error)", status: 64)
}

let container: AppContainer
do {
    container = try AppContainer(configuration: configuration)
} catch {
    fail("--api-url: \(error)", status: 64)
}
await TerminalNavigator(configuration: container.navigation, terminal: terminal).run()
exit(0)
