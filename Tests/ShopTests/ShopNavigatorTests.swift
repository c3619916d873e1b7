import TerminalUI
import Testing

@testable import Shop

/// The navigator on the seeded embedded backend, in memory: every global command typed on every kind of screen,
/// and the login step presented and resumed, checked on the navigation stack itself.
@MainActor
@Suite struct ShopNavigatorTests {
    /// A screen of the app, with the commands that reach it from a fresh start and the stack they leave.
    struct Screen: CustomTestStringConvertible, Sendable {
        let name: String
        let script: [String]
        let routes: [AppRoute]
        var testDescription: String { name }
    }

    nonisolated static let kettle = AppRoute.product(productID: "p-0135")
    nonisolated static let login = "login ada@example.com lovelace-1815"
    nonisolated static let screens = [
        Screen(name: "home", script: [], routes: [.home]),
        Screen(name: "product", script: ["search kettle", "open 1"], routes: [.home, kettle]),
        Screen(
            name: "checkout", script: ["search kettle", "open 1", "add", "cart"], routes: [.home, kettle, .checkout]),
        Screen(
            name: "login", script: ["search kettle", "open 1", "add", "cart", "place"],
            routes: [.home, kettle, .checkout, .login]),
        Screen(name: "profile", script: ["profile"], routes: [.home, .profile]),
        Screen(
            name: "order",
            script: ["profile", login, "home", "search kettle", "open 1", "add", "cart", "address 1", "place"],
            routes: [.home, kettle, .order(orderID: "o-000001")]),
    ]

    /// Runs `script` through a new app over a new in-memory database, as piped input would.
    private func run(_ script: [String]) async throws -> (ShopNavigator, TranscriptRecorder) {
        let arguments = try LaunchArguments(
            parsing: ["--in-memory", "--fixed-time", "2026-11-29T12:00:00Z"], options: AppConfiguration.options)
        let container = try AppContainer(configuration: AppConfiguration(arguments: arguments, environment: [:]))
        let (terminal, recorder) = Terminal.scripted(script)
        let navigator = ShopNavigator(container: container, terminal: terminal)
        await navigator.run()
        return (navigator, recorder)
    }

    @Test(arguments: screens)
    func eachScriptReachesItsScreen(_ screen: Screen) async throws {
        let (navigator, recorder) = try await run(screen.script)
        #expect(navigator.routes == screen.routes)
        #expect(!recorder.text.contains("! "), "no command of the script was refused:\n\(recorder.text)")
    }

    @Test(arguments: screens)
    func helpListsTheScreensCommandsThenEachGlobalOneOnce(_ screen: Screen) async throws {
        let (navigator, recorder) = try await run(screen.script + ["help"])
        #expect(navigator.routes == screen.routes)
        let help = recorder.lines.reversed().prefix { !$0.hasPrefix("== ") }.reversed()
        let words = help.compactMap { $0.split(separator: " ").first.map(String.init) }
        for global in ["help", "back", "home", "cart", "profile", "quit"] {
            #expect(words.filter { $0 == global }.count == 1, "\(global) in:\n\(help.joined(separator: "\n"))")
        }
    }

    @Test(arguments: screens)
    func backLeavesTheScreen(_ screen: Screen) async throws {
        let (navigator, recorder) = try await run(screen.script + ["back"])
        #expect(navigator.routes == (screen.routes.count == 1 ? screen.routes : screen.routes.dropLast()))
        #expect(recorder.lines.last == "! already at home" || screen.routes.count > 1)
    }

    @Test(arguments: screens)
    func homeStartsAgainFromHome(_ screen: Screen) async throws {
        let (navigator, _) = try await run(screen.script + ["home"])
        #expect(navigator.routes == [.home])
    }

    @Test(arguments: screens)
    func cartReturnsToCheckoutOrOpensIt(_ screen: Screen) async throws {
        let (navigator, _) = try await run(screen.script + ["cart"])
        let expected =
            screen.routes.firstIndex(of: .checkout).map { Array(screen.routes[...$0]) } ?? screen.routes + [.checkout]
        #expect(navigator.routes == expected)
    }

    @Test(arguments: screens)
    func profileReturnsToProfileOrOpensIt(_ screen: Screen) async throws {
        let (navigator, _) = try await run(screen.script + ["profile"])
        let expected =
            screen.routes.firstIndex(of: .profile).map { Array(screen.routes[...$0]) } ?? screen.routes + [.profile]
        #expect(navigator.routes == expected)
    }

    @Test(arguments: screens)
    func quitEndsTheSessionThere(_ screen: Screen) async throws {
        let (navigator, recorder) = try await run(screen.script + ["quit", "home"])
        #expect(navigator.routes == screen.routes, "nothing after quit runs")
        let (_, unquit) = try await run(screen.script)
        #expect(recorder.lines == unquit.lines, "quit prints nothing")
    }

    @Test func loggingInResumesTheScreenThatAsked() async throws {
        let (navigator, _) = try await run(Self.screens[3].script + [Self.login])
        #expect(navigator.routes == [.home, Self.kettle, .checkout])
    }

    @Test func aLoginStepUnderProfileIsDroppedOnceLoggedIn() async throws {
        let (navigator, _) = try await run(Self.screens[3].script + ["profile", Self.login, "back"])
        #expect(navigator.routes == [.home, Self.kettle, .checkout])
    }
}
