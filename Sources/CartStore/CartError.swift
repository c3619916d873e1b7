public import Persistence

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
