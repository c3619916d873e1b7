import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
    @Test func eastAsianWideAndFullwidthCharactersTakeTwoColumns() {
        #expect(Character("a").terminalColumns == 1)
        #expect(Character("日").terminalColumns == 2, "CJK ideograph")
        #expect(Character("タ").terminalColumns == 2, "katakana")
        #expect(Character("ｱ").terminalColumns == 1, "halfwidth katakana stays narrow")
        #expect(Character("Ａ").terminalColumns == 2, "fullwidth Latin")
        #expect(Character("한").terminalColumns == 2, "Hangul syllable")
        #expect(Character("\u{20B9F}").terminalColumns == 2, "plane 2 ideograph")
        #expect(Character("…").terminalColumns == 1, "East Asian Ambiguous draws narrow")
        #expect(Character("±").terminalColumns == 1)
    }

    @Test func emojiTakeTwoColumnsWhateverTheirSequence() {
        #expect(Character("😀").terminalColumns == 2)
        #expect(Character("👍🏽").terminalColumns == 2, "skin-tone modifier sequence")
        #expect(Character("👩‍💻").terminalColumns == 2, "zero-width-joiner sequence")
        #expect(Character("👩‍👩‍👧‍👦").terminalColumns == 2)
        #expect(Character("🇯🇵").terminalColumns == 2, "flag: a regional indicator pair")
        #expect(Character("🏴󠁧󠁢󠁳󠁣󠁴󠁿").terminalColumns == 2, "tag sequence")
        #expect(Character("❤️").terminalColumns == 2, "text-default heart with the emoji selector")
        #expect(Character("1️⃣").terminalColumns == 2, "keycap")
        #expect(Character("🏳️‍🌈").terminalColumns == 2)
    }

    @Test func textPresentationStaysNarrow() {
        #expect(Character("❤").terminalColumns == 1, "no selector: text presentation")
        #expect(Character("\u{231A}\u{FE0E}").terminalColumns == 1, "watch with the text selector")
        #expect(Character("1").terminalColumns == 1)
    }

    @Test func combiningMarksJoinersAndSelectorsTakeNoColumn() {
        #expect(Character("e\u{301}").terminalColumns == 1, "combining acute stays in its base's column")
        #expect(Character("\u{301}").terminalColumns == 0, "a lone combining mark")
        #expect(Character("\u{200D}").terminalColumns == 0, "zero-width joiner")
        #expect(Character("\u{200B}").terminalColumns == 0, "zero-width space")
        #expect(Character("\u{FE0F}").terminalColumns == 0, "a lone variation selector")
        #expect(Character("\u{20DD}").terminalColumns == 0, "a lone enclosing mark")
    }

    @Test func stringsAddTheirCharactersAndCountEscapesAsShown() {
        #expect(displayWidth(of: "Crème brûlée") == 12)
        #expect(displayWidth(of: "Cre\u{300}me bru\u{302}le\u{301}e") == 12, "decomposed accents")
        #expect(displayWidth(of: "東京タワー") == 10)
        #expect(displayWidth(of: "Tea 🍵 set") == 10)
        #expect(RenderContext(width: 80, usesColour: true).styled("抹茶", .green).displayWidth == 4)
        #expect(displayWidth(of: "\u{1B}[32m抹茶") == 9, "an escape in text is shown as ␛[32m: five columns")
    }
}

@Suite struct WideTruncationTests {
    @Test func cutsBetweenWideCharactersAndPadsTheColumnLeftOver() {
        #expect(truncated("東京タワー", toWidth: 10) == "東京タワー")
        #expect(truncated("東京タワー", toWidth: 5) == "東京…")
        #expect(truncated("東京タワー", toWidth: 6) == "東京… ", "タ would split at the limit, so a space fills")
        #expect(truncated("東京タワー", toWidth: 1) == "…")
        #expect(truncated("東京タワー", toWidth: 2) == "… ")
    }

    @Test func cutsEmojiSequencesWhole() {
        #expect(truncated("👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦", toWidth: 3) == "👩‍👩‍👧‍👦…")
        #expect(truncated("👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦", toWidth: 4) == "👩‍👩‍👧‍👦… ")
        #expect(truncated("🇯🇵🇫🇷 flags", toWidth: 5) == "🇯🇵🇫🇷…")
        #expect(truncated("🇯🇵🇫🇷 flags", toWidth: 4) == "🇯🇵… ", "a flag is never split into its letters")
    }

    @Test func keepsCombiningAccentsWithTheirLetters() {
        #expect(truncated("Cafe\u{301} au lait", toWidth: 5) == "Cafe\u{301}…")
        #expect(truncated("Cafe\u{301}", toWidth: 4) == "Cafe\u{301}", "the accent takes no column")
    }

    @Test func keepsColourAroundAWideCut() {
        let colour = RenderContext(width: 20, usesColour: true)
        let name = colour.styled("抹茶ラテ", .green)
        #expect(name.truncated(toWidth: 8) == name)
        #expect(name.truncated(toWidth: 6).rendered(usesColour: true) == "\u{1B}[32m抹茶\u{1B}[0m… ")
    }

    @Test func wrapsByColumns() {
        #expect(wrapped("東京 タワー 展望台", toWidth: 10) == ["東京", "タワー", "展望台"])
        #expect(wrapped("東京 タワー", toWidth: 11) == ["東京 タワー"])
    }
}

@Suite struct WideTableTests {
    @Test func japaneseAndEmojiNamesLineUp() {
        let table = Table(
            columns: [.init("#", .right), .init("Name"), .init("Price", .right)],
            rows: [
                ["1", "電気ケトル", "JPY 4,980"], ["2", "Kettle", "USD 49.00"],
                ["3", "Cafe\u{301} ☕️ mug", "USD 12.00"],
            ])
        let lines = table.render(in: .plain).map(\.plainText)
        #expect(lines[0] == "#  Name" + String(repeating: " ", count: 13) + "Price")
        #expect(lines[1] == String(repeating: "-", count: 25))
        #expect(lines[2] == "1  電気ケトル   JPY 4,980")
        #expect(lines[3] == "2  Kettle       USD 49.00")
        #expect(lines[4] == "3  Café ☕️ mug  USD 12.00")
        #expect(lines.map { displayWidth(of: $0) } == [25, 25, 25, 25, 25])
    }

    @Test func shrinksAWideNameWithoutSplittingACharacter() {
        let table = Table(
            columns: [.init("Name"), .init("Price", .right)],
            rows: [["北海道産ミルクチョコレート詰め合わせ", "JPY 1,200"], ["Tea", "JPY 300"]])
        let lines = table.render(in: RenderContext(width: 20)).map(\.plainText)
        #expect(lines[2] == "北海道産…  JPY 1,200")
        #expect(lines[3] == "Tea" + String(repeating: " ", count: 10) + "JPY 300")
        #expect(lines.allSatisfy { displayWidth(of: $0) <= 20 })
        let oneWider = table.render(in: RenderContext(width: 21)).map(\.plainText)
        #expect(oneWider[2] == "北海道産…   JPY 1,200", "ミ would cross the limit: a space takes its last column")
        #expect(oneWider.map { displayWidth(of: $0) } == [21, 21, 21, 21])
    }
}
