import Foundation
import JournalKit

/// Shared with the widget through the folder's exception set.
enum EntryFormatting {
    static func headline(for entry: Entry) -> String {
        entry.date.formatted(date: .abbreviated, time: .omitted) + " · " + entry.title
    }
}
