import FeatureState

/// A product as the product screen sees it: something to choose a variant of and buy.
///
/// Search's indicative offer and Checkout's locked quote are different models on purpose.
struct ProductDetail: Hashable, Sendable {
    let id: String
    let name: String
    let categoryName: String
    let description: String
    /// Average rating in tenths of a star, 0...50.
    let ratingTenths: Int
    let ratingCount: Int
    /// The purchasable variants (sizes, colours…), in the order the shop lists them.
    let variants: [ProductVariant]
    /// Other products the shop suggests with this one, in its order.
    let relatedProductIDs: [String]

    /// The variant chosen when the screen opens: the first one in stock, or the first one when all are sold out.
    var defaultVariant: ProductVariant? {
        variants.first { $0.stock > 0 } ?? variants.first
    }

    func variant(id: String) -> ProductVariant? {
        variants.first { $0.id == id }
    }
}

/// One purchasable form of a product with its own price and stock.
struct ProductVariant: Hashable, Sendable {
    let id: String
    let name: String
    let price: Money
    /// Items the shop has; 0 means sold out.
    let stock: Int
}

/// A product suggested alongside the one shown: enough to decide whether to open it.
struct RelatedProduct: Hashable, Sendable {
    let id: String
    let name: String
    /// The lowest variant price.
    let fromPrice: Money
    let inStock: Bool
}

/// What a product ID may look like before it is put into a request path.
enum ProductIDFormat {
    static let maximumLength = 128

    /// Non-empty, at most ``maximumLength`` characters, only ASCII letters, digits, `-`, `_` and `.`, and not a
    /// path segment of its own (`.` or `..`).
    static func isValid(_ id: String) -> Bool {
        guard !id.isEmpty, id.count <= maximumLength, id != ".", id != ".." else { return false }
        return id.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_.".unicodeScalars.contains(scalar))
        }
    }
}
