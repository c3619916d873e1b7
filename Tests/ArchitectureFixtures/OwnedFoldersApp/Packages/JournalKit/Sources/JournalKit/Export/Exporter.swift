/// Writes entries as plain text.
public enum Exporter {
    /// `entry` as one line.
    public static func line(for entry: Entry) -> String {
        entry.title
    }
}
