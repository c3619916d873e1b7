import Testing

@testable import TerminalUI

@Suite struct ControlCharacterNeutraliserTests {
    /// Window title, clear screen, carriage return, backspace, a C1 control sequence, a right-to-left override.
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\r\u{08}\u{9B}31m\u{202E}drah"

    @Test func everyControlCharacterIsShownNotObeyed() {
        #expect(ControlCharacterNeutraliser.neutralised(Self.hostile) == "␛]0;pwned␇␛[2J␍␈<U+009B>31m<U+202E>drah")
        #expect(
            ControlCharacterNeutraliser.neutralised("a\u{0}b\u{7F}c\u{85}d\u{2066}e\u{200F}f\t\n")
                == "a␀b␡c<U+0085>d<U+2066>e<U+200F>f␉␊")
    }

    @Test func ordinaryTextIsKeptAndNeutralisingTwiceChangesNothing() {
        let text = "Crème brûlée 東京 👩‍💻 ☕️ “quoted” — ok"
        #expect(ControlCharacterNeutraliser.neutralised(text) == text)
        let once = ControlCharacterNeutraliser.neutralised(Self.hostile)
        #expect(ControlCharacterNeutraliser.neutralised(once) == once)
    }

    @Test func widthsAreMeasuredOnWhatIsShownAndCutsKeepNoEscape() {
        #expect(displayWidth(of: "\u{1B}[2J") == 4, "␛[2J")
        #expect(displayWidth(of: "\u{9B}") == 8, "<U+009B>")
        let cut = truncated("ab\u{1B}]0;title\u{07}", toWidth: 6)
        #expect(cut == "ab␛]0…")
        #expect(!cut.unicodeScalars.contains("\u{1B}"))
    }

    @Test @MainActor func theAppsStylingSurvivesAndTextCannotForgeIt() {
        var written: [String] = []
        let terminal = Terminal(
            isInteractive: false, context: RenderContext(width: 80, usesColour: true), readLine: { nil },
            write: { written.append($0) })
        let name = "Kettle\u{1B}[0m\u{1B}[32mforged"
        terminal.write(terminal.context.styled(name, .bold) + " · " + TerminalText(Self.hostile))
        #expect(
            written == [
                "\u{1B}[1mKettle␛[0m␛[32mforged\u{1B}[0m · ␛]0;pwned␇␛[2J␍␈<U+009B>31m<U+202E>drah"
            ])
        terminal.context.usesColour = false
        terminal.write(terminal.context.styled(name, .red))
        #expect(written.last == "Kettle␛[0m␛[32mforged", "without colour: no escape at all")
    }

    @Test @MainActor func plainTextIsSplitIntoLinesAndEachIsNeutralised() {
        var written: [String] = []
        let terminal = Terminal(
            isInteractive: false, context: .plain, readLine: { nil }, write: { written.append($0) })
        terminal.write("first\r\nsecond\rover\nthird\u{1B}[2J")
        #expect(written == ["first", "second␍over", "third␛[2J"])
    }
}
