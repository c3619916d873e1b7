public import Foundation
import Persistence

/// An order sent (or about to be sent) for lines of the cart whose outcome is not known yet: its idempotency key,
/// the exact request to send again, and the lines it orders.
///
/// It lives with the cart, in the cart's database, because its end and the cart's change are one step: when the
/// order is confirmed, ``CartStore/completeOrder(idempotencyKey:)`` deletes it and takes the ordered lines out of
/// the cart in one transaction, so a restart between the two cannot happen and cannot lead to a second order. The
/// orderer (Checkout) knows only this value, never a table: features do not import Persistence. The store keeps
/// at most one, for all processes sharing the database: while it is unsettled no other order starts.
public struct PendingOrder: Hashable, Sendable {
    /// The key the order is sent with, every time: the server places at most one order per key.
    public let idempotencyKey: String
    /// The request body, byte for byte as first sent, so a retry is the same request.
    public let request: Data
    /// The cart lines the order is for.
    public let lines: [CartLine]

    /// A pending order of `lines`, sent as `request` with `idempotencyKey`.
    public init(idempotencyKey: String, request: Data, lines: [CartLine]) {
        self.idempotencyKey = idempotencyKey
        self.request = request
        self.lines = lines
    }
}

extension CartStore {
    /// The order whose outcome is not known yet, as the database holds it now (written by this process or another,
    /// before a restart or not); nil when there is none.
    ///
    /// - Throws: ``CartError/storage(_:)``.
    public func pendingOrder() throws(CartError) -> PendingOrder? {
        do {
            return try database.read { connection throws(DatabaseError) in try Self.pendingOrder(connection) }
        } catch {
            throw .storage(error)
        }
    }

    /// Records `order` as pending before its request leaves, so it survives a crash or a restart, and forgets the
    /// ``PendingPayment`` in the same transaction (the order names its authorization now). Recording the same key
    /// again does nothing.
    ///
    /// - Throws: ``CartError/orderPending(idempotencyKey:)`` when another order is pending (settle it first), or
    ///   ``CartError/storage(_:)``.
    public func holdForOrder(_ order: PendingOrder) throws(CartError) {
        do {
            try database.write { connection in
                if let pending = try Self.storage({ () throws(DatabaseError) in try Self.pendingOrder(connection) }) {
                    guard pending.idempotencyKey == order.idempotencyKey else {
                        throw CartError.orderPending(idempotencyKey: pending.idempotencyKey)
                    }
                    return
                }
                try Self.run { () throws(DatabaseError) in
                    try connection.execute("DELETE FROM cart_pending_payment")
                    try connection.execute(
                        "INSERT INTO cart_pending_order (id, idempotency_key, request) VALUES (1, ?, ?)",
                        .text(order.idempotencyKey), .blob(order.request))
                    for (position, line) in order.lines.enumerated() {
                        try connection.execute(
                            """
                            INSERT INTO cart_pending_order_lines (position, product_id, variant_id, quantity)
                            VALUES (?, ?, ?, ?)
                            """,
                            SQLValue(position), .text(line.productID), .text(line.variantID ?? ""),
                            SQLValue(line.quantity))
                    }
                }
            }
        } catch {
            throw Self.storageError(error)
        }
    }

    /// The order with `idempotencyKey` is confirmed: in one transaction, forgets it and takes the lines it ordered
    /// out of the cart (a line holding more than was ordered keeps the rest; lines added meanwhile stay), then
    /// tells the observers.
    ///
    /// - Throws: ``CartError/storage(_:)``.
    @discardableResult
    public func completeOrder(idempotencyKey: String) async throws(CartError) -> OrderCompletion {
        try await change { connection, current throws(CartError) in
            let pending = try Self.storage { () throws(DatabaseError) in try Self.pendingOrder(connection) }
            guard let pending, pending.idempotencyKey == idempotencyKey else { return .alreadyCompleted }
            try Self.run { () throws(DatabaseError) in
                for line in pending.lines {
                    // A line holding no more than was ordered goes; one holding more keeps the rest.
                    try connection.execute(
                        "DELETE FROM cart_lines WHERE product_id = ? AND variant_id = ? AND quantity <= ?",
                        .text(line.productID), .text(line.variantID ?? ""), SQLValue(line.quantity))
                    try connection.execute(
                        "UPDATE cart_lines SET quantity = quantity - ? WHERE product_id = ? AND variant_id = ?",
                        SQLValue(line.quantity), .text(line.productID), .text(line.variantID ?? ""))
                }
                try Self.forgetPendingOrder(connection)
            }
            let left = try Self.storage { () throws(DatabaseError) in try Self.lines(connection) }
            return left.isEmpty ? .cartEmptied : .otherLinesKept
        }
    }

    /// The order with `idempotencyKey` was definitely not placed (refused, or its prices expired): forgets it and
    /// leaves the cart as it is. Abandoning an order that is not pending does nothing.
    ///
    /// - Throws: ``CartError/storage(_:)``.
    public func abandonOrder(idempotencyKey: String) throws(CartError) {
        do {
            try database.write { connection throws(DatabaseError) in
                guard try Self.pendingOrder(connection)?.idempotencyKey == idempotencyKey else { return }
                try Self.forgetPendingOrder(connection)
            }
        } catch {
            throw .storage(error)
        }
    }

    static func pendingOrder(_ connection: Connection) throws(DatabaseError) -> PendingOrder? {
        guard let row = try connection.queryOne("SELECT idempotency_key, request FROM cart_pending_order") else {
            return nil
        }
        let lines = try connection.query(
            "SELECT product_id, variant_id, quantity FROM cart_pending_order_lines ORDER BY position"
        ).map { row throws(DatabaseError) in
            let variantID = try row.string("variant_id")
            return CartLine(
                productID: try row.string("product_id"), variantID: variantID.isEmpty ? nil : variantID,
                quantity: try row.int("quantity"))
        }
        return PendingOrder(
            idempotencyKey: try row.string("idempotency_key"), request: try row.data("request"), lines: lines)
    }

    private static func forgetPendingOrder(_ connection: Connection) throws(DatabaseError) {
        try connection.execute("DELETE FROM cart_pending_order_lines")
        try connection.execute("DELETE FROM cart_pending_order")
    }

    /// Runs a read of the cart's tables, mapping its failure to ``CartError/storage(_:)``.
    static func storage<Value>(_ read: () throws(DatabaseError) -> Value) throws(CartError) -> Value {
        do { return try read() } catch { throw .storage(error) }
    }

    /// The pending order's tables: one row at most (`id` is always 1), and its lines.
    static let pendingOrderMigration = Migration(
        version: 2, name: "create cart_pending_order",
        statements: [
            """
            CREATE TABLE cart_pending_order (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
                request BLOB NOT NULL
            )
            """,
            """
            CREATE TABLE cart_pending_order_lines (
                position INTEGER PRIMARY KEY,
                product_id TEXT NOT NULL,
                variant_id TEXT NOT NULL DEFAULT '',
                quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99)
            )
            """,
        ])
}
