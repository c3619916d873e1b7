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

/// Shortens `text` to at most `width` characters (grapheme clusters), ending in `…` when something was cut.
public func truncated(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    guard width > 1 else { return "…" }
    return String(text.prefix(width - 1)) + "…"
}
