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
    private let database: Database
    private var lines: [CartLine]
    /// Who hears about changes, in the order they started listening.
    private var listeners: [CartListener] = []
    private var nextListenerID = 0
    /// Whether a change is being announced; announcements take turns so no listener hears an older cart last.
    private var isAnnouncing = false
    private var waitingAnnouncements: [CheckedContinuation<Void, Never>] = []

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
    public func add(
        productID: String, variantID: String? = nil, quantity: Int = 1
    ) async throws(CartError) -> CartSnapshot {
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
        return await publish(updated)
    }

    /// Sets the quantity of an existing line.
    ///
    /// - Throws: ``CartError/invalidQuantity(_:)``, ``CartError/lineNotFound(_:)`` or ``CartError/storage(_:)``.
    @discardableResult
    public func setQuantity(_ quantity: Int, for key: CartLineKey) async throws(CartError) -> CartSnapshot {
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
        return await publish(updated)
    }

    /// Removes a line.
    ///
    /// - Throws: ``CartError/lineNotFound(_:)`` or ``CartError/storage(_:)``.
    @discardableResult
    public func remove(_ key: CartLineKey) async throws(CartError) -> CartSnapshot {
        guard let index = lines.firstIndex(where: { $0.key == key }) else { throw .lineNotFound(key) }
        var updated = lines
        updated.remove(at: index)
        try persist { connection in
            try connection.execute(
                "DELETE FROM cart_lines WHERE product_id = ? AND variant_id = ?",
                .text(key.productID), .text(key.variantID ?? ""))
        }
        return await publish(updated)
    }

    /// Removes every line (e.g. once an order is placed). Clearing an empty cart changes nothing.
    ///
    /// - Throws: ``CartError/storage(_:)``.
    @discardableResult
    public func clear() async throws(CartError) -> CartSnapshot {
        guard !lines.isEmpty else { return snapshot() }
        try persist { connection in try connection.execute("DELETE FROM cart_lines") }
        return await publish([])
    }

    /// Starts telling `listener` what the cart holds: `onChange` gets the contents now, before this returns, and
    /// then the contents after every change, before the call that made the change returns.
    ///
    /// Listeners are told one change at a time, in the order they started listening, so after any change returns
    /// every listener has seen it (or a newer cart) and none hears an older cart after a newer one. The store
    /// holds `listener` weakly and forgets it once it is released; ``stopListening(_:)`` ends it sooner.
    /// `onChange` must not change the cart itself: that change would wait for this announcement to finish.
    @discardableResult
    public func listen<Listener: AnyObject & Sendable>(
        _ listener: Listener, onChange: @escaping @Sendable (Listener, CartSnapshot) async -> Void
    ) async -> CartListenerID {
        await takeAnnouncingTurn()
        defer { passAnnouncingTurn() }
        let id = CartListenerID(value: nextListenerID)
        nextListenerID += 1
        let entry = CartListener(id: id, listener: listener) { object, snapshot in
            guard let listener = object as? Listener else { return }
            await onChange(listener, snapshot)
        }
        listeners.append(entry)
        await entry.tell(snapshot())
        return id
    }

    /// Stops telling the listener `id`; once this returns it hears nothing more. Stopping twice does nothing.
    /// Like a change, it waits for an announcement in progress, so call it from outside `onChange`.
    public func stopListening(_ id: CartListenerID) async {
        await takeAnnouncingTurn()
        defer { passAnnouncingTurn() }
        listeners.removeAll { $0.id == id }
    }

    /// How many listeners are listening; released ones are not counted.
    var listenerCount: Int {
        listeners.removeAll { $0.isReleased }
        return listeners.count
    }

    /// Runs `body` as one write transaction, mapping failures to ``CartError/storage(_:)``.
    private func persist(_ body: (Connection) throws -> Void) throws(CartError) {
        do {
            try database.write { connection in try body(connection) }
        } catch {
            throw Self.storageError(error)
        }
    }

    /// Adopts committed `updated` lines and tells every listener.
    private func publish(_ updated: [CartLine]) async -> CartSnapshot {
        lines = updated
        let snapshot = CartSnapshot(lines: updated)
        await announce()
        return snapshot
    }

    /// Tells every listener, in order, what the cart holds when its turn comes (so a later change that overtook
    /// this one is what they hear), first dropping listeners that were released.
    private func announce() async {
        await takeAnnouncingTurn()
        defer { passAnnouncingTurn() }
        listeners.removeAll { $0.isReleased }
        let current = snapshot()
        // Listening starts and stops take the same turn, so the list cannot change while it is told.
        for entry in listeners { await entry.tell(current) }
    }

    private func takeAnnouncingTurn() async {
        guard isAnnouncing else {
            isAnnouncing = true
            return
        }
        await withCheckedContinuation { waitingAnnouncements.append($0) }
    }

    private func passAnnouncingTurn() {
        if waitingAnnouncements.isEmpty {
            isAnnouncing = false
        } else {
            waitingAnnouncements.removeFirst().resume()
        }
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

/// Names one listener of a ``CartStore``, to stop it with ``CartStore/stopListening(_:)``.
public struct CartListenerID: Hashable, Sendable {
    let value: Int
}

/// A listener as the store keeps it: weakly, with the call that tells it a change.
private struct CartListener {
    let id: CartListenerID
    weak var listener: (AnyObject & Sendable)?
    let onChange: @Sendable (AnyObject & Sendable, CartSnapshot) async -> Void

    init(
        id: CartListenerID, listener: AnyObject & Sendable,
        onChange: @escaping @Sendable (AnyObject & Sendable, CartSnapshot) async -> Void
    ) {
        self.id = id
        self.listener = listener
        self.onChange = onChange
    }

    var isReleased: Bool { listener == nil }

    func tell(_ snapshot: CartSnapshot) async {
        guard let listener else { return }
        await onChange(listener, snapshot)
    }
}
