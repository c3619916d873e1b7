import CartFeature
import Foundation

/// A product as every feature shows it.
public struct Product: Equatable, Sendable {
    /// The product's ID.
    public var id: String
}
