import JournalKit
import SwiftUI

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            Text(EntryTitle.format(Entry(title: "Today")))
        }
    }
}
