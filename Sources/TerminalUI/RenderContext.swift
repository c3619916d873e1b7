/// How much room there is and whether colour may be used: everything rendering needs to know about the terminal.
public struct RenderContext: Hashable, Sendable {
    /// The number of columns available.
    public var width: Int
    /// Whether ANSI colour and emphasis may be written.
    public var usesColour: Bool

    /// Creates a context.
    public init(width: Int = 80, usesColour: Bool = false) {
        self.width = max(width, 20)
        self.usesColour = usesColour
    }

    /// A plain 80-column context without colour, for tests and piped output.
    public static let plain = RenderContext()

    /// Applies `style` to `text` when colour is allowed, otherwise returns `text` unchanged.
    public func styled(_ text: String, _ style: TextStyle) -> String {
        guard usesColour, !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }

    /// Shortens `text` to the context's width; see ``truncated(_:toWidth:)``.
    public func fitted(_ text: String) -> String { truncated(text, toWidth: width) }
}

/// The few emphases screens use; rendered as ANSI codes only when the context allows colour.
public enum TextStyle: String, Hashable, Sendable {
    /// Headings and titles.
    case bold = "1"
    /// Secondary information such as hints.
    case dim = "2"
    /// Errors and failures.
    case red = "31"
    /// Success and confirmations.
    case green = "32"
    /// Warnings, stale data.
    case yellow = "33"
    /// Identifiers and links to other screens.
    case cyan = "36"
}

/// Shortens `text` to at most `width` visible characters (grapheme clusters), ending in `…` when something was cut.
///
/// ANSI escape sequences, such as the ones ``RenderContext/styled(_:_:)`` adds, take no room and are kept. When
/// styled text is cut, a reset follows the `…`, so the style cannot leak into the lines after it.
public func truncated(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    let characters = markedCharacters(of: text)
    guard characters.lazy.filter(\.isVisible).count > width else { return text }
    var result = ""
    var shown = 0
    var isStyled = false
    for (character, isVisible) in characters {
        if isVisible {
            guard shown < width - 1 else { break }
            shown += 1
        } else {
            isStyled = true
        }
        result.append(character)
    }
    return result + "…" + (isStyled ? "\u{1B}[0m" : "")
}

/// How many characters (grapheme clusters) of `text` a terminal shows: ANSI escape sequences do not count.
func visibleLength(of text: String) -> Int {
    markedCharacters(of: text).lazy.filter(\.isVisible).count
}

/// The characters of `text`, each marked as shown or as part of an ANSI escape sequence (`ESC [ … m` and the like).
private func markedCharacters(of text: String) -> [(character: Character, isVisible: Bool)] {
    var marked: [(character: Character, isVisible: Bool)] = []
    var afterEscape = false
    var inControlSequence = false
    for character in text {
        if inControlSequence {
            // Parameters and intermediates run until a final byte in `@`...`~`.
            if let byte = character.asciiValue, (0x40...0x7E).contains(byte) { inControlSequence = false }
        } else if afterEscape {
            afterEscape = false
            inControlSequence = character == "["
        } else if character == "\u{1B}" {
            afterEscape = true
        } else {
            marked.append((character, true))
            continue
        }
        marked.append((character, false))
    }
    return marked
}

/// Breaks `text` into lines of at most `width` visible characters at spaces, for sentences such as error
/// messages that must be read whole. A word longer than `width` gets a line of its own, shortened with `…`.
public func wrapped(_ text: String, toWidth width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(whereSeparator: \.isWhitespace) {
        if current.isEmpty {
            current = String(word)
        } else if visibleLength(of: current) + 1 + visibleLength(of: String(word)) <= width {
            current += " " + word
        } else {
            lines.append(current)
            current = String(word)
        }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { truncated($0, toWidth: width) }
}
