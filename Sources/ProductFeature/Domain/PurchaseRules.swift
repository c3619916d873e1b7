import CartStore

/// The rules for how many items of one variant may be added to the cart.
///
/// A quantity is 1...``maximumQuantity``, and the line it lands on may never hold more than the shop has in stock
/// nor more than the cart allows on one line.
enum PurchaseRules {
    /// The most items one add may carry, and the most one cart line may hold.
    static let maximumQuantity = CartStore.maximumQuantityPerLine

    /// How many more items of a variant with `stock` can go into a cart that already holds `inCart` of it.
    static func addableQuantity(stock: Int, inCart: Int) -> Int {
        max(0, min(stock, maximumQuantity) - max(0, inCart))
    }

    /// Why `quantity` items of `variant` cannot be added to a cart holding `inCart` of it, or nil when they can.
    static func refusal(adding quantity: Int, of variant: ProductVariant, inCart: Int) -> ProductRefusal? {
        guard (1...maximumQuantity).contains(quantity) else { return .quantityOutOfRange(maximum: maximumQuantity) }
        guard variant.stock > 0 else { return .soldOut(variant: variant.name) }
        let addable = addableQuantity(stock: variant.stock, inCart: inCart)
        guard addable > 0 else {
            return inCart >= variant.stock
                ? .allStockInCart(stock: variant.stock, variant: variant.name) : .lineFull(maximum: maximumQuantity)
        }
        guard quantity <= addable else {
            return .exceedsStock(available: addable, inCart: max(0, inCart), variant: variant.name)
        }
        return nil
    }

    /// The chosen quantity kept within what can still be added, but never below 1.
    static func clamped(_ quantity: Int, stock: Int, inCart: Int) -> Int {
        let addable = addableQuantity(stock: stock, inCart: inCart)
        return max(1, min(quantity, addable))
    }
}
