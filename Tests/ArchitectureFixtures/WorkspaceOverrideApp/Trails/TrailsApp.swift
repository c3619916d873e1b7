import SwiftUI
import TrailMaps
import TrailModels

@main
struct TrailsApp: App {
    var body: some Scene {
        WindowGroup {
            Text(TrailMap(trail: Trail(name: "Ridge")).trail.name)
        }
    }
}
