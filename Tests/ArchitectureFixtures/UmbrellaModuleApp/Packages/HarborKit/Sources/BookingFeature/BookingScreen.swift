import HarborCore
import Models
import Persistence
import SwiftUI

/// Picks a free berth and books it.
public struct BookingScreen: View {
    let environment: HarborEnvironment
    @State private var berths: [Berth] = []

    /// Creates the screen.
    public init(environment: HarborEnvironment) { self.environment = environment }

    /// The free berths.
    public var body: some View {
        List(berths) { berth in Text(berth.id) }
            .task { berths = (try? await environment.api.freeBerths(on: .now)) ?? [] }
    }

    func previewStore() -> BookingStore { BookingStore() }
}
