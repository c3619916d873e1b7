import Foundation
import Observation

/// One journal entry.
public struct Entry: Identifiable, Sendable {
    /// Stable identity.
    public var id = UUID()
    /// What the entry is about.
    public var title: String
    /// When it was written.
    public var date: Date

    /// Creates an entry.
    public init(title: String, date: Date) {
        self.title = title
        self.date = date
    }
}

/// The entries, newest first.
@MainActor @Observable
public final class EntryStore {
    /// Every entry.
    public private(set) var entries: [Entry] = []

    /// An empty journal.
    public init() {}
}
