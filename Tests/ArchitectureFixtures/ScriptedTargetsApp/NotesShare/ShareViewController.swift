import AppKit
import NotesKit

/// Saves what another app shares as a note.
final class ShareViewController: NSViewController {
    let store = NoteStore()
}
