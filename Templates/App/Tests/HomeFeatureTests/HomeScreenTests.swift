import HomeFeature
import NetworkingTesting
import TerminalUI
import Testing

@MainActor
@Suite(.verifiesHTTPExpectations) struct HomeScreenTests {
    @Test func theScreenListsTheItemsAndOpensARow() async {
        let harness = HomeHarness()
        harness.expectItems()
        let screen = HomeEntry.makeScreen(dependencies: harness.dependencies) { output in
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
        let harness = HomeHarness()
        let screen = HomeEntry.makeScreen(dependencies: harness.dependencies) { output in
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
