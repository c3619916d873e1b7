import Editor
import Formatting
import SwiftUI

@main
struct NotebookApp: App {
    var body: some Scene {
        WindowGroup {
            Text(NoteFormatter.display(" Notes"))
        }
    }
}
