import FeatureState

/// The backend's confirmation of a placed order.
struct OrderConfirmation: Hashable, Sendable {
    let orderID: String
    let itemCount: Int
    let total: Money
    /// The total of the quote the order named, when it was known; the confirmation shows the difference when the
    /// shop charged another total (see ``chargedOtherThanQuoted``).
    var quotedTotal: Money? = nil

    /// Whether the shop's total differs from the quoted one. The order is placed by then (the shop has it), so
    /// this cannot be refused; it is shown, with what to do, next to the confirmation.
    var chargedOtherThanQuoted: Bool { quotedTotal.map { $0 != total } ?? false }
}
