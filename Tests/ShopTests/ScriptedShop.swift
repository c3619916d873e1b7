import TerminalUI

@testable import shop

/// The app in-process on the seeded embedded backend, in memory, with a frozen clock: `script` is typed as
/// piped input would be, and the navigator (for its stack) and the transcript come back.
@MainActor
func runScriptedShop(_ script: [String]) async throws -> (TerminalNavigator<AppRoute>, TranscriptRecorder) {
    let (navigator, recorder, _) = try await runScriptedShopKeepingContainer(script)
    return (navigator, recorder)
}

/// ``runScriptedShop(_:)``, also handing back the container, whose embedded backend keeps a request log.
@MainActor
func runScriptedShopKeepingContainer(
    _ script: [String]
) async throws -> (TerminalNavigator<AppRoute>, TranscriptRecorder, AppContainer) {
    let arguments = try LaunchArguments(
        parsing: ["--in-memory", "--fixed-time", "2026-11-29T12:00:00Z"], options: AppConfiguration.options)
    let (terminal, recorder) = Terminal.scripted(script)
    let container = try AppContainer(
        configuration: AppConfiguration(arguments: arguments, environment: [:]), terminal: terminal)
    let navigator = await ShopNavigation.navigator(container: container, terminal: terminal)
    await navigator.run()
    return (navigator, recorder, container)
}
