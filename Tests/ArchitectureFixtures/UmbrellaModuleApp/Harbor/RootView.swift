import AccountFeature
import BookingFeature
import HarborCore
import SwiftUI

struct RootView: View {
    let environment: HarborEnvironment

    var body: some View {
        TabView {
            BookingScreen(environment: environment)
            AccountScreen(api: environment.api)
        }
    }
}
