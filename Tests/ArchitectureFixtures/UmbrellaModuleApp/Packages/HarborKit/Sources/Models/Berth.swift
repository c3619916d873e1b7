import Foundation

/// A place to moor a boat for a night.
public struct Berth: Identifiable, Hashable, Sendable {
    /// The harbour's own number for the berth.
    public var id: String
    /// The longest boat that fits, in centimetres.
    public var maximumLength: Int
    /// The price of one night, in minor units of `currency`.
    public var nightlyPrice: Int
    /// ISO 4217.
    public var currency: String

    /// Creates a berth.
    public init(id: String, maximumLength: Int, nightlyPrice: Int, currency: String) {
        self.id = id
        self.maximumLength = maximumLength
        self.nightlyPrice = nightlyPrice
        self.currency = currency
    }
}
