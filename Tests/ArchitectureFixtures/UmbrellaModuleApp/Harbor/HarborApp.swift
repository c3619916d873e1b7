import HarborCore
import SwiftUI

@main
struct HarborApp: App {
    let environment = HarborEnvironment(api: HarborAPI(baseURL: URL(string: "https://harbor.example")!))

    var body: some Scene {
        WindowGroup { RootView(environment: environment) }
    }
}
