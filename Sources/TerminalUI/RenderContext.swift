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

    /// Marks `text` with `style`. The style is part of the line's type, not of its characters (see
    /// ``TerminalText``): it is written as an ANSI code only when the terminal's context allows colour.
    public func styled(_ text: String, _ style: TextStyle) -> TerminalText {
        TerminalText(text).styled(style)
    }

    /// Marks every plain run of `text` with `style`, keeping the runs that have a style of their own.
    public func styled(_ text: TerminalText, _ style: TextStyle) -> TerminalText {
        text.styled(style)
    }

    /// Shortens `text` to the context's width; see ``truncated(_:toWidth:)``.
    public func fitted(_ text: String) -> String { truncated(text, toWidth: width) }

    /// Shortens a styled line to the context's width; see ``TerminalText/truncated(toWidth:)``.
    public func fitted(_ text: TerminalText) -> TerminalText { text.truncated(toWidth: width) }
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
