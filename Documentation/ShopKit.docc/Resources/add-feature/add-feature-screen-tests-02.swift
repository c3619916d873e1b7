import FeatureState
import NetworkingTesting
import TerminalUI
import Testing
import WishlistFeature

@MainActor
@Suite(.verifiesHTTPExpectations) struct WishlistScreenTests {
    @Test func theScreenListsTheItemsAndOpensARow() async {
        let harness = WishlistHarness()
        harness.expectItems()
        let screen = WishlistEntry.makeScreen(dependencies: harness.dependencies) { output in
            harness.outputs.append(output)
        }
        await screen.appear()
        let lines = screen.render(in: .plain)
        #expect(lines.contains { $0.contains("Kitchen") && $0.hasSuffix("116 products") })
        #expect(lines.contains { $0.contains("Garden") && $0.hasSuffix("1 product") })
        #expect(await screen.handle(Command(parsing: "open 1")!) == .rerender)
        #expect(harness.outputs == [.categorySelected(name: "Kitchen")])
    }

    @Test func badArgumentsAreExplainedInOneLineAndChangeNothing() async {
        let harness = WishlistHarness()
        harness.expectItems()
        let screen = WishlistEntry.makeScreen(dependencies: harness.dependencies) { output in
            harness.outputs.append(output)
        }
        await screen.appear()
        let before = screen.render(in: .plain)
        for line in ["open", "open x", "open 0", "open 9", "retry"] {
            let outcome = await screen.handle(Command(parsing: line)!)
            guard case .rejected(let reason) = outcome else {
                Issue.record("\(line) should be rejected, got \(outcome)")
                continue
            }
            #expect(!reason.isEmpty && !reason.contains("\n"))
        }
        #expect(screen.render(in: .plain) == before)
        #expect(await screen.handle(Command(parsing: "dance")!) == .unrecognized)
        #expect(harness.outputs.isEmpty)
    }
}
