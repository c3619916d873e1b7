import Foundation
import NotesKit

/// Keeps notes in sync while the app is closed.
final class SyncProvider {
    let store = NoteStore()
}
