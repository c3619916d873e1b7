import Foundation
import Models

/// The shop's HTTP API.
public actor APIClient {
    /// The client the app uses.
    public static let shared = APIClient()

    /// Every product of the catalogue.
    public func products() async throws -> [Product] {
        let url = URL(string: "https://api.example.com/products")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([Product].self, from: data)
    }
}
