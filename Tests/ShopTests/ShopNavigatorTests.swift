import TerminalUI
import Testing

@testable import shop

/// The navigator on the seeded embedded backend, in memory: every global command typed on every kind of screen,
/// and the login step presented and resumed, checked on the navigation stack itself.
@MainActor
@Suite struct ShopNavigatorTests {
    /// A screen of the app, with the commands that reach it from a fresh start, the stack they leave, and the
    /// stack that `back`, `cart` and `profile` typed there leave (written out, not worked out).
    struct Screen: CustomTestStringConvertible, Sendable {
        let name: String
        let script: [String]
        let routes: [AppRoute]
        let afterBack: [AppRoute]
        let afterCart: [AppRoute]
        let afterProfile: [AppRoute]
        var testDescription: String { name }
    }

    nonisolated static let kettle = AppRoute.product(productID: "p-0135")
    nonisolated static let order = AppRoute.order(orderID: "o-000001")
    nonisolated static let login = "login ada@example.com lovelace-1815"
    nonisolated static let screens = [
        Screen(
            name: "home", script: [], routes: [.home], afterBack: [.home], afterCart: [.home, .checkout],
            afterProfile: [.home, .profile]),
        Screen(
            name: "product", script: ["search kettle", "open 1"], routes: [.home, kettle], afterBack: [.home],
            afterCart: [.home, kettle, .checkout], afterProfile: [.home, kettle, .profile]),
        Screen(
            name: "checkout", script: ["search kettle", "open 1", "add", "cart"], routes: [.home, kettle, .checkout],
            afterBack: [.home, kettle], afterCart: [.home, kettle, .checkout],
            afterProfile: [.home, kettle, .checkout, .profile]),
        Screen(
            name: "login", script: ["search kettle", "open 1", "add", "cart", "place"],
            routes: [.home, kettle, .checkout, .login], afterBack: [.home, kettle, .checkout],
            afterCart: [.home, kettle, .checkout], afterProfile: [.home, kettle, .checkout, .login, .profile]),
        Screen(
            name: "profile", script: ["profile"], routes: [.home, .profile], afterBack: [.home],
            afterCart: [.home, .profile, .checkout], afterProfile: [.home, .profile]),
        Screen(
            name: "order",
            script: [
                "profile", login, "home", "search kettle", "open 1", "add", "cart", "address 1", "place",
                "4242 4242 4242 4242", "12/40", "123", "profile", "order 1",
            ],
            routes: [.home, kettle, .checkout, .profile, order], afterBack: [.home, kettle, .checkout, .profile],
            afterCart: [.home, kettle, .checkout], afterProfile: [.home, kettle, .checkout, .profile]),
    ]

    private func run(_ script: [String]) async throws -> (TerminalNavigator<AppRoute>, TranscriptRecorder) {
        try await runScriptedShop(script)
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
        #expect(navigator.routes == screen.afterBack)
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
        #expect(navigator.routes == screen.afterCart)
    }

    @Test(arguments: screens)
    func profileReturnsToProfileOrOpensIt(_ screen: Screen) async throws {
        let (navigator, _) = try await run(screen.script + ["profile"])
        #expect(navigator.routes == screen.afterProfile)
    }

    @Test(arguments: screens)
    func quitEndsTheSessionThere(_ screen: Screen) async throws {
        let (navigator, recorder) = try await run(screen.script + ["quit", "home"])
        #expect(navigator.routes == screen.routes, "nothing after quit runs")
        let (_, unquit) = try await run(screen.script)
        #expect(recorder.lines == unquit.lines, "quit prints nothing")
    }

    @Test func thePromptCountsTheCartAsSoonAsTheCommandThatChangedItReturns() async throws {
        let arguments = try LaunchArguments(
            parsing: ["--in-memory", "--fixed-time", "2026-11-29T12:00:00Z"], options: AppConfiguration.options)
        let tap = PromptTap([
            "search kettle", "open 1", "add", "qty 2", "add", "cart", "qty 1 4", "back", "cart", "remove 1", "back",
        ])
        var lastFrame: [String] = []
        let terminal = Terminal(
            isInteractive: false, context: .plain, readLine: { @MainActor in tap.nextLine() },
            write: { line in line.hasPrefix("== ") ? lastFrame = [line] : lastFrame.append(line) })
        let container = try AppContainer(
            configuration: AppConfiguration(arguments: arguments, environment: [:]), terminal: terminal)
        let navigator = await ShopNavigation.navigator(container: container, terminal: terminal)
        tap.navigator = navigator
        await navigator.run()
        #expect(
            tap.prompts == [
                "home [cart 0]> ", "home [cart 0]> ", "product p-0135 [cart 0]> ", "product p-0135 [cart 1]> ",
                "product p-0135 [cart 1]> ", "product p-0135 [cart 3]> ", "checkout [cart 3]> ", "checkout [cart 4]> ",
                "product p-0135 [cart 4]> ", "checkout [cart 4]> ", "checkout [cart 0]> ",
            ])
        // The line removed on Checkout reached Product too: back on the product, nothing is in the cart.
        #expect(lastFrame.first?.hasPrefix("== Product ") == true)
        #expect(lastFrame.first?.hasSuffix(" cart 0 ==") == true)
        #expect(!lastFrame.contains { $0.contains("in your cart") })
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

/// Feeds a script to the navigator and notes the prompt it would show before each line.
@MainActor
private final class PromptTap {
    var navigator: TerminalNavigator<AppRoute>?
    private(set) var prompts: [String] = []
    private var script: ArraySlice<String>

    init(_ script: [String]) { self.script = script[...] }

    func nextLine() -> String? {
        guard let line = script.popFirst() else { return nil }
        prompts.append(navigator?.prompt ?? "")
        return line
    }
}
