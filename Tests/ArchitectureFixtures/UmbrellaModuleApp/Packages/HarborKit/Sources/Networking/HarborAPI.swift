import Foundation
import Models

/// The harbour's booking API.
public struct HarborAPI: Sendable {
    /// Where the API lives.
    public var baseURL: URL

    /// Creates a client for the API at `baseURL`.
    public init(baseURL: URL) { self.baseURL = baseURL }

    /// The berths free on the night of `date`.
    public func freeBerths(on date: Date) async throws -> [Berth] { [] }
}
