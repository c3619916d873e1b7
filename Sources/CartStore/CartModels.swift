public import Persistence

/// Identifies one cart line: a product, optionally in one variant (size, colour).
public struct CartLineKey: Hashable, Sendable {
    /// The product's identifier.
    public let productID: String
    /// The variant's identifier, or nil for a product without variants.
    public let variantID: String?

    /// A key from a product and an optional variant.
    public init(productID: String, variantID: String?) {
        self.productID = productID
        self.variantID = variantID
    }
}

/// One line of the cart: how many of one product variant.
public struct CartLine: Hashable, Sendable {
    /// The product's identifier.
    public let productID: String
    /// The variant's identifier, or nil.
    public let variantID: String?
    /// How many, in `1...CartStore.maximumQuantityPerLine`.
    public let quantity: Int

    /// The line's key.
    public var key: CartLineKey { CartLineKey(productID: productID, variantID: variantID) }

    /// A line from its key's parts and quantity.
    public init(productID: String, variantID: String?, quantity: Int) {
        self.productID = productID
        self.variantID = variantID
        self.quantity = quantity
    }
}

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

/// Why a cart change was refused. Every refusal leaves the cart unchanged, in memory and on disk.
public enum CartError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A quantity outside `1...99`.
    case invalidQuantity(Int)
    /// Adding would take the line above `limit` items.
    case quantityLimitExceeded(key: CartLineKey, limit: Int)
    /// A new line would exceed `limit` lines.
    case tooManyLines(limit: Int)
    /// No line has this key.
    case lineNotFound(CartLineKey)
    /// The product ID is empty, too long or contains control characters.
    case invalidProductID(String)
    /// The variant ID is empty (use nil for no variant), too long or contains control characters.
    case invalidVariantID(String)
    /// Another order from this cart is still pending (its outcome unknown): settle it before starting one.
    case orderPending(idempotencyKey: String)
    /// The database refused the change; nothing was changed.
    case storage(DatabaseError)

    /// A readable one-line explanation.
    public var description: String {
        switch self {
        case .invalidQuantity(let quantity):
            "quantity \(quantity) is not allowed; use 1 to \(CartStore.maximumQuantityPerLine)"
        case .quantityLimitExceeded(let key, let limit):
            "\(key.displayName) cannot have more than \(limit) items"
        case .tooManyLines(let limit): "the cart cannot hold more than \(limit) different items"
        case .lineNotFound(let key): "\(key.displayName) is not in the cart"
        case .invalidProductID(let id): "invalid product ID \"\(id)\""
        case .invalidVariantID(let id): "invalid variant ID \"\(id)\""
        case .orderPending: "an order from this cart got no answer yet; settle it (retry) before placing another"
        case .storage(let error): "the cart could not be saved: \(Self.reason(error)); nothing was changed"
        }
    }

    /// What a person can do about a storage failure, in words of theirs: SQLite's own message (a constraint's
    /// table and columns, say) is for a developer and never reaches the screen.
    private static func reason(_ error: DatabaseError) -> String {
        switch error {
        case .busy, .locked: "another window of the app kept the cart busy; try again"
        case .full: "the disk is full; free some space and try again"
        case .readOnly: "its database file cannot be written; check the data directory's permissions"
        case .closed: "its database is closed; start the app again"
        case .corrupt, .notADatabase: "its database file is damaged"
        default: "its database refused the change"
        }
    }
}

extension CartLineKey {
    var displayName: String {
        variantID.map { "product \(productID) (variant \($0))" } ?? "product \(productID)"
    }
}
