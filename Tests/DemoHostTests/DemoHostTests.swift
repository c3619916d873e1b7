import Analytics
import CartStore
import EmbeddedBackend
import FeatureState
import Networking
import Persistence
import TerminalUI
import Testing

@testable import DemoHost

@MainActor
@Suite struct DemoHostTests {
    private func makeContext() throws -> DemoContext {
        let database = try Database(.inMemory)
        return DemoContext(
            arguments: try LaunchArguments(parsing: [], options: []),
            backend: try EmbeddedShopBackend(configuration: EmbeddedBackendConfiguration(database: database)),
            database: database, tracker: RecordingTracker(), now: { .now })
    }

    @Test func fillsACartFromASpec() async throws {
        let context = try makeContext()
        let cart = try context.makeCartStore()
        try await context.fill(cart, from: "p-0001:2,p-0002:p-0002-v1:1,p-0003")
        let lines = await cart.snapshot().lines
        #expect(lines.map(\.productID) == ["p-0001", "p-0002", "p-0003"])
        #expect(lines.map(\.quantity) == [2, 1, 1])
        #expect(lines[1].variantID == "p-0002-v1")
    }

    @Test func aBadCartSpecIsAUsageErrorAndAddsNothing() async throws {
        let context = try makeContext()
        let cart = try context.makeCartStore()
        let shape = "--cart entries look like p-0001:2 or p-0001:p-0001-v2:1, not"
        let refusals: [(spec: String, message: String)] = [
            ("p-0001:two", "\(shape) 'p-0001:two'"),
            ("p-0001:0", "--cart entry 'p-0001:0': quantity 0 is not allowed; use 1 to 99"),
            ("p-0001:100", "--cart entry 'p-0001:100': quantity 100 is not allowed; use 1 to 99"),
            ("p-0002:1,p-0001:100", "--cart entry 'p-0001:100': quantity 100 is not allowed; use 1 to 99"),
            ("p-0003:60,p-0003:40", "--cart entry 'p-0003:40': product p-0003 cannot have more than 99 items"),
            ("", "\(shape) ''"),
            ("p-0001,,p-0002", "\(shape) ''"),
            ("p-0001::1", "\(shape) 'p-0001::1'"),
            (":1", "\(shape) ':1'"),
            ("p-0001:", "\(shape) 'p-0001:'"),
            ("p-0001:p-0001-v1:1:2", "\(shape) 'p-0001:p-0001-v1:1:2'"),
        ]
        for (spec, message) in refusals {
            await #expect(throws: LaunchUsageError(message), "\(spec)") { try await context.fill(cart, from: spec) }
        }
        #expect(await cart.snapshot().isEmpty)
    }

    @Test func aRefusedEntryPutsBackWhatTheCartHeldBefore() async throws {
        let context = try makeContext()
        let cart = try context.makeCartStore()
        try await context.fill(cart, from: "p-0001:2,p-0002:p-0002-v1:1")
        await #expect(
            throws: LaunchUsageError("--cart entry 'p-0001:98': product p-0001 cannot have more than 99 items")
        ) {
            try await context.fill(cart, from: "p-0003:1,p-0001:98")
        }
        #expect(
            await cart.snapshot().lines == [
                CartLine(productID: "p-0001", variantID: nil, quantity: 2),
                CartLine(productID: "p-0002", variantID: "p-0002-v1", quantity: 1),
            ])
    }

    @Test func logsInWithADemoAccountAndHoldsTheToken() async throws {
        let token = try await makeContext().logIn(.ada)
        let value = try #require(await token.currentAccessToken())
        #expect(!value.isEmpty)
    }

    @Test func badFlagsEndTheDemoWithUsageStatusBeforeAnyScreen() async {
        var built = false
        let status = await DemoHost.run(program: "TestDemo", summary: "", options: [], arguments: ["--fail-rate", "7"])
        {
            _, _ in
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
    func render(in context: RenderContext) -> [String] { [] }
    func handle(_ command: Command) async -> CommandOutcome { .unrecognized }
}
