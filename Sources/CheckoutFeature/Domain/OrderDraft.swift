import FeatureState

/// What an order asks for: the quote to honour, where to ship, and the gift note.
struct OrderDraft: Hashable, Sendable {
    let quoteID: String
    let shippingAddressID: String
    let giftNote: String?
    /// The cart lines the quote priced: what the cart should hold when the order is confirmed. Not sent.
    let lines: [CheckoutLine]
    /// The quote's total: what is paid before the order is placed. Not sent with the order, and not compared: the
    /// quote decides it (an attempt read back from the cart's database after a restart does not know it).
    let total: Money

    static func == (lhs: OrderDraft, rhs: OrderDraft) -> Bool {
        lhs.quoteID == rhs.quoteID && lhs.shippingAddressID == rhs.shippingAddressID && lhs.giftNote == rhs.giftNote
            && lhs.lines == rhs.lines
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(quoteID)
        hasher.combine(shippingAddressID)
        hasher.combine(giftNote)
        hasher.combine(lines)
    }
}
