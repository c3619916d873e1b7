/// Keeps notes by title.
public struct NoteStore: Sendable {
    /// The notes' titles.
    public var titles: [String] = []

    /// Creates an empty store.
    public init() {}
}
