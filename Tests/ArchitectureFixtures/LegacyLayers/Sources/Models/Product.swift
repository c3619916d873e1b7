import Foundation

/// Every screen's product, with every screen's fields.
public struct Product: Equatable, Sendable {
    /// The product's ID.
    public var id: String
    /// The price in minor units.
    public var price: Int?
}
