import SwiftUI

#if canImport(RevenueCat)
    import RevenueCat
#endif

@main
struct TrailsApp: App {
    var body: some Scene {
        WindowGroup { Text("Trails") }
    }
}
