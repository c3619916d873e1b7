import Foundation
import InProcessHost
import Networking
import Persistence

/// A ``ShopStore`` in the host's SQLite `Database`, in tables the backend owns (`backend_*`, migrated under the
/// owner `embedded-backend`), so sessions, orders, stock and idempotency records survive a restart.
///
/// Quotes and orders are immutable documents: they are stored as their JSON body next to the columns that
/// queries and constraints need (`backend_orders.quote_id` is UNIQUE, so a quote can back one order only).
final class SQLiteShopStore: ShopStore {
    static let owner = "embedded-backend"

    static let migrations = [
        Migration(
            version: 1, name: "create sessions, quotes, orders, sales and idempotency tables",
            statements: [
                """
                CREATE TABLE backend_sessions (
                    token TEXT PRIMARY KEY,
                    customer_id TEXT NOT NULL,
                    created_at INTEGER NOT NULL
                )
                """,
                """
                CREATE TABLE backend_quotes (
                    id TEXT PRIMARY KEY,
                    expires_at INTEGER NOT NULL,
                    body TEXT NOT NULL
                )
                """,
                """
                CREATE TABLE backend_orders (
                    number INTEGER PRIMARY KEY,
                    id TEXT NOT NULL UNIQUE,
                    customer_id TEXT NOT NULL,
                    quote_id TEXT NOT NULL UNIQUE,
                    placed_at INTEGER NOT NULL,
                    body TEXT NOT NULL
                )
                """,
                "CREATE INDEX backend_orders_by_customer ON backend_orders (customer_id, number)",
                """
                CREATE TABLE backend_variant_sales (
                    variant_id TEXT PRIMARY KEY,
                    sold INTEGER NOT NULL CHECK (sold >= 0)
                )
                """,
                """
                CREATE TABLE backend_idempotency (
                    customer_id TEXT NOT NULL,
                    key TEXT NOT NULL,
                    fingerprint TEXT NOT NULL,
                    order_id TEXT NOT NULL,
                    status INTEGER NOT NULL,
                    response BLOB NOT NULL,
                    created_at INTEGER NOT NULL,
                    PRIMARY KEY (customer_id, key)
                )
                """,
            ]),
        Migration(
            version: 2, name: "create the payment provider's card tokens and authorizations",
            statements: [
                """
                CREATE TABLE backend_payment_tokens (
                    id TEXT PRIMARY KEY,
                    body TEXT NOT NULL
                )
                """,
                """
                CREATE TABLE backend_payment_authorizations (
                    id TEXT PRIMARY KEY,
                    idempotency_key TEXT NOT NULL UNIQUE,
                    challenge_id TEXT UNIQUE,
                    reference TEXT NOT NULL,
                    order_id TEXT UNIQUE,
                    body TEXT NOT NULL
                )
                """,
                "CREATE INDEX backend_payment_authorizations_by_reference ON backend_payment_authorizations (reference, id)",
                "CREATE TABLE backend_payment_sequence (name TEXT PRIMARY KEY, value INTEGER NOT NULL)",
            ]),
    ]

    private let database: Database

    init(database: Database) throws(DatabaseError) {
        self.database = database
        try database.migrate(owner: Self.owner, Self.migrations)
    }

    func read<Result>(_ body: (any StoreOperations) throws(APIFailure) -> Result) throws(APIFailure) -> Result {
        do {
            return try database.read { connection in try body(Operations(connection: connection)) }
        } catch {
            throw Self.failure(error)
        }
    }

    func write<Result>(_ body: (any StoreOperations) throws(APIFailure) -> Result) throws(APIFailure) -> Result {
        do {
            return try database.write { connection in try body(Operations(connection: connection)) }
        } catch {
            throw Self.failure(error)
        }
    }

    private static func failure(_ error: any Error) -> APIFailure {
        if let failure = error as? APIFailure { return failure }
        return .internalError("the shop's database failed: \(error)")
    }

    private struct Operations: StoreOperations {
        let connection: Connection

        /// Runs database work, turning a ``DatabaseError`` into a 500.
        private func run<Value>(_ work: () throws -> Value) throws(APIFailure) -> Value {
            do {
                return try work()
            } catch {
                throw SQLiteShopStore.failure(error)
            }
        }

        private func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws(APIFailure) -> Value {
            do {
                return try APIJSON.makeDecoder().decode(type, from: Data(text.utf8))
            } catch {
                throw .internalError("a stored \(type) could not be read: \(error)")
            }
        }

        private func encode(_ value: some Encodable) throws(APIFailure) -> String {
            do {
                return String(decoding: try APIJSON.makeEncoder().encode(value), as: UTF8.self)
            } catch {
                throw .internalError("could not store \(type(of: value)): \(error)")
            }
        }

        func soldQuantities() throws(APIFailure) -> [String: Int] {
            try run {
                var sold: [String: Int] = [:]
                for row in try connection.query("SELECT variant_id, sold FROM backend_variant_sales") {
                    sold[try row.string("variant_id")] = try row.int("sold")
                }
                return sold
            }
        }

        func addSold(variantID: String, quantity: Int) throws(APIFailure) {
            try run {
                try connection.execute(
                    """
                    INSERT INTO backend_variant_sales (variant_id, sold) VALUES (?, ?)
                    ON CONFLICT (variant_id) DO UPDATE SET sold = sold + excluded.sold
                    """, .text(variantID), SQLValue(quantity))
            }
        }

        func insertSession(_ session: SessionRecord) throws(APIFailure) {
            try run {
                try connection.execute(
                    "INSERT INTO backend_sessions (token, customer_id, created_at) VALUES (?, ?, ?)",
                    .text(session.token), .text(session.customerID), SQLValue(session.createdAt))
            }
        }

        func session(token: String) throws(APIFailure) -> SessionRecord? {
            try run {
                try connection.queryOne(
                    "SELECT token, customer_id, created_at FROM backend_sessions WHERE token = ?", .text(token)
                ).map { row in
                    SessionRecord(
                        token: try row.string("token"), customerID: try row.string("customer_id"),
                        createdAt: try row.date("created_at"))
                }
            }
        }

        func deleteSession(token: String) throws(APIFailure) {
            try run { try connection.execute("DELETE FROM backend_sessions WHERE token = ?", .text(token)) }
        }

        func insertQuote(_ quote: QuoteBody) throws(APIFailure) {
            let body = try encode(quote)
            try run {
                try connection.execute(
                    "INSERT INTO backend_quotes (id, expires_at, body) VALUES (?, ?, ?)", .text(quote.quoteID),
                    SQLValue(quote.expiresAt), .text(body))
            }
        }

        func quote(id: String) throws(APIFailure) -> QuoteBody? {
            let text = try run {
                try connection.queryOne("SELECT body FROM backend_quotes WHERE id = ?", .text(id))?.string("body")
            }
            return try text.map { text throws(APIFailure) in try decode(QuoteBody.self, text) }
        }

        func lastOrderNumber() throws(APIFailure) -> Int {
            try run {
                try connection.queryOne("SELECT COALESCE(MAX(number), 0) AS last FROM backend_orders")?.int("last") ?? 0
            }
        }

        func insertOrder(_ order: OrderRecord) throws(APIFailure) {
            let body = try encode(order.body)
            try run {
                try connection.execute(
                    """
                    INSERT INTO backend_orders (number, id, customer_id, quote_id, placed_at, body)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """, SQLValue(order.number), .text(order.body.id), .text(order.customerID),
                    .text(order.body.quoteID), SQLValue(order.body.placedAt), .text(body))
            }
        }

        func order(id: String) throws(APIFailure) -> OrderRecord? {
            let row = try run {
                try connection.queryOne("SELECT number, customer_id, body FROM backend_orders WHERE id = ?", .text(id))
            }
            return try row.map { row throws(APIFailure) in try record(from: row) }
        }

        func orderID(quoteID: String) throws(APIFailure) -> String? {
            try run {
                try connection.queryOne("SELECT id FROM backend_orders WHERE quote_id = ?", .text(quoteID))?.string(
                    "id")
            }
        }

        func orders(customerID: String, numberBelow number: Int?, limit: Int) throws(APIFailure) -> [OrderRecord] {
            let rows = try run {
                try connection.query(
                    """
                    SELECT number, customer_id, body FROM backend_orders
                    WHERE customer_id = ? AND number < ? ORDER BY number DESC LIMIT ?
                    """, .text(customerID), SQLValue(number ?? Int.max), SQLValue(limit))
            }
            var records: [OrderRecord] = []
            for row in rows { records.append(try record(from: row)) }
            return records
        }

        private func record(from row: Row) throws(APIFailure) -> OrderRecord {
            let (number, customerID, text) = try run {
                (try row.int("number"), try row.string("customer_id"), try row.string("body"))
            }
            return OrderRecord(number: number, customerID: customerID, body: try decode(OrderBody.self, text))
        }

        func idempotencyRecord(customerID: String, key: String) throws(APIFailure) -> IdempotencyRecord? {
            try run {
                try connection.queryOne(
                    """
                    SELECT fingerprint, order_id, status, response, created_at FROM backend_idempotency
                    WHERE customer_id = ? AND key = ?
                    """, .text(customerID), .text(key)
                ).map { row in
                    IdempotencyRecord(
                        customerID: customerID, key: key, requestFingerprint: try row.string("fingerprint"),
                        orderID: try row.string("order_id"), status: try row.int("status"),
                        responseBody: try row.data("response"), createdAt: try row.date("created_at"))
                }
            }
        }

        func insertIdempotencyRecord(_ record: IdempotencyRecord) throws(APIFailure) {
            try run {
                try connection.execute(
                    """
                    INSERT INTO backend_idempotency (customer_id, key, fingerprint, order_id, status, response, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """, .text(record.customerID), .text(record.key), .text(record.requestFingerprint),
                    .text(record.orderID), SQLValue(record.status), .blob(record.responseBody),
                    SQLValue(record.createdAt))
            }
        }

        func paymentRecordCounts() throws(APIFailure) -> (tokens: Int, authorizations: Int) {
            try run {
                var counts: [String: Int] = [:]
                for row in try connection.query("SELECT name, value FROM backend_payment_sequence") {
                    counts[try row.string("name")] = try row.int("value")
                }
                return (counts["tokens", default: 0], counts["authorizations", default: 0])
            }
        }

        private func advanceSequence(_ name: String) throws(APIFailure) {
            try run {
                try connection.execute(
                    """
                    INSERT INTO backend_payment_sequence (name, value) VALUES (?, 1)
                    ON CONFLICT (name) DO UPDATE SET value = value + 1
                    """, .text(name))
            }
        }

        func insertCardToken(_ token: CardTokenRecord) throws(APIFailure) {
            let body = try encode(token)
            try run {
                try connection.execute(
                    "INSERT INTO backend_payment_tokens (id, body) VALUES (?, ?)", .text(token.id), .text(body))
            }
            try advanceSequence("tokens")
        }

        func cardToken(id: String) throws(APIFailure) -> CardTokenRecord? {
            let text = try run {
                try connection.queryOne("SELECT body FROM backend_payment_tokens WHERE id = ?", .text(id))?.string(
                    "body")
            }
            return try text.map { text throws(APIFailure) in try decode(CardTokenRecord.self, text) }
        }

        func saveAuthorization(_ authorization: PaymentAuthorizationRecord) throws(APIFailure) {
            let isNew = try self.authorization(id: authorization.id) == nil
            let body = try encode(authorization)
            try run {
                try connection.execute(
                    """
                    INSERT INTO backend_payment_authorizations (id, idempotency_key, challenge_id, reference, order_id, body)
                    VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET order_id = excluded.order_id, body = excluded.body
                    """, .text(authorization.id), .text(authorization.idempotencyKey),
                    authorization.challengeID.map { .text($0) } ?? .null, .text(authorization.reference),
                    authorization.orderID.map { .text($0) } ?? .null, .text(body))
            }
            if isNew { try advanceSequence("authorizations") }
        }

        func deleteAuthorization(id: String) throws(APIFailure) {
            try run { try connection.execute("DELETE FROM backend_payment_authorizations WHERE id = ?", .text(id)) }
        }

        func authorization(id: String) throws(APIFailure) -> PaymentAuthorizationRecord? {
            try authorizationRows(
                try run {
                    try connection.query("SELECT body FROM backend_payment_authorizations WHERE id = ?", .text(id))
                }
            ).first
        }

        func authorization(idempotencyKey: String) throws(APIFailure) -> PaymentAuthorizationRecord? {
            try authorizationRows(
                try run {
                    try connection.query(
                        "SELECT body FROM backend_payment_authorizations WHERE idempotency_key = ?",
                        .text(idempotencyKey))
                }
            ).first
        }

        func authorization(challengeID: String) throws(APIFailure) -> PaymentAuthorizationRecord? {
            try authorizationRows(
                try run {
                    try connection.query(
                        "SELECT body FROM backend_payment_authorizations WHERE challenge_id = ?", .text(challengeID))
                }
            ).first
        }

        func authorizations(reference: String) throws(APIFailure) -> [PaymentAuthorizationRecord] {
            try authorizationRows(
                try run {
                    try connection.query(
                        "SELECT body FROM backend_payment_authorizations WHERE reference = ? ORDER BY id",
                        .text(reference))
                })
        }

        private func authorizationRows(_ rows: [Row]) throws(APIFailure) -> [PaymentAuthorizationRecord] {
            var records: [PaymentAuthorizationRecord] = []
            for row in rows {
                let text = try run { try row.string("body") }
                records.append(try decode(PaymentAuthorizationRecord.self, text))
            }
            return records
        }
    }
}
