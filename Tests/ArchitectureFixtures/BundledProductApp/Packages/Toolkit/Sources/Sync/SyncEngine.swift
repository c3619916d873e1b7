import Storage

/// Sends a store's notes to a server.
public struct SyncEngine: Sendable {
    /// The store synced.
    public var store: NoteStore

    /// Creates an engine for `store`.
    public init(store: NoteStore) {
        self.store = store
    }
}
