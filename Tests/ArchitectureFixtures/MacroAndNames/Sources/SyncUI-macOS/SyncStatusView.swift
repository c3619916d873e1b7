import ChronicleMacros
import SwiftUI
import UITextView_Placeholder

/// The sync state in the toolbar.
public struct SyncStatusView: View {
    /// Whether the last sync finished.
    public var isSynced: Bool

    /// A status for `isSynced`.
    public init(isSynced: Bool) {
        self.isSynced = isSynced
    }

    /// The label.
    public var body: some View {
        let (value, source) = #stringify(isSynced)
        Label(value ? "Synced" : "Waiting (\(source))", systemImage: value ? "checkmark.icloud" : "icloud")
    }
}
