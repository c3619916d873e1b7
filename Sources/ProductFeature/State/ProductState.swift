import FeatureState

/// Everything the product screen shows, as plain values: the renderer draws it, tests assert on it,
/// and a SwiftUI view could observe the same state.
struct ProductState: Equatable, Sendable {
    /// The product this screen is for.
    let productID: String
    var detail: Loadable<ProductDetail> = .idle
    /// The variant `add` uses; nil until the detail has loaded (or when the product has no variants).
    var selectedVariantID: String?
    /// How many items `add` puts in the cart.
    var quantity = 1
    var related: Loadable<[RelatedProduct]> = .idle
    /// How many of each of this product's variants the cart holds, by variant ID.
    var quantityInCart: [String: Int] = [:]
    /// An add to the cart is in flight.
    var isAdding = false
    /// The confirmation of the last add, cleared by the next intent that changes the state.
    var notice: ProductNotice?

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

/// What the product screen tells the user on its own, with what a view needs to say it.
enum ProductNotice: Equatable, Sendable {
    /// `quantity` items of the variant named `variant` went into the cart.
    case added(quantity: Int, variant: String)
}
