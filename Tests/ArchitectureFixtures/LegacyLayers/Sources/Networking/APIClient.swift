import Foundation
import Models
import Utils

/// Every endpoint of the app.
public struct APIClient: Sendable {
    /// A client.
    public init() {}
}
