/// The cart's contents at one moment, a plain value safe to hand to any feature.
public struct CartSnapshot: Hashable, Sendable {
    /// The lines, in the order each was first added.
    public let lines: [CartLine]

    /// A snapshot of `lines`.
    public init(lines: [CartLine]) { self.lines = lines }

    /// The empty cart.
    public static let empty = CartSnapshot(lines: [])

    /// The sum of all quantities (what a cart badge shows).
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// Whether the cart has no lines.
    public var isEmpty: Bool { lines.isEmpty }

    /// The quantity on the line for `key`, or 0 when there is none.
    public func quantity(of key: CartLineKey) -> Int {
        lines.first { $0.key == key }?.quantity ?? 0
    }
}
