import Storage

/// Edits the notes of a store.
public struct NoteEditor: Sendable {
    /// The store edited.
    public var store = NoteStore()

    /// Creates an editor.
    public init() {}
}
