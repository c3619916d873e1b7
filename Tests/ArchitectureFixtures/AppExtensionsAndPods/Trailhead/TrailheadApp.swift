import Kingfisher
import MapFeature
import SwiftUI
import TrailsFeature

@main
struct TrailheadApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}
