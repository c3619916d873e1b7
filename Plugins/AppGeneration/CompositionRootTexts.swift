/// The app's composition root (`Sources/<App>`) and its tests: the container, the routes, the router, the
/// navigator's configuration on AppNavigation and TerminalUI's generic command loop, and `main.swift`.
struct CompositionRootTexts {
    let app: AppName

    /// Every file of `Sources/<App>` and `Tests/<App>Tests`.
    var files: [AppFile] {
        let sources = "Sources/\(app.module)/"
        let tests = "Tests/\(app.module)Tests/"
        return [
            AppFile(path: sources + "main.swift", contents: main),
            AppFile(path: sources + "AppConfiguration.swift", contents: configuration),
            AppFile(path: sources + "AppContainer.swift", contents: container),
            AppFile(path: sources + "AppRoute.swift", contents: route),
            AppFile(path: sources + "AppRouter.swift", contents: router),
            AppFile(path: sources + "ItemPlaceholderScreen.swift", contents: placeholder),
            AppFile(path: tests + "AppRouterTests.swift", contents: routerTests),
            AppFile(path: tests + "AppRunTests.swift", contents: runTests),
        ]
    }

    var main: String {
        """
        // \(app.command): the app in the terminal, on the in-process server unless --api-url names your server.
        import Foundation
        import TerminalUI

        let environment = ProcessInfo.processInfo.environment
        let terminal = Terminal.standard(environment: environment)

        func fail(_ message: String, status: Int32) -> Never {
            FileHandle.standardError.write(Data("\(app.command): \\(message)\\n".utf8))
            exit(status)
        }

        let configuration: AppConfiguration
        do {
            let arguments = try LaunchArguments(
                parsing: Array(CommandLine.arguments.dropFirst()), options: AppConfiguration.options)
            if arguments.isSet("--help") {
                terminal.write(
                    launchUsage(program: "\(app.command)", summary: "\(app.title)", options: AppConfiguration.options))
                exit(0)
            }
            configuration = try AppConfiguration(arguments: arguments)
        } catch {
            fail("\\(error)", status: 64)
        }

        let container: AppContainer
        do {
            container = try AppContainer(configuration: configuration)
        } catch {
            fail("--api-url: \\(error)", status: 64)
        }
        await TerminalNavigator(configuration: container.navigation, terminal: terminal).run()
        exit(0)

        """
    }

    var configuration: String {
        #"""
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

        """#
    }

    var container: String {
        let feature = AppBlueprint.sampleFeature
        let lower = feature.lowercased()
        return """
            import Analytics
            import AppNavigation
            import Foundation
            import \(feature)Feature
            import InProcessHost
            import Networking
            import TerminalUI

            /// The composition root: builds every foundation object once and each feature's Dependencies from them.
            ///
            /// This is the only place that knows concrete types (which HTTP client, which tracker) and the only module
            /// that imports every feature.
            @MainActor
            final class AppContainer {
                let httpClient: any HTTPClient
                let tracker: any AnalyticsTracker

                /// - Throws: `NetworkError` for an API URL the client refuses, such as plain http to another machine.
                init(configuration: AppConfiguration) throws(NetworkError) {
                    tracker = configuration.printsAnalytics ? StandardErrorTracker() : DiscardingTracker()
                    if let apiURL = configuration.apiURL {
                        httpClient = try URLSessionHTTPClient(baseURL: apiURL)
                    } else {
                        httpClient = InProcessServer(routes: Self.inProcessRoutes())
                    }
                }

                /// What the in-process server answers: each feature's sample endpoint, until your server has it.
                nonisolated static func inProcessRoutes() -> sending [HostedRoute] {
                    [HostedRoute(serving: \(feature)Entry.sampleEndpoint)]
                }

                /// The navigator's configuration: the routes, their screens and the global commands.
                var navigation: TerminalNavigator<AppRoute>.Configuration {
                    TerminalNavigator.Configuration(
                        root: .\(lower), label: \\.label,
                        globalCommands: [GlobalCommand("\(lower)", "the first screen", .popToRoot)]
                    ) { [unowned self] route, navigate in
                        makeScreen(for: route) { navigate(AppRouter.action(for: $0)) }
                    }
                }

                /// Builds the screen for `route`, sending its outputs to `onOutput`.
                func makeScreen(
                    for route: AppRoute, onOutput: @escaping @MainActor (FeatureOutput) -> Void
                ) -> any TerminalScreen {
                    switch route {
                    case .\(lower):
                        return \(feature)Entry.makeScreen(dependencies: \(lower)Dependencies) { onOutput(.\(lower)($0)) }
                    case .item(let itemID):
                        return ItemPlaceholderScreen(itemID: itemID)
                    }
                }

                var \(lower)Dependencies: \(feature)Dependencies {
                    \(feature)Dependencies(httpClient: httpClient, tracker: tracker)
                }
            }

            """
    }

    var route: String {
        let lower = AppBlueprint.sampleFeature.lowercased()
        return """
            /// Every place the app can show. Each route is one screen; IDs are all that cross the boundary.
            enum AppRoute: Hashable, Sendable {
                /// \(AppBlueprint.sampleFeature)'s list, the first screen.
                case \(lower)
                /// The item opened on \(AppBlueprint.sampleFeature), until a feature of yours shows items.
                case item(itemID: String)

                /// The route's name in the prompt: `item \(lower)-1`.
                var label: String {
                    switch self {
                    case .\(lower): "\(lower)"
                    case .item(let itemID): "item \\(itemID)"
                    }
                }
            }

            """
    }

    var router: String {
        let feature = AppBlueprint.sampleFeature
        let lower = feature.lowercased()
        return """
            import AppNavigation
            import \(feature)Feature

            /// Every feature's Output, tagged with the feature that sent it.
            enum FeatureOutput: Hashable, Sendable {
                case \(lower)(\(feature)Output)
            }

            /// Where each Output leads: the one place that knows how the features connect.
            enum AppRouter {
                static func action(for output: FeatureOutput) -> NavigationAction<AppRoute> {
                    switch output {
                    case .\(lower)(let output): action(for: output)
                    }
                }

                static func action(for output: \(feature)Output) -> NavigationAction<AppRoute> {
                    switch output {
                    case .itemSelected(let itemID): .push(.item(itemID: itemID))
                    }
                }
            }

            """
    }

    var placeholder: String {
        let feature = AppBlueprint.sampleFeature
        return """
            import TerminalUI

            /// Where \(feature)'s `itemSelected` leads until a feature shows items: it says which item was chosen and
            /// what to do next. Replace it with your feature's screen (and delete this file).
            @MainActor
            final class ItemPlaceholderScreen: TerminalScreen {
                let title = "Item"
                let commands: [CommandHelp] = []
                private let itemID: String

                init(itemID: String) {
                    self.itemID = itemID
                }

                func appear() async {}

                func render(in context: RenderContext) -> [TerminalText] {
                    [
                        "You opened \\(itemID).",
                        "No feature shows items yet: add one with add-feature,",
                        "and route \(feature)Output.itemSelected to it in AppRouter.",
                        "Type back to return.",
                    ]
                }

                func handle(_ command: Command) async -> CommandOutcome { .unrecognized }
            }

            """
    }

    var routerTests: String {
        let feature = AppBlueprint.sampleFeature
        let lower = feature.lowercased()
        return """
            import AppNavigation
            import \(feature)Feature
            import Testing

            @testable import \(app.module)

            @Suite struct AppRouterTests {
                @Test func openingAnItemOn\(feature)PushesTheItem() {
                    #expect(
                        AppRouter.action(for: .\(lower)(.itemSelected(itemID: "\(lower)-1")))
                            == .push(.item(itemID: "\(lower)-1")))
                }

                @Test func routesAreLabelledForThePrompt() {
                    #expect(AppRoute.\(lower).label == "\(lower)")
                    #expect(AppRoute.item(itemID: "\(lower)-2").label == "item \(lower)-2")
                }
            }

            """
    }

    var runTests: String {
        let feature = AppBlueprint.sampleFeature
        let lower = feature.lowercased()
        return """
            import ExecutableTesting
            import Testing

            /// The built app, run as a user would: a piped script, what it prints and how it exits.
            @Suite struct AppRunTests {
                @Test func \(lower)ListsItsSampleItemsAndOpeningOneRoutesItsOutput() async throws {
                    let app = try BuiltExecutable(named: "\(app.command)")
                    let run = try await app.run(input: ["open 1", "back", "open 9", "quit"])
                    #expect(run.status == 0, "\\(run.standardError)")
                    #expect(run.lines.contains { $0.contains("First item") && $0.hasSuffix("3 entries") })
                    #expect(run.lines.contains("You opened \(lower)-1."))
                    #expect(run.lines.contains("! no row 9; choose a row from 1 to 2"))
                }

                @Test func anAPIURLInClearTextToAnotherMachineIsRefused() async throws {
                    let app = try BuiltExecutable(named: "\(app.command)")
                    let run = try await app.run(["--api-url", "http://api.example.com"])
                    #expect(run.status == 64)
                    #expect(run.standardError.contains("is plain http to another machine"))
                }
            }

            """
    }
}
