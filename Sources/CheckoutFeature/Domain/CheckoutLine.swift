import CartStore

/// A line of the cart as Checkout sees it: what to quote and order, without any price.
struct CheckoutLine: Hashable, Sendable {
    let productID: String
    let variantID: String?
    let quantity: Int

    init(productID: String, variantID: String?, quantity: Int) {
        self.productID = productID
        self.variantID = variantID
        self.quantity = quantity
    }

    init(_ line: CartLine) {
        self.init(productID: line.productID, variantID: line.variantID, quantity: line.quantity)
    }

    /// The cart store's key for this line.
    var key: CartLineKey { CartLineKey(productID: productID, variantID: variantID) }
}
