import Persistence

/// A payment asked for (or about to be asked for) for an order of the cart that is not placed yet: the idempotency
/// key it is asked under, and the amount, so that after a lost reply and a restart the same payment is asked for
/// with the same key and the provider answers with the same authorization instead of charging again.
///
/// It is the first half of an order attempt, so it lives where the second half (``PendingOrder``) lives, for the
/// same reasons: the orderer (Checkout) has no tables of its own (a feature does not import Persistence), and the
/// step from one half to the other must be one: ``CartStore/holdForOrder(_:)`` records the order and forgets the
/// payment it names in one transaction, so a restart finds one or the other, never neither. The store keeps at most
/// one; no card data is kept, only what the provider needs to recognise the payment again.
public struct PendingPayment: Hashable, Sendable {
    /// The key the payment is asked for with, every time: the provider authorizes at most once per key.
    public let idempotencyKey: String
    /// The amount asked for, in minor units of `currencyCode`.
    public let amountMinorUnits: Int
    /// The ISO 4217 code of the amount, such as `USD`.
    public let currencyCode: String

    /// A pending payment of `amountMinorUnits` in `currencyCode`, asked for with `idempotencyKey`.
    public init(idempotencyKey: String, amountMinorUnits: Int, currencyCode: String) {
        self.idempotencyKey = idempotencyKey
        self.amountMinorUnits = amountMinorUnits
        self.currencyCode = currencyCode
    }
}

extension CartStore {
    /// The payment asked for but not yet followed by an order, as the database holds it now (written by this
    /// process or another, before a restart or not); nil when there is none.
    ///
    /// - Throws: ``CartError/storage(_:)``.
    public func pendingPayment() throws(CartError) -> PendingPayment? {
        do {
            return try database.read { connection throws(DatabaseError) in try Self.pendingPayment(connection) }
        } catch {
            throw .storage(error)
        }
    }

    /// Records `payment` before its request leaves, so a restart asks for it again with the same key. It takes the
    /// place of an earlier pending payment (one for another amount, which no order will use).
    ///
    /// - Throws: ``CartError/orderPending(idempotencyKey:)`` when an order is pending (settle it first), or
    ///   ``CartError/storage(_:)``.
    public func holdForPayment(_ payment: PendingPayment) throws(CartError) {
        do {
            try database.write { connection in
                if let pending = try Self.storage({ () throws(DatabaseError) in try Self.pendingOrder(connection) }) {
                    throw CartError.orderPending(idempotencyKey: pending.idempotencyKey)
                }
                try Self.run { () throws(DatabaseError) in
                    try connection.execute(
                        """
                        INSERT OR REPLACE INTO cart_pending_payment
                            (id, idempotency_key, amount_minor_units, currency_code)
                        VALUES (1, ?, ?, ?)
                        """,
                        .text(payment.idempotencyKey), SQLValue(payment.amountMinorUnits), .text(payment.currencyCode))
                }
            }
        } catch {
            throw Self.storageError(error)
        }
    }

    /// Forgets the pending payment asked for with `idempotencyKey`; forgetting one that is not pending does nothing.
    ///
    /// - Throws: ``CartError/storage(_:)``.
    public func forgetPayment(idempotencyKey: String) throws(CartError) {
        do {
            try database.write { connection throws(DatabaseError) in
                try connection.execute(
                    "DELETE FROM cart_pending_payment WHERE idempotency_key = ?", .text(idempotencyKey))
            }
        } catch {
            throw .storage(error)
        }
    }

    static func pendingPayment(_ connection: Connection) throws(DatabaseError) -> PendingPayment? {
        guard
            let row = try connection.queryOne(
                "SELECT idempotency_key, amount_minor_units, currency_code FROM cart_pending_payment")
        else { return nil }
        return PendingPayment(
            idempotencyKey: try row.string("idempotency_key"), amountMinorUnits: try row.int("amount_minor_units"),
            currencyCode: try row.string("currency_code"))
    }

    /// The pending payment's table: one row at most (`id` is always 1).
    static let pendingPaymentMigration = Migration(
        version: 3, name: "create cart_pending_payment",
        statements: [
            """
            CREATE TABLE cart_pending_payment (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                idempotency_key TEXT NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 255),
                amount_minor_units INTEGER NOT NULL CHECK (amount_minor_units > 0),
                currency_code TEXT NOT NULL CHECK (length(currency_code) = 3)
            )
            """
        ])
}
