import CartStore

/// Why ``ProductModel`` refused an intent, with what a view needs to say so; the state is left as it was.
///
/// It lives in `Domain/` because ``PurchaseRules`` gives some of its verdicts in it. The words live with the view:
/// the terminal's are in `ProductScreen`.
enum ProductRefusal: Error, Equatable, Sendable {
    /// The product is still loading.
    case stillLoading
    /// The product did not load; retrying may bring it.
    case didNotLoad
    /// There is no product here (the ID is malformed, or the shop has no such product).
    case noProduct
    /// The product has no variants at all, so none can be chosen.
    case noVariants
    /// The product has no variant that could be bought.
    case noBuyableVariant
    /// No variant has this ID; the product has `count` variants.
    case noSuchVariant(id: String, count: Int)
    /// The quantity is not from 1 to `maximum`.
    case quantityOutOfRange(maximum: Int)
    /// The variant named `variant` is sold out.
    case soldOut(variant: String)
    /// The cart already holds all `stock` items of the variant named `variant`.
    case allStockInCart(stock: Int, variant: String)
    /// The cart's line for this variant already holds the most one line may (`maximum`).
    case lineFull(maximum: Int)
    /// Only `available` more items of the variant named `variant` can be added; the cart holds `inCart` of it.
    case exceedsStock(available: Int, inCart: Int, variant: String)
    /// An add to the cart is already in flight.
    case addInProgress
    /// The cart refused the change and was left as it was.
    case cartRefused(CartError)
    /// The related products did not load; retrying may bring them.
    case relatedDidNotLoad
    /// There are no related products.
    case noRelatedProducts
    /// No related product on row `row`; `count` are shown.
    case noSuchRelatedProduct(Int, count: Int)
    /// Nothing failed, so there is nothing to repeat.
    case nothingToRetry
}
