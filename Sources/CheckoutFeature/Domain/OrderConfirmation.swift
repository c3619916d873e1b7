import FeatureState

/// The backend's confirmation of a placed order: what the shop's reply to placing it said, shown on Checkout's own
/// screen (the order, its lines and what they cost) and told to the host in ``CheckoutOutput/orderPlaced(orderID:itemCount:total:)``.
struct OrderConfirmation: Hashable, Sendable {
    /// One line of the order, as the shop charged it.
    struct Line: Hashable, Sendable {
        let productID: String
        let name: String
        let variantName: String
        let quantity: Int
        let lineTotal: Money
    }

    let orderID: String
    /// Units across all lines.
    let itemCount: Int
    let total: Money
    /// The total of the quote the order named, when it was known; the confirmation shows the difference when the
    /// shop charged another total (see ``chargedOtherThanQuoted``).
    var quotedTotal: Money? = nil
    /// The order's lines, in the order the shop listed them.
    var lines: [Line] = []

    /// Whether the shop's total differs from the quoted one. The order is placed by then (the shop has it), so
    /// this cannot be refused; it is shown, with what to do, next to the confirmation.
    var chargedOtherThanQuoted: Bool { quotedTotal.map { $0 != total } ?? false }
}
