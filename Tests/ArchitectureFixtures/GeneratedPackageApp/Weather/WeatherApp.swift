import DesignKit
import ForecastFeature
import SwiftUI
import WeatherAPI

@main
struct WeatherApp: App {
    let client = WeatherClient(baseURL: URL(string: "https://api.example.com")!)

    var body: some Scene {
        WindowGroup {
            ForecastScreen(client: client).tint(Palette.accent)
        }
    }
}
