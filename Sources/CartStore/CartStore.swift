public import Persistence

/// The one writer of cart data: validates every change, persists it in one transaction, then publishes it.
///
/// Memory changes only after the database commits, so a failed write leaves memory and disk equal and throws
/// ``CartError/storage(_:)``; a refused change (bad quantity, too many lines…) throws before touching storage.
/// The cart survives restarts: a new `CartStore` over the same database file loads the same lines.
/// Create one `CartStore` per database and share it; it is the only code that writes the `cart_lines` table.
public actor CartStore {
    /// The most items one line can hold.
    public static let maximumQuantityPerLine = 99
    /// The most different lines the cart can hold.
    public static let maximumLines = 50
    /// The longest product or variant ID accepted, in UTF-8 bytes.
    public static let maximumIDLength = 128
    /// How many unread snapshots a slow ``changes()`` listener may fall behind before the oldest are dropped;
    /// the newest snapshot is never dropped.
    public static let changeBufferLimit = 128

    private let database: Database
    private var lines: [CartLine]
    private var subscribers: [Int: AsyncStream<CartSnapshot>.Continuation] = [:]
    private var nextSubscriberID = 0

    /// Creates the cart over `database`: runs the cart's migrations (owner `cart`) and loads the saved lines.
    public init(database: Database) throws(CartError) {
        self.database = database
        do {
            try database.migrate(owner: "cart", Self.migrations)
            lines = try database.read { connection in
                try connection.query(
                    "SELECT product_id, variant_id, quantity FROM cart_lines ORDER BY position"
                ).map { row in
                    let variantID = try row.string("variant_id")
                    return CartLine(
                        productID: try row.string("product_id"),
                        variantID: variantID.isEmpty ? nil : variantID,
                        quantity: try row.int("quantity"))
                }
            }
        } catch {
            throw Self.storageError(error)
        }
    }

    deinit {
        for continuation in subscribers.values { continuation.finish() }
    }

    /// The cart's current contents.
    public func snapshot() -> CartSnapshot { CartSnapshot(lines: lines) }

    /// The sum of all quantities.
    public var itemCount: Int { snapshot().itemCount }

    /// Adds `quantity` items, merging into the existing line for the same product and variant.
    ///
    /// - Throws: ``CartError/invalidQuantity(_:)``, ``CartError/invalidProductID(_:)``,
    ///   ``CartError/invalidVariantID(_:)``, ``CartError/quantityLimitExceeded(key:limit:)``,
    ///   ``CartError/tooManyLines(limit:)`` or ``CartError/storage(_:)``.
    @discardableResult
    public func add(productID: String, variantID: String? = nil, quantity: Int = 1) throws(CartError) -> CartSnapshot {
        try Self.validate(quantity: quantity)
        try Self.validate(productID: productID, variantID: variantID)
        let key = CartLineKey(productID: productID, variantID: variantID)
        var updated = lines
        if let index = lines.firstIndex(where: { $0.key == key }) {
            let total = lines[index].quantity + quantity
            guard total <= Self.maximumQuantityPerLine else {
                throw .quantityLimitExceeded(key: key, limit: Self.maximumQuantityPerLine)
            }
            updated[index] = CartLine(productID: productID, variantID: variantID, quantity: total)
            try persist { connection in
                try connection.execute(
                    "UPDATE cart_lines SET quantity = ? WHERE product_id = ? AND variant_id = ?",
                    SQLValue(total), .text(productID), .text(variantID ?? ""))
            }
        } else {
            guard lines.count < Self.maximumLines else { throw .tooManyLines(limit: Self.maximumLines) }
            updated.append(CartLine(productID: productID, variantID: variantID, quantity: quantity))
            try persist { connection in
                try connection.execute(
                    """
                    INSERT INTO cart_lines (product_id, variant_id, quantity, position)
                    VALUES (?, ?, ?, (SELECT IFNULL(MAX(position), 0) + 1 FROM cart_lines))
                    """,
                    .text(productID), .text(variantID ?? ""), SQLValue(quantity))
            }
        }
        return publish(updated)
    }

    /// Sets the quantity of an existing line.
    ///
    /// - Throws: ``CartError/invalidQuantity(_:)``, ``CartError/lineNotFound(_:)`` or ``CartError/storage(_:)``.
    @discardableResult
    public func setQuantity(_ quantity: Int, for key: CartLineKey) throws(CartError) -> CartSnapshot {
        try Self.validate(quantity: quantity)
        guard let index = lines.firstIndex(where: { $0.key == key }) else { throw .lineNotFound(key) }
        guard lines[index].quantity != quantity else { return snapshot() }
        var updated = lines
        updated[index] = CartLine(productID: key.productID, variantID: key.variantID, quantity: quantity)
        try persist { connection in
            try connection.execute(
                "UPDATE cart_lines SET quantity = ? WHERE product_id = ? AND variant_id = ?",
                SQLValue(quantity), .text(key.productID), .text(key.variantID ?? ""))
        }
        return publish(updated)
    }

    /// Removes a line.
    ///
    /// - Throws: ``CartError/lineNotFound(_:)`` or ``CartError/storage(_:)``.
    @discardableResult
    public func remove(_ key: CartLineKey) throws(CartError) -> CartSnapshot {
        guard let index = lines.firstIndex(where: { $0.key == key }) else { throw .lineNotFound(key) }
        var updated = lines
        updated.remove(at: index)
        try persist { connection in
            try connection.execute(
                "DELETE FROM cart_lines WHERE product_id = ? AND variant_id = ?",
                .text(key.productID), .text(key.variantID ?? ""))
        }
        return publish(updated)
    }

    /// Removes every line (e.g. once an order is placed). Clearing an empty cart changes nothing.
    ///
    /// - Throws: ``CartError/storage(_:)``.
    @discardableResult
    public func clear() throws(CartError) -> CartSnapshot {
        guard !lines.isEmpty else { return snapshot() }
        try persist { connection in try connection.execute("DELETE FROM cart_lines") }
        return publish([])
    }

    /// A new subscription to the cart: it yields the current snapshot first, then one snapshot per change.
    ///
    /// Each call is independent; any number may be active. Cancelling the consuming task (or dropping the
    /// stream) ends the subscription. A listener more than ``changeBufferLimit`` snapshots behind skips the oldest.
    public func changes() -> AsyncStream<CartSnapshot> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: CartSnapshot.self, bufferingPolicy: .bufferingNewest(Self.changeBufferLimit))
        let id = nextSubscriberID
        nextSubscriberID += 1
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeSubscriber(id) }
        }
        subscribers[id] = continuation
        continuation.yield(snapshot())
        return stream
    }

    /// How many ``changes()`` subscriptions are live (finished ones are removed shortly after they end).
    var subscriberCount: Int { subscribers.count }

    private func removeSubscriber(_ id: Int) {
        subscribers[id] = nil
    }

    /// Runs `body` as one write transaction, mapping failures to ``CartError/storage(_:)``.
    private func persist(_ body: (Connection) throws -> Void) throws(CartError) {
        do {
            try database.write { connection in try body(connection) }
        } catch {
            throw Self.storageError(error)
        }
    }

    /// Adopts committed `updated` lines and tells every subscriber.
    private func publish(_ updated: [CartLine]) -> CartSnapshot {
        lines = updated
        let snapshot = CartSnapshot(lines: updated)
        for continuation in subscribers.values { continuation.yield(snapshot) }
        return snapshot
    }

    private static func storageError(_ error: any Error) -> CartError {
        if let error = error as? CartError { return error }
        if let error = error as? DatabaseError { return .storage(error) }
        return .storage(.sqlite(code: -1, message: String(describing: error)))
    }

    private static func validate(quantity: Int) throws(CartError) {
        guard (1...maximumQuantityPerLine).contains(quantity) else { throw .invalidQuantity(quantity) }
    }

    private static func validate(productID: String, variantID: String?) throws(CartError) {
        guard isValidID(productID) else { throw .invalidProductID(productID) }
        if let variantID, !isValidID(variantID) { throw .invalidVariantID(variantID) }
    }

    /// Non-empty, not only whitespace, at most ``maximumIDLength`` UTF-8 bytes, no control characters.
    private static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= maximumIDLength
            && !id.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
            && !id.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The cart's schema. `variant_id` is '' for a product without variants so that the primary key
    /// (NULLs are never equal in SQL) keeps one line per product and variant.
    private static let migrations = [
        Migration(
            version: 1, name: "create cart_lines",
            statements: [
                """
                CREATE TABLE cart_lines (
                    product_id TEXT NOT NULL CHECK (length(product_id) BETWEEN 1 AND 128),
                    variant_id TEXT NOT NULL DEFAULT '',
                    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
                    position INTEGER NOT NULL,
                    PRIMARY KEY (product_id, variant_id)
                )
                """
            ])
    ]
}
