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
