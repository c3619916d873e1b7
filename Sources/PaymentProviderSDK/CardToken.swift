/// A card the provider holds, named by an opaque token: what an authorization charges instead of the card itself.
public struct CardToken: Hashable, Sendable {
    /// The opaque token, such as `tok-…`.
    public let id: String
    /// The card's last four digits, safe to show.
    public let lastFour: String
    /// The card's brand, such as `visa`.
    public let brand: String

    /// A token from its parts.
    public init(id: String, lastFour: String, brand: String) {
        self.id = id
        self.lastFour = lastFour
        self.brand = brand
    }
}
