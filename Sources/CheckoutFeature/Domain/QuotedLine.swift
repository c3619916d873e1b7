import FeatureState

/// One priced line of a quote.
struct QuotedLine: Hashable, Sendable {
    let productID: String
    let variantID: String
    let name: String
    let variantName: String
    let quantity: Int
    let unitPrice: Money
    let lineTotal: Money
}
