/// One line of the cart: how many of one product variant.
public struct CartLine: Hashable, Sendable {
    /// The product's identifier.
    public let productID: String
    /// The variant's identifier, or nil.
    public let variantID: String?
    /// How many, in `1...CartStore.maximumQuantityPerLine`.
    public let quantity: Int

    /// The line's key.
    public var key: CartLineKey { CartLineKey(productID: productID, variantID: variantID) }

    /// A line from its key's parts and quantity.
    public init(productID: String, variantID: String?, quantity: Int) {
        self.productID = productID
        self.variantID = variantID
        self.quantity = quantity
    }
}
