import InProcessHost
import Networking
import Persistence
import TerminalUI
import Testing

@testable import DemoHost

@MainActor
@Suite struct DemoHostTests {
    @Test func aSampleServerAnswersItsEndpointsAndNothingElse() async throws {
        let sample = SampleEndpoint(.get, "/v1/notes", json: #"{"items": [{"id": "n-1"}]}"#)
        let server = try DemoServer.samples([sample]).make(try Database(.inMemory), .zero)
        let answer = try await server.send(HTTPRequest(method: .get, path: "/v1/notes"))
        #expect(answer.status == 200)
        #expect(String(decoding: answer.body, as: UTF8.self) == #"{"items": [{"id": "n-1"}]}"#)
        #expect(answer.headers["Content-Type"] == "application/json")
        let other = try await server.send(HTTPRequest(method: .get, path: "/v1/other"))
        #expect(other.status == 404)
    }

    @Test func aDemoSessionTokenHandsOutWhatItHolds() async {
        #expect(await DemoSessionToken("t-1").currentAccessToken() == "t-1")
        #expect(await DemoSessionToken(nil).currentAccessToken() == nil)
    }

    @Test func badFlagsEndTheDemoWithUsageStatusBeforeAnyScreen() async {
        var built = false
        let status = await DemoHost.run(
            program: "TestDemo", summary: "", options: [], arguments: ["--fail-rate", "7"], server: .samples([])
        ) { _, _ in
            built = true
            return PlaceholderScreen()
        }
        #expect(status == DemoHost.usageErrorStatus)
        #expect(!built)
    }
}

@MainActor
private final class PlaceholderScreen: TerminalScreen {
    let title = "Placeholder"
    let commands: [CommandHelp] = []
    func appear() async {}
    func render(in context: RenderContext) -> [TerminalText] { [] }
    func handle(_ command: Command) async -> CommandOutcome { .unrecognized }
}
