import CartFeature
import CatalogFeature
import DesignSystem
import SwiftUI

struct RootView: View {
    let catalog: CatalogScreen
    let cart: CartScreen

    var body: some View {
        TabView {
            catalog.tabItem { Label("Shop", systemImage: "bag") }
            cart.tabItem { Label("Cart", systemImage: "cart") }
        }
        .tint(Palette.accent)
    }
}
