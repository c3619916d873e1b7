import SwiftUI
import Views

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { CheckoutView() }
    }
}
