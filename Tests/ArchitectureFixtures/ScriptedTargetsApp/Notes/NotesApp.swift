import AppKit
import NotesKit
import Sentry

/// The app's entry point.
@main
enum NotesApp {
    static func main() {
        SentrySDK.start { _ in }
        NSApplication.shared.run()
    }
}
