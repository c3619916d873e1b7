import JournalKit
import SwiftUI

@main
struct JournalApp: App {
    @State private var store = EntryStore()

    var body: some Scene {
        WindowGroup {
            List(store.entries) { entry in
                Text(EntryFormatting.headline(for: entry))
            }
        }
    }
}
