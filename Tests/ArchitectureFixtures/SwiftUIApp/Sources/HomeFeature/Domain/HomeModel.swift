import APIClient
import Combine
import SwiftUI

final class HomeModel: ObservableObject {
    @Published var picks: [String] = []
    let client: any CatalogueClient

    init(client: any CatalogueClient) {
        self.client = client
    }
}
