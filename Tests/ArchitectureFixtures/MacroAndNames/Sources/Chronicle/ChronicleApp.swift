import ChronicleMacros
import SwiftUI
import SyncUI_macOS
import UITextView_Placeholder

@main
struct ChronicleApp: App {
    var body: some Scene {
        WindowGroup { SyncStatusView(isSynced: true) }
    }
}
