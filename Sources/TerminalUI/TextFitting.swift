/// Shortens `text` to at most `width` terminal columns (see ``displayWidth(of:)``), ending in `…` when something
/// was cut. The result is neutralised (``ControlCharacterNeutraliser``): control characters are shown, never kept.
///
/// The cut falls between grapheme clusters, never inside one, so a wide character (a CJK ideograph, an emoji) is
/// kept whole or dropped whole; when dropping it leaves a column unused, a space fills it, so a cut result is always
/// exactly `width` columns wide.
public func truncated(_ text: String, toWidth width: Int) -> String {
    TerminalText(text).truncated(toWidth: width).plainText
}

/// Breaks `text` into lines of at most `width` terminal columns at spaces, for sentences such as error
/// messages that must be read whole. A word longer than `width` gets a line of its own, shortened with `…`. The lines
/// are neutralised (``ControlCharacterNeutraliser``).
public func wrapped(_ text: String, toWidth width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    // Neutralised first, so a carriage return or line feed in the text is shown (`␍`, `␊`), not taken for a space.
    for word in ControlCharacterNeutraliser.neutralised(text).split(whereSeparator: \.isWhitespace) {
        if current.isEmpty {
            current = String(word)
        } else if displayWidth(of: current) + 1 + displayWidth(of: String(word)) <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { truncated($0, toWidth: width) }
}
