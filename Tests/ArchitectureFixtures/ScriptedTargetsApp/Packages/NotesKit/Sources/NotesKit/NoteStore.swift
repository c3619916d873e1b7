/// Where notes are kept.
public final class NoteStore {
    /// An empty store.
    public init() {}
}
