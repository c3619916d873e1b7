import LegacyCharts
import SwiftUI
import WeatherAPI
import WeatherAPITypes

/// Today's forecast, drawn with the old chart view.
public struct ForecastScreen: View {
    let client: WeatherClient
    @State private var days: [Components.Schemas.Day] = []

    /// A view of what it is given.
    public init(client: WeatherClient) {
        self.client = client
    }

    /// The view's content.
    public var body: some View {
        TemperatureChart(values: days.map(\.high))
            .task { days = (try? await client.forecast()) ?? [] }
    }
}
