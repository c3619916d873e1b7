public import FeatureState

/// An order the shop confirmed: what anyone who reacts to a confirmation needs to know of it.
///
/// It carries what the shop's reply to placing the order said (the order's ID, how many items, the total), so a
/// listener needs no request of its own to react.
public struct ConfirmedOrder: Hashable, Sendable {
    /// The shop's ID of the order, such as `o-000042`.
    public let orderID: String
    /// Units across all lines of the order.
    public let itemCount: Int
    /// What the order costs, in minor units and an ISO 4217 currency code.
    public let total: Money

    /// An order confirmed with `orderID`, `itemCount` units and `total`.
    public init(orderID: String, itemCount: Int, total: Money) {
        self.orderID = orderID
        self.itemCount = itemCount
        self.total = total
    }
}
