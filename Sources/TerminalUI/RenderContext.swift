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
