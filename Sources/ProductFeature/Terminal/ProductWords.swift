/// The words the product terminal shows for what the model refuses: one line per refusal, saying what was wrong
/// and what to type instead. A SwiftUI view would say the same things its own way.
extension ProductRefusal {
    /// The one-line message for this refusal.
    var message: String {
        switch self {
        case .stillLoading: "the product is still loading"
        case .didNotLoad: "the product did not load; type retry"
        case .noProduct: "there is no product here to choose or add"
        case .noVariants: "this product has no variants to choose from"
        case .noBuyableVariant: "this product has no variants that can be bought"
        case .noSuchVariant(let id, let count): "no variant '\(id)'; use a row number 1-\(count) or a variant id"
        case .quantityOutOfRange(let maximum): "the quantity must be a whole number from 1 to \(maximum)"
        case .soldOut(let variant): "\(variant) is sold out"
        case .allStockInCart(let stock, let variant): "your cart already holds all \(stock) \(variant) in stock"
        case .lineFull(let maximum): "your cart already holds the most one line can have (\(maximum))"
        case .exceedsStock(let available, let inCart, let variant):
            "only \(available) more \(variant) can be added" + (inCart > 0 ? " (\(inCart) already in your cart)" : "")
        case .addInProgress: "an add to the cart is already in progress"
        case .cartRefused(let error): "could not add to the cart: \(error.description)"
        case .relatedDidNotLoad: "related products did not load; type retry"
        case .noRelatedProducts: "there are no related products to open"
        case .noSuchRelatedProduct(let row, let count): "no related product \(row); choose 1 to \(count)"
        case .nothingToRetry: "nothing failed, so there is nothing to retry"
        }
    }
}

extension ProductNotice {
    /// The notice as the terminal shows it.
    var message: String {
        switch self {
        case .added(let quantity, let variant): "Added \(quantity) × \(variant) to the cart."
        }
    }
}

extension ProductDetail {
    /// The rating as `4.3★`.
    var ratingText: String { "\(ratingTenths / 10).\(ratingTenths % 10)★" }
}
