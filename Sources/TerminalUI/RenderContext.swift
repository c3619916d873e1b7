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

/// Shortens `text` to at most `width` terminal columns (see ``displayWidth(of:)``), ending in `…` when something
/// was cut.
///
/// The cut falls between grapheme clusters, never inside one, so a wide character (a CJK ideograph, an emoji) is
/// kept whole or dropped whole; when dropping it leaves a column unused, a space fills it, so a cut result is always
/// exactly `width` columns wide. ANSI escape sequences, such as the ones ``RenderContext/styled(_:_:)`` adds, take
/// no room and are kept. When styled text is cut, a reset follows the `…`, so the style cannot leak into the lines
/// after it.
public func truncated(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    let characters = markedCharacters(of: text)
    guard displayWidth(of: text) > width else { return text }
    let room = width - 1  // the ellipsis takes the last column
    var result = ""
    var shown = 0
    var isStyled = false
    for (character, isVisible) in characters {
        if isVisible {
            let columns = character.terminalColumns
            guard shown + columns <= room else { break }
            shown += columns
        } else {
            isStyled = true
        }
        result.append(character)
    }
    return result + "…" + (isStyled ? "\u{1B}[0m" : "") + String(repeating: " ", count: room - shown)
}

/// The characters of `text`, each marked as shown or as part of an ANSI escape sequence (`ESC [ … m` and the like).
func markedCharacters(of text: String) -> [(character: Character, isVisible: Bool)] {
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

/// Breaks `text` into lines of at most `width` terminal columns at spaces, for sentences such as error
/// messages that must be read whole. A word longer than `width` gets a line of its own, shortened with `…`.
public func wrapped(_ text: String, toWidth width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(whereSeparator: \.isWhitespace) {
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
