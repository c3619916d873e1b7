/// Identifies one cart line: a product, optionally in one variant (size, colour).
public struct CartLineKey: Hashable, Sendable {
    /// The product's identifier.
    public let productID: String
    /// The variant's identifier, or nil for a product without variants.
    public let variantID: String?

    /// A key from a product and an optional variant.
    public init(productID: String, variantID: String?) {
        self.productID = productID
        self.variantID = variantID
    }
}

extension CartLineKey {
    var displayName: String {
        variantID.map { "product \(productID) (variant \($0))" } ?? "product \(productID)"
    }
}
