// The demo's and the tests' files as templates; ``FeatureTemplate`` fills in the names. Each was written as a
// real feature first, then had its name replaced, so what it generates compiles, lints clean and passes its tests.

/// The demo's and the tests' files, with `{{Name}}`, `{{Title}}`, `{{snake}}`, `{{kebab}}` and `{{prompt}}` placeholders.
enum FeatureCheckTemplates {
    /// `Demos/{{Name}}Demo/main.swift`: the demo executable.
    static let demo = ##"""
        // {{Name}}Demo: the {{Name}} feature alone, on an in-process server of its sample endpoint.
        // `swift run {{Name}}Demo --help` lists its flags.
        import DemoHost
        import Foundation
        import {{Name}}Feature

        let status = await DemoHost.run(
            program: "{{Name}}Demo",
            summary: "{{Name}} on its sample endpoint; opening a row prints the output, since no router is here.",
            // TODO({{Name}}): add flags that start the feature in a useful state, each a `LaunchOption`
            // (TerminalUI), for example an item to open at once; the shared failure and latency flags
            // are already there.
            options: [],
            server: .samples([{{Name}}Entry.sampleEndpoint])
        ) { context, printOutput in
            let dependencies = {{Name}}Dependencies(httpClient: context.backend, tracker: context.tracker)
            return {{Name}}Entry.makeScreen(dependencies: dependencies) { printOutput($0) }
        }
        exit(status)
        """##

    /// `Tests/{{Name}}FeatureTests/{{Name}}Fixtures.swift`: the test harness and wire bodies.
    static let fixtures = ##"""
        import Analytics
        import NetworkingTesting
        import Testing

        @testable import {{Name}}Feature

        /// Everything a {{Name}} test needs: the model, its fakes and the outputs it emitted.
        @MainActor
        final class {{Name}}Harness {
            /// Fails the test on any request it was not told to expect.
            let client = ExpectingHTTPClient { request in
                Issue.record("unexpected request \(request.method) \(request.path) \(request.query)")
            }
            let tracker = RecordingTracker()
            var outputs: [{{Name}}Output] = []
            private(set) var model: {{Name}}Model!

            init() {
                model = {{Name}}Model(
                    api: {{Name}}API(client: client), tracker: tracker,
                    onOutput: { [weak self] output in self?.outputs.append(output) })
            }

            /// The dependencies a screen built through ``{{Name}}Entry`` gets.
            var dependencies: {{Name}}Dependencies {
                {{Name}}Dependencies(httpClient: client, tracker: tracker)
            }

            func expectItems(_ reply: ExpectingHTTPClient.Reply = .ok({{Name}}JSON.items)) {
                client.expect(.get, "/v1/{{kebab}}/items", reply: reply)
            }
        }

        // TODO({{Name}}): wire bodies in the shapes of the feature's own routes.
        /// Wire bodies in the shapes of the API contract.
        enum {{Name}}JSON {
            static let items = """
                {"items": [
                  {"id": "kitchen", "name": "Kitchen", "entryCount": 116},
                  {"id": "garden", "name": "Garden", "entryCount": 1}
                ]}
                """

            static let noItems = #"{"items": []}"#
        }
        """##

    /// `Tests/{{Name}}FeatureTests/{{Name}}ModelTests.swift`: state-machine tests.
    static let modelTests = ##"""
        import FeatureState
        import Networking
        import NetworkingTesting
        import Testing

        @testable import {{Name}}Feature

        @MainActor
        @Suite(.verifiesHTTPExpectations) struct {{Name}}ModelTests {
            @Test func appearLoadsTheItemsMappedFromTheWire() async {
                let harness = {{Name}}Harness()
                harness.expectItems()
                #expect(harness.model.state.items == .idle)
                await harness.model.appear()
                #expect(
                    harness.model.state.items
                        == .loaded([
                            {{Name}}Item(id: "kitchen", name: "Kitchen", entryCount: 116),
                            {{Name}}Item(id: "garden", name: "Garden", entryCount: 1),
                        ]))
                #expect(harness.client.unmetExpectations.isEmpty)

                await harness.model.appear()  // loaded items are kept: no second request
                #expect(harness.client.receivedRequests.count == 1)
            }

            @Test func theSampleEndpointIsWhatTheFeatureReads() async {
                let harness = {{Name}}Harness()
                harness.expectItems(.ok({{Name}}Entry.sampleEndpoint.json))
                await harness.model.appear()
                #expect(harness.model.state.items.value?.map(\.entryCount) == [3, 1])
                #expect({{Name}}Entry.sampleEndpoint.path == "/v1/{{kebab}}/items")
            }

            @Test func anEmptyListShowsTheEmptyState() async {
                let harness = {{Name}}Harness()
                harness.expectItems(.ok({{Name}}JSON.noItems))
                await harness.model.appear()
                #expect(harness.model.state.items == .empty)
            }

            @Test func aFailureOffersRetryThatRecovers() async throws {
                let harness = {{Name}}Harness()
                harness.expectItems(.error(status: 500, code: "internal", message: "boom"))
                await harness.model.appear()
                #expect(
                    harness.model.state.items
                        == .failed(.status(code: 500, error: APIErrorBody(code: "internal", message: "boom"))))

                harness.expectItems(.failure(.timedOut))
                try await harness.model.retry()
                #expect(harness.model.state.items == .failed(.timedOut))

                harness.expectItems()
                try await harness.model.retry()
                #expect(harness.model.state.items.value?.map(\.id) == ["kitchen", "garden"])
                await #expect(throws: {{Name}}Refusal.nothingToRetry) {
                    try await harness.model.retry()
                }
            }

            @Test func openingARowEmitsTheItemAndBadRowsChangeNothing() async throws {
                let harness = {{Name}}Harness()
                #expect(throws: {{Name}}Refusal.notLoaded) { try harness.model.open(row: 1) }

                harness.expectItems()
                await harness.model.appear()
                try harness.model.open(row: 2)
                #expect(harness.outputs == [.itemSelected(itemID: "garden")])
                #expect(harness.tracker.events.map(\.name) == ["{{snake}}_item_opened"])

                let before = harness.model.state
                #expect(throws: {{Name}}Refusal.noSuchRow(3, count: 2)) {
                    try harness.model.open(row: 3)
                }
                #expect(harness.model.state == before)
                #expect(harness.outputs.count == 1)
            }
        }
        """##

    /// `Tests/{{Name}}FeatureTests/{{Name}}ScreenTests.swift`: tests through the public Entry.
    static let screenTests = ##"""
        import NetworkingTesting
        import TerminalUI
        import Testing
        import {{Name}}Feature

        @MainActor
        @Suite(.verifiesHTTPExpectations) struct {{Name}}ScreenTests {
            @Test func theScreenListsTheItemsAndOpensARow() async {
                let harness = {{Name}}Harness()
                harness.expectItems()
                let screen = {{Name}}Entry.makeScreen(dependencies: harness.dependencies) { output in
                    harness.outputs.append(output)
                }
                await screen.appear()
                let lines = screen.render(in: .plain).map(\.plainText)
                #expect(lines.contains { $0.contains("Kitchen") && $0.hasSuffix("116 entries") })
                #expect(lines.contains { $0.contains("Garden") && $0.hasSuffix("1 entry") })
                #expect(await screen.handle(Command(parsing: "open 1")!) == .rerender)
                #expect(harness.outputs == [.itemSelected(itemID: "kitchen")])
            }

            @Test func badArgumentsAndRefusalsAreExplainedInOneLineAndChangeNothing() async {
                let harness = {{Name}}Harness()
                let screen = {{Name}}Entry.makeScreen(dependencies: harness.dependencies) { output in
                    harness.outputs.append(output)
                }
                #expect(
                    await screen.handle(Command(parsing: "open 1")!)
                        == .rejected("there is nothing to open yet; wait for the list, or type retry"))
                harness.expectItems()
                await screen.appear()
                let before = screen.render(in: .plain).map(\.plainText)
                let expected = [
                    "open": "open needs a row number, for example: open 1",
                    "open x": "open needs a row number, for example: open 1",
                    "open 0": "open needs a row number, for example: open 1",
                    "open 9": "no row 9; choose a row from 1 to 2",
                    "retry": "nothing failed, so there is nothing to retry",
                    "retry now": "retry takes no arguments",
                ]
                for (line, reason) in expected {
                    #expect(await screen.handle(Command(parsing: line)!) == .rejected(reason), "\(line)")
                }
                #expect(screen.render(in: .plain).map(\.plainText) == before)
                #expect(await screen.handle(Command(parsing: "dance")!) == .unrecognized)
                #expect(harness.outputs.isEmpty)
            }
        }
        """##

    /// `Tests/{{Name}}FeatureTests/{{Name}}DemoTests.swift`: tests of the built demo.
    static let demoTests = ##"""
        import ExecutableTesting
        import Testing

        /// {{Name}}Demo, built and run as a user would: a piped script, what it prints and how it exits.
        @Suite struct {{Name}}DemoTests {
            @Test func aScriptedSessionListsOpensAndPrintsTheOutput() async throws {
                let demo = try BuiltExecutable(named: "{{Name}}Demo")
                let run = try await demo.run(input: ["open 1", "open 999", "quit", "open 2"])
                #expect(run.status == 0, "\(run.standardError)")
                #expect(run.lines.contains { $0.wholeMatch(of: /! no row 999; choose a row from 1 to \d+/) != nil })
                let outputs = run.lines.filter { $0.hasPrefix("output: ") }
                #expect(outputs.count == 1, "nothing after quit runs")
                #expect(outputs.first?.wholeMatch(of: /output: itemSelected\(itemID: "[^"]+"\)/) != nil)
                #expect(!run.standardOutput.contains("{{prompt}}>"), "piped input must not print prompts")
            }

            @Test func aServerFailureOffersRetryAndBadFlagsExit64() async throws {
                let demo = try BuiltExecutable(named: "{{Name}}Demo")
                let run = try await demo.run(["--fail-next", "1"], input: ["retry"])
                #expect(run.status == 0, "\(run.standardError)")
                #expect(run.standardOutput.contains("Could not load items: simulated server failure"))
                #expect(run.standardOutput.contains("Type open <row> to choose one."))

                let bad = try await demo.run(["--colour"])
                #expect(bad.status == 64)
                #expect(bad.standardError.contains("unknown option '--colour'"))
            }
        }
        """##
}
