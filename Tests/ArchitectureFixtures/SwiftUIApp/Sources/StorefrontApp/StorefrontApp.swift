import APIClient
import DesignSystem
import FirebaseAnalytics
import HomeFeature
import SettingsFeature
import SwiftUI

@main
struct StorefrontApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeView(client: LiveCatalogueClient())
                SettingsView()
            }
            .tint(Palette.accent)
        }
    }
}
