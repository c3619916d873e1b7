import SwiftUI
import TrailsKit

@main
struct TrailheadWatchApp: App {
    var body: some Scene { WindowGroup { Text("Trails") } }
}
