import CartFeature
import CatalogFeature
import FirebaseAnalytics
import Kingfisher
import SwiftUI

@main
struct StorefrontApp: App {
    init() {
        FirebaseApp.configure()
        KingfisherManager.shared.cache.memoryStorage.config.totalCostLimit = 64 << 20
    }

    var body: some Scene {
        WindowGroup { RootView(catalog: CatalogScreen(), cart: CartScreen()) }
    }
}
