import FeatureState
import Foundation
import Persistence

/// Profile's offline copy of orders in its own tables: the app's ``ProfileDependencies/OrderCache``.
///
/// Summaries are rows; a detail is one JSON document of Profile's own ``OrderDetail`` (not the wire shape), so
/// the cache does not change when the API does. Every failure is a ``DatabaseError``: a document that is not an
/// ``OrderDetail`` (damaged, or written by another version) is a ``DatabaseError/typeMismatch(column:expected:actual:)``
/// of its column, as a column holding another type would be.
struct OrderCacheTables: Sendable {
    let database: Database

    /// Replaces the customer's cached history with `page`, its first page.
    func replaceHistory(customerID: String, with page: OrderPage, savedAt: Date) throws(DatabaseError) {
        try ProfileTables.prepare(database)
        try database.write { connection throws(DatabaseError) in
            try connection.execute(
                """
                INSERT INTO profile_order_lists (customer_id, saved_at) VALUES (?, ?)
                ON CONFLICT (customer_id) DO UPDATE SET saved_at = excluded.saved_at
                """, SQLValue(customerID), SQLValue(savedAt))
            try connection.execute("DELETE FROM profile_order_summaries WHERE customer_id = ?", SQLValue(customerID))
            try Self.insert(page.orders, customerID: customerID, from: 0, connection)
        }
    }

    /// Adds a later page after the rows already cached for the customer.
    func appendToHistory(customerID: String, _ page: OrderPage) throws(DatabaseError) {
        try ProfileTables.prepare(database)
        try database.write { connection throws(DatabaseError) in
            guard
                let row = try connection.queryOne(
                    """
                    SELECT count(*) AS cached FROM profile_order_summaries WHERE customer_id = ?
                    """, SQLValue(customerID))
            else { return }
            try Self.insert(page.orders, customerID: customerID, from: try row.int("cached"), connection)
        }
    }

    /// The customer's cached history and when its first page was saved, or nil when nothing is cached.
    func history(customerID: String) throws(DatabaseError) -> (orders: [OrderSummary], savedAt: Date)? {
        try ProfileTables.prepare(database)
        return try database.read { connection throws(DatabaseError) in
            guard
                let list = try connection.queryOne(
                    "SELECT saved_at FROM profile_order_lists WHERE customer_id = ?", SQLValue(customerID))
            else { return nil }
            let orders = try connection.query(
                """
                SELECT order_id, placed_at, status, item_count, total_amount, total_currency
                FROM profile_order_summaries WHERE customer_id = ? ORDER BY position
                """, SQLValue(customerID)
            ).map { row throws(DatabaseError) in
                OrderSummary(
                    orderID: try row.string("order_id"), placedAt: try row.date("placed_at"),
                    status: try row.string("status"), itemCount: try row.int("item_count"),
                    total: Money(
                        minorUnits: try row.int("total_amount"), currencyCode: try row.string("total_currency")))
            }
            return (orders, try list.date("saved_at"))
        }
    }

    /// Stores `detail`, replacing an earlier copy of the same order.
    func saveDetail(_ detail: OrderDetail, customerID: String, savedAt: Date) throws(DatabaseError) {
        let document = try Self.document(of: detail)
        try ProfileTables.prepare(database)
        try database.write { connection throws(DatabaseError) in
            try connection.execute(
                """
                INSERT OR REPLACE INTO profile_order_details (customer_id, order_id, document, saved_at)
                VALUES (?, ?, ?, ?)
                """, SQLValue(customerID), SQLValue(detail.orderID), SQLValue(document), SQLValue(savedAt))
        }
    }

    /// The cached copy of one order and when it was saved, or nil when it was never fetched.
    func detail(orderID: String, customerID: String) throws(DatabaseError) -> (detail: OrderDetail, savedAt: Date)? {
        try ProfileTables.prepare(database)
        let row = try database.read { connection throws(DatabaseError) in
            try connection.queryOne(
                "SELECT document, saved_at FROM profile_order_details WHERE customer_id = ? AND order_id = ?",
                SQLValue(customerID), SQLValue(orderID))
        }
        guard let row else { return nil }
        return (try Self.orderDetail(inDocument: try row.string("document")), try row.date("saved_at"))
    }

    /// Forgets everything cached for the customer.
    func clear(customerID: String) throws(DatabaseError) {
        try ProfileTables.prepare(database)
        try database.write { connection throws(DatabaseError) in
            try connection.execute("DELETE FROM profile_order_details WHERE customer_id = ?", SQLValue(customerID))
            try connection.execute("DELETE FROM profile_order_lists WHERE customer_id = ?", SQLValue(customerID))
        }
    }

    /// The JSON document kept for `detail`.
    private static func document(of detail: OrderDetail) throws(DatabaseError) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(detail), as: UTF8.self)
        } catch {
            throw .typeMismatch(column: "document", expected: "an order detail as JSON", actual: "one JSON cannot hold")
        }
    }

    /// The order detail a kept document holds.
    private static func orderDetail(inDocument document: String) throws(DatabaseError) -> OrderDetail {
        do {
            return try JSONDecoder().decode(OrderDetail.self, from: Data(document.utf8))
        } catch {
            throw .typeMismatch(
                column: "document", expected: "an order detail as JSON", actual: "a document that is not one")
        }
    }

    private static func insert(
        _ orders: [OrderSummary], customerID: String, from firstPosition: Int, _ connection: Connection
    ) throws(DatabaseError) {
        for (offset, order) in orders.enumerated() {
            try connection.execute(
                """
                INSERT INTO profile_order_summaries
                    (customer_id, position, order_id, placed_at, status, item_count, total_amount, total_currency)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                SQLValue(customerID), SQLValue(firstPosition + offset), SQLValue(order.orderID),
                SQLValue(order.placedAt), SQLValue(order.status), SQLValue(order.itemCount),
                SQLValue(order.total.minorUnits), SQLValue(order.total.currencyCode))
        }
    }
}
