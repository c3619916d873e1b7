import FeatureState
import Observation
import Testing

@testable import TerminalUI

@Suite struct RenderingTests {
    @Test func truncationCountsGraphemeClustersAndMarksTheCut() {
        #expect(truncated("Crème brûlée", toWidth: 20) == "Crème brûlée")
        #expect(truncated("Crème brûlée", toWidth: 6) == "Crème…")
        #expect(truncated("👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦", toWidth: 3) == "👩‍👩‍👧‍👦…", "a family emoji takes two columns")
        #expect(truncated("abc", toWidth: 0) == "")
    }

    @Test func truncationLetsStylingTakeNoRoomAndNeverLeaksIt() {
        let colour = RenderContext(width: 20, usesColour: true)
        let red = colour.styled("Could not load: the server did not answer", .red)
        #expect(red.truncated(toWidth: 10).rendered(usesColour: true) == "\u{1B}[31mCould not\u{1B}[0m…")
        let fits = colour.styled("exactly ten", .bold)
        #expect(fits.truncated(toWidth: 11) == fits, "styles must not count towards the width")
        let mixed = "plain " + colour.styled("green", .green) + " tail end of it"
        #expect(colour.fitted(mixed).rendered(usesColour: true) == "plain \u{1B}[32mgreen\u{1B}[0m tail en…")
        #expect(colour.fitted(mixed).rendered(usesColour: false) == "plain green tail en…")
    }

    @Test func tableAlignsColumnsAndRightAlignsNumbers() {
        let table = Table(
            columns: [.init("#", .right), .init("Name"), .init("Price", .right)],
            rows: [["1", "Kettle", "USD 49.00"], ["12", "Café grinder", "USD 1,499.90"]])
        let lines = table.render(in: .plain).map(\.plainText)
        #expect(lines[0] == " #  Name                 Price")
        #expect(lines[2] == " 1  Kettle           USD 49.00")
        #expect(lines[3] == "12  Café grinder  USD 1,499.90")
    }

    @Test func tableShrinksTextColumnsToFitTheWidth() {
        let table = Table(
            columns: [.init("Name"), .init("Price", .right)],
            rows: [[String(repeating: "x", count: 100), "USD 1.00"]])
        let lines = table.render(in: RenderContext(width: 30))
        #expect(lines.allSatisfy { $0.displayWidth <= 30 })
        #expect(lines[2].plainText.hasSuffix("…  USD 1.00"))
    }

    @Test func tableShowsEscapesInCellsAndAlignsByWhatIsShown() {
        let table = Table(
            columns: [.init("Name"), .init("Stock", .right)],
            rows: [["\u{1B}[36mKettle", "3"], ["Café grinder", "0"]])
        let lines = table.render(in: RenderContext(width: 80, usesColour: true))
        #expect(lines[2].rendered(usesColour: true) == "␛[36mKettle       3")
        #expect(lines[3].rendered(usesColour: true) == "Café grinder      0")
        #expect(
            lines[0].rendered(usesColour: true) == "\u{1B}[1mName          Stock\u{1B}[0m", "the heading's own bold")
    }

    @Test func colourIsAppliedOnlyWhenAllowed() {
        let styled = RenderContext(width: 80).styled("hi", .red)
        #expect(styled.rendered(usesColour: false) == "hi")
        #expect(styled.rendered(usesColour: true) == "\u{1B}[31mhi\u{1B}[0m")
    }

    @Test @MainActor func standardOutputUsesColourOnlyOnATerminalWithoutNO_COLOR() {
        func context(_ environment: [String: String], terminal: Bool) -> RenderContext {
            Terminal.standardContext(environment: environment, outputIsTerminal: terminal, measuredColumns: { 100 })
        }
        #expect(context([:], terminal: true).usesColour)
        #expect(context(["NO_COLOR": ""], terminal: true).usesColour, "an empty NO_COLOR counts as unset")
        #expect(!context(["NO_COLOR": "1"], terminal: true).usesColour)
        #expect(!context([:], terminal: false).usesColour)
    }

    @Test @MainActor func standardOutputWidthComesFromCOLUMNSThenTheTerminal() {
        func width(_ environment: [String: String], terminal: Bool) -> Int {
            Terminal.standardContext(
                environment: environment, outputIsTerminal: terminal,
                measuredColumns: {
                    #expect(terminal, "only a terminal is measured")
                    return 132
                }
            ).width
        }
        #expect(width(["COLUMNS": "100"], terminal: true) == 100)
        #expect(width([:], terminal: true) == 132)
        #expect(width([:], terminal: false) == 80)
        #expect(width(["COLUMNS": "0"], terminal: false) == 80)
        #expect(width(["COLUMNS": "wide"], terminal: true) == 132)
    }

    @Test func loadableDrawsItsStandardLinesInTheViewsWords() {
        func lines(_ loadable: Loadable<Int, LoadFailure>) -> [String] {
            loadable.statusLines(
                loadingWhat: "results", whenEmpty: "Nothing matches.", reason: { _ in "it timed out" }, in: .plain
            ).map(\.plainText)
        }
        #expect(lines(.failed(.timedOut)) == ["Could not load results: it timed out", "Type retry to try again."])
        #expect(lines(.loading) == ["Loading results…"])
        #expect(lines(.empty) == ["Nothing matches."])
        #expect(lines(.idle).isEmpty)
        #expect(lines(.loaded(3)).isEmpty)
    }
}

/// A screen whose behaviour the runner tests can script.
@MainActor
private final class CountingScreen: TerminalScreen {
    var count = 0
    var appeared = 0
    let title = "Counter"
    let commands = [CommandHelp("inc <n>", "add n"), CommandHelp("done", "finish")]

    func appear() async { appeared += 1 }

    func render(in context: RenderContext) -> [TerminalText] { ["count: \(count)"] }

    func handle(_ command: Command) async -> CommandOutcome {
        switch command.name {
        case "inc":
            guard let text = command.argument(0), let value = Int(text) else { return .rejected("inc needs a number") }
            count += value
            return .rerender
        case "done": return .finish
        default: return .unrecognized
        }
    }
}

/// A screen whose count changes on its own, as a quote arriving would; the runner must draw it again.
@MainActor
@Observable
private final class LiveScreen: TerminalScreen {
    var count = 0
    let title = "Live"
    let commands: [CommandHelp] = []

    func appear() async {}

    func render(in context: RenderContext) -> [TerminalText] { ["count: \(count)"] }

    func handle(_ command: Command) async -> CommandOutcome { .unrecognized }
}

@MainActor
@Suite(.timeLimit(.minutes(5))) struct ScreenObservationTests {
    @Test func aChangeWhileWaitingForInputIsDrawnWithNoCommand() async {
        let screen = LiveScreen()
        let (drawn, draw) = AsyncStream.makeStream(of: String.self)
        var written: [String] = []
        var asked = 0
        let terminal = Terminal(
            isInteractive: false, context: .plain,
            readLine: { @MainActor in
                asked += 1
                guard asked == 1 else { return nil }
                // While the runner waits for this line, the state changes on its own.
                screen.count = 1
                for await line in drawn where line == "count: 1" { break }
                return nil
            },
            write: { line in
                written.append(line)
                draw.yield(line)
            })
        #expect(await ScreenRunner(screen: screen, terminal: terminal).run() == .endOfInput)
        let heading = ScreenFrame.heading("Live", in: .plain).map(\.plainText)
        let expected: [String] = heading + ["count: 0"] + heading + ["count: 1"]
        #expect(written == expected)
    }
}

@MainActor
@Suite struct ScreenRunnerTests {
    @Test func runsCommandsUntilEndOfInputWithoutPrompts() async {
        let screen = CountingScreen()
        let (terminal, transcript) = Terminal.scripted(["inc 2", "inc x", "jump", "", "help", "inc 3"])
        let ending = await ScreenRunner(screen: screen, terminal: terminal).run()
        #expect(ending == .endOfInput)
        #expect(screen.count == 5)
        #expect(screen.appeared == 1)
        #expect(transcript.lines.contains("! inc needs a number"))
        #expect(transcript.lines.contains("! unknown command 'jump'; type help for the list"))
        #expect(transcript.lines.contains { $0.hasPrefix("  inc <n>") && $0.hasSuffix("add n") })
        #expect(transcript.lines.last == "count: 5")
        #expect(!transcript.text.contains("counter>"))
    }

    @Test func stopsOnQuitAndOnFinish() async {
        let (quitTerminal, _) = Terminal.scripted(["quit", "inc 1"])
        let quitScreen = CountingScreen()
        #expect(await ScreenRunner(screen: quitScreen, terminal: quitTerminal).run() == .quit)
        #expect(quitScreen.count == 0)

        let (doneTerminal, _) = Terminal.scripted(["done", "inc 1"])
        let doneScreen = CountingScreen()
        #expect(await ScreenRunner(screen: doneScreen, terminal: doneTerminal).run() == .screenFinished)
        #expect(doneScreen.count == 0)
    }
}

@Suite struct LaunchArgumentsTests {
    let options = [
        LaunchOption("--product", value: "id", "start on a product"),
        LaunchOption("--logged-out", "start logged out"),
        LaunchOption("--fail-next", value: "n", "fail requests"),
        LaunchOption("--fail-rate", value: "fraction", "fail a share"),
        .help,
    ]

    @Test func readsSwitchesAndValuesInBothSpellings() throws {
        let parsed = try LaunchArguments(
            parsing: ["--product", "p-0042", "--logged-out", "--fail-next=3"], options: options)
        #expect(parsed.value("--product") == "p-0042")
        #expect(parsed.isSet("--logged-out"))
        #expect(try parsed.integer("--fail-next", in: 0...10) == 3)
        #expect(!parsed.isSet("--help"))
    }

    @Test func refusesWhatItCannotRead() {
        let cases: [([String], String)] = [
            (["--colour"], "unknown option '--colour'; run with --help for the list"),
            (["--product"], "--product needs a value (id)"),
            (["--product", "--logged-out"], "--product needs a value (id)"),
            (["--logged-out=yes"], "--logged-out takes no value"),
            (["--logged-out", "--logged-out"], "--logged-out is given twice"),
        ]
        for (arguments, message) in cases {
            #expect(throws: LaunchUsageError(message), "\(arguments)") {
                _ = try LaunchArguments(parsing: arguments, options: options)
            }
        }
    }

    @Test func numbersAndFractionsAreRangeChecked() throws {
        let parsed = try LaunchArguments(parsing: ["--fail-next", "11", "--fail-rate", "0.25"], options: options)
        #expect(throws: LaunchUsageError("--fail-next needs a whole number from 0 to 10")) {
            _ = try parsed.integer("--fail-next", in: 0...10)
        }
        #expect(try parsed.integer("--fail-next", in: 0...11) == 11)
        #expect(try parsed.fractionInThousandths("--fail-rate") == 250)
        for text in ["1.5", "2", "0.1234", "-0.5", "abc", ".5"] {
            let bad = try LaunchArguments(parsing: ["--fail-rate", text], options: options)
            #expect(throws: LaunchUsageError("--fail-rate needs a fraction from 0 to 1, such as 0.25"), "\(text)") {
                _ = try bad.fractionInThousandths("--fail-rate")
            }
        }
        #expect(
            try LaunchArguments(parsing: ["--fail-rate", "1"], options: options).fractionInThousandths("--fail-rate")
                == 1000)
    }

    @Test func usageListsEveryOptionAligned() {
        let text = launchUsage(program: "Demo", summary: "Runs a demo.", options: options)
        #expect(text.hasPrefix("usage: Demo [options]\n\nRuns a demo.\n\noptions:\n"))
        #expect(text.contains("\n  --product <id>          start on a product\n"))
        #expect(text.contains("\n  --logged-out            start logged out\n"))
        #expect(text.hasSuffix("\n  --help                  show this help"))
    }
}

@Suite struct WrappingTests {
    @Test func wrapsAtSpacesWithinTheWidthAndKeepsEveryWord() {
        let text = "simulated server failure: GET /v1/products was not processed, try again in a moment"
        let lines = wrapped(text, toWidth: 24)
        #expect(lines.allSatisfy { $0.count <= 24 })
        #expect(lines.joined(separator: " ") == text)
        #expect(lines.first == "simulated server")
        #expect(lines.count == 5)
    }

    @Test func aWordLongerThanTheWidthIsShortenedOnItsOwnLine() {
        #expect(wrapped("go https://example.com/a/very/long/path ok", toWidth: 12) == ["go", "https://exa…", "ok"])
        #expect(wrapped("   ", toWidth: 10).isEmpty)
    }

    @Test func failuresAreWrappedNotCut() {
        let reason = String(repeating: "word ", count: 40)
        let lines = Loadable<Int, LoadFailure>.failed(.timedOut).statusLines(
            loadingWhat: "things", whenEmpty: "", reason: { _ in reason }, in: RenderContext(width: 40))
        #expect(lines.count > 3)
        #expect(lines.dropLast().allSatisfy { $0.displayWidth <= 40 })
        #expect(lines.last == "Type retry to try again.")
    }
}

/// A load's typed failure, as a feature declares its own.
private enum LoadFailure: Error, Equatable, Sendable { case timedOut }
