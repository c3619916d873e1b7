/// Formats a note's title for display.
public enum NoteFormatter {
    /// `title` without surrounding spaces.
    public static func display(_ title: String) -> String {
        String(title.drop { $0 == " " })
    }
}
