import FirebaseAnalytics
import Lottie
import Rswift
import SDWebImage
import SDWebImageSwiftUI
import SettingsFeature
import SwiftUI

@main
struct LighthouseApp: App {
    var body: some Scene {
        WindowGroup { SettingsScreen() }
    }
}
