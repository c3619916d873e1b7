import FeatureState
import Networking

/// Everything the product screen shows, as plain values: the renderer draws it, tests assert on it,
/// and a SwiftUI view could observe the same state.
struct ProductState: Equatable, Sendable {
    /// The product this screen is for.
    let productID: String
    /// The product's detail; `.empty` when there is no such product (``absence`` says why).
    var detail: Loadable<ProductDetail, NetworkError> = .idle
    /// The variant `add` uses; nil until the detail has loaded (or when the product has no variants).
    var selectedVariantID: String?
    /// How many items `add` puts in the cart.
    var quantity = 1
    /// The products shown as related; `.empty` when the product names none the shop still has.
    var related: Loadable<[RelatedProduct], NetworkError> = .idle
    /// How many of each of this product's variants the cart holds, by variant ID.
    var quantityInCart: [String: Int] = [:]
    /// An add to the cart is in flight.
    var isAdding = false
    /// The confirmation of the last add, cleared by the next intent that changes the state.
    var notice: ProductNotice?

    /// Why there is no product to show, when ``detail`` is empty.
    var absence: ProductAbsence? {
        guard case .empty = detail else { return nil }
        return ProductIDFormat.isValid(productID) ? .notInShop : .malformedID
    }

    var selectedVariant: ProductVariant? {
        guard let id = selectedVariantID else { return nil }
        return detail.value?.variant(id: id)
    }

    /// How many items of the selected variant could still be added.
    var addableQuantity: Int {
        guard let variant = selectedVariant else { return 0 }
        return PurchaseRules.addableQuantity(stock: variant.stock, inCart: quantityInCart[variant.id, default: 0])
    }
}
