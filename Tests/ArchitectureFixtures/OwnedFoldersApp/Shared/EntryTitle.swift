import JournalKit

/// How an entry's title is shown.
enum EntryTitle {
    static func format(_ entry: Entry) -> String {
        entry.title.uppercased()
    }
}
