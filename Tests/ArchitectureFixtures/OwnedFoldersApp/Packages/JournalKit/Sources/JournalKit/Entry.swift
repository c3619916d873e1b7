/// One journal entry.
public struct Entry: Sendable {
    /// The entry's title.
    public var title: String

    /// Creates an entry.
    public init(title: String) {
        self.title = title
    }
}
