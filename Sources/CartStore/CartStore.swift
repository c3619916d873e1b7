public import Persistence

/// The one writer of cart data: validates every change and makes it inside one transaction against the lines on
/// disk, then tells every observer.
///
/// Several processes may share the cart's database (two windows of the app, an app and its extensions sharing an
/// app group): every change is relative ("one more of this line", "remove this line") and is worked out inside a
/// `BEGIN IMMEDIATE` transaction from what the database holds at that moment, never from a copy in memory, so no
/// process's change is lost or invented. The limits (99 per line, 50 lines) are checked against those lines too.
/// Another process's changes are noticed through SQLite's `PRAGMA data_version`, a counter that moves when another
/// connection commits: ``snapshot()``, ``observe(_:onChange:)`` and ``refresh()`` look at it and read the lines
/// again when it moved, and ``refresh()`` tells the observers.
///
/// A refused change (bad quantity, too many lines…) throws before anything is written; a failed write throws
/// ``CartError/storage(_:)`` and leaves the cart as it was. The cart survives restarts. Create one `CartStore` per
/// database and share it; it is the only code that writes the `cart_lines` table, the ``PendingOrder`` tables
/// (`cart_pending_order`, `cart_pending_order_lines`) and the ``PendingPayment`` table (`cart_pending_payment`).
public actor CartStore {
    /// The most items one line can hold.
    public static let maximumQuantityPerLine = 99
    /// The most different lines the cart can hold.
    public static let maximumLines = 50
    /// The longest product or variant ID accepted, in UTF-8 bytes.
    public static let maximumIDLength = 128
    let database: Database
    /// The lines as last read from the database.
    private var lines: [CartLine]
    /// The lines the observers were last told, so an unchanged cart is not announced again.
    private var announcedLines: [CartLine]
    /// `PRAGMA data_version` when the lines were last read: when it moves, another connection committed.
    private var seenDataVersion: Int
    /// Who hears about changes, in the order they started observing.
    private var observers: [CartObserver] = []
    private var nextObserverID = 0
    /// Whether a change is being announced; announcements take turns so no observer hears an older cart last.
    private var isAnnouncing = false
    private var waitingAnnouncements: [CheckedContinuation<Void, Never>] = []

    /// Creates the cart over `database`: runs the cart's migrations (owner `cart`) and loads the saved lines.
    public init(database: Database) throws(CartError) {
        self.database = database
        do {
            try database.migrate(owner: "cart", Self.migrations)
            (lines, seenDataVersion) = try database.read { connection throws(DatabaseError) in
                (try Self.lines(connection), try Self.dataVersion(connection))
            }
        } catch {
            throw Self.storageError(error)
        }
        announcedLines = lines
    }

    /// The cart's current contents, read again from the database when another process changed it.
    public func snapshot() -> CartSnapshot {
        rereadIfChangedElsewhere()
        return CartSnapshot(lines: lines)
    }

    /// The sum of all quantities.
    public var itemCount: Int { snapshot().itemCount }

    /// Adds `quantity` items, merging into the existing line for the same product and variant: one more of what
    /// the database holds at that moment, whichever process put it there.
    ///
    /// - Throws: ``CartError/invalidQuantity(_:)``, ``CartError/invalidProductID(_:)``,
    ///   ``CartError/invalidVariantID(_:)``, ``CartError/quantityLimitExceeded(key:limit:)``,
    ///   ``CartError/tooManyLines(limit:)`` or ``CartError/storage(_:)``.
    public func add(productID: String, variantID: String? = nil, quantity: Int = 1) async throws(CartError) {
        try Self.validate(quantity: quantity)
        try Self.validate(productID: productID, variantID: variantID)
        let line = CartLine(productID: productID, variantID: variantID, quantity: quantity)
        try await change { connection, current throws(CartError) in try Self.add(line, to: current, connection) }
    }

    /// Sets the quantity of an existing line to `quantity`, whatever it holds now.
    ///
    /// - Throws: ``CartError/invalidQuantity(_:)``, ``CartError/lineNotFound(_:)`` or ``CartError/storage(_:)``.
    public func setQuantity(_ quantity: Int, for key: CartLineKey) async throws(CartError) {
        try Self.validate(quantity: quantity)
        try await change { connection, current throws(CartError) in
            guard current.contains(where: { $0.key == key }) else { throw .lineNotFound(key) }
            try Self.run { () throws(DatabaseError) in
                try connection.execute(
                    "UPDATE cart_lines SET quantity = ? WHERE product_id = ? AND variant_id = ?",
                    SQLValue(quantity), .text(key.productID), .text(key.variantID ?? ""))
            }
        }
    }

    /// Removes a line and returns it as it was on disk when it was removed (so a caller can say how many items
    /// went).
    ///
    /// - Throws: ``CartError/lineNotFound(_:)`` or ``CartError/storage(_:)``.
    @discardableResult
    public func remove(_ key: CartLineKey) async throws(CartError) -> CartLine {
        try await change { connection, current throws(CartError) in
            guard let removed = current.first(where: { $0.key == key }) else { throw .lineNotFound(key) }
            try Self.run { () throws(DatabaseError) in
                try connection.execute(
                    "DELETE FROM cart_lines WHERE product_id = ? AND variant_id = ?",
                    .text(key.productID), .text(key.variantID ?? ""))
            }
            return removed
        }
    }

    /// Removes every line. Clearing an empty cart changes nothing.
    ///
    /// - Throws: ``CartError/storage(_:)``.
    public func clear() async throws(CartError) {
        try await change { connection, _ throws(CartError) in
            try Self.run { () throws(DatabaseError) in try connection.execute("DELETE FROM cart_lines") }
        }
    }

    /// Reads the cart again if another process changed it since it was last read, and tells every observer the
    /// cart as it is now when it differs from what they last heard. Cheap when nothing changed (one
    /// `PRAGMA data_version`); the app calls it before each command, so a screen never acts on a cart another
    /// process has changed.
    public func refresh() async {
        rereadIfChangedElsewhere()
        await announceIfChanged()
    }

    // MARK: - Observing

    /// Starts telling `observer` what the cart holds: `onChange` gets the contents now, before this returns, and
    /// then the contents after every change, before the call that made the change returns; a change made by another
    /// process is told when this store notices it (``refresh()``, or a change made here).
    ///
    /// Observers are told one change at a time, in the order they started observing, so after any change returns
    /// every observer has seen it (or a newer cart) and none hears an older cart after a newer one. The store
    /// holds `observer` weakly and forgets it once it is released; ``stopObserving(_:)`` ends it sooner.
    /// `onChange` must not change the cart itself: that change would wait for this announcement to finish.
    @discardableResult
    public func observe<Observer: AnyObject & Sendable>(
        _ observer: Observer, onChange: @escaping @Sendable (Observer, CartSnapshot) async -> Void
    ) async -> CartObserverID {
        await takeAnnouncingTurn()
        defer { passAnnouncingTurn() }
        let id = CartObserverID(value: nextObserverID)
        nextObserverID += 1
        let entry = CartObserver(id: id, observer: observer) { object, snapshot in
            guard let observer = object as? Observer else { return }
            await onChange(observer, snapshot)
        }
        observers.append(entry)
        await entry.tell(snapshot())
        return id
    }

    /// Stops telling the observer `id`; once this returns it hears nothing more. Stopping twice does nothing.
    /// Like a change, it waits for an announcement in progress, so call it from outside `onChange`.
    public func stopObserving(_ id: CartObserverID) async {
        await takeAnnouncingTurn()
        defer { passAnnouncingTurn() }
        observers.removeAll { $0.id == id }
    }

    /// How many observers are observing; released ones are not counted.
    var observerCount: Int {
        observers.removeAll { $0.isReleased }
        return observers.count
    }

    // MARK: - Changing the lines on disk

    /// Runs `body` in one write transaction with the lines the database holds at its start, reads the lines
    /// again before committing, then adopts them and tells the observers. Whatever fails is a ``CartError``.
    func change<Outcome>(
        _ body: (Connection, [CartLine]) throws(CartError) -> Outcome
    ) async throws(CartError) -> Outcome {
        let outcome: Outcome
        do {
            (outcome, lines, seenDataVersion) = try database.write { connection in
                let outcome = try body(connection, try Self.lines(connection))
                return (outcome, try Self.lines(connection), try Self.dataVersion(connection))
            }
        } catch {
            throw Self.storageError(error)
        }
        await announceIfChanged()
        return outcome
    }

    /// Adds `line`'s quantity to what `current` (the lines on disk) holds for its key, within the limits.
    static func add(_ line: CartLine, to current: [CartLine], _ connection: Connection) throws(CartError) {
        if let existing = current.first(where: { $0.key == line.key }) {
            guard existing.quantity + line.quantity <= maximumQuantityPerLine else {
                throw .quantityLimitExceeded(key: line.key, limit: maximumQuantityPerLine)
            }
            try run { () throws(DatabaseError) in
                try connection.execute(
                    "UPDATE cart_lines SET quantity = quantity + ? WHERE product_id = ? AND variant_id = ?",
                    SQLValue(line.quantity), .text(line.productID), .text(line.variantID ?? ""))
            }
        } else {
            guard current.count < maximumLines else { throw .tooManyLines(limit: maximumLines) }
            try run { () throws(DatabaseError) in
                try connection.execute(
                    """
                    INSERT INTO cart_lines (product_id, variant_id, quantity, position)
                    VALUES (?, ?, ?, (SELECT IFNULL(MAX(position), 0) + 1 FROM cart_lines))
                    """,
                    .text(line.productID), .text(line.variantID ?? ""), SQLValue(line.quantity))
            }
        }
    }

    /// Runs one statement of a change, mapping its failure to ``CartError/storage(_:)``.
    static func run(_ statement: () throws(DatabaseError) -> Void) throws(CartError) {
        do { try statement() } catch { throw .storage(error) }
    }

    /// The lines the database holds, in the order each was first added.
    static func lines(_ connection: Connection) throws(DatabaseError) -> [CartLine] {
        try connection.query("SELECT product_id, variant_id, quantity FROM cart_lines ORDER BY position").map {
            row throws(DatabaseError) in
            let variantID = try row.string("variant_id")
            return CartLine(
                productID: try row.string("product_id"), variantID: variantID.isEmpty ? nil : variantID,
                quantity: try row.int("quantity"))
        }
    }

    /// SQLite's count of commits by other connections to this database, as this connection sees it.
    static func dataVersion(_ connection: Connection) throws(DatabaseError) -> Int {
        try connection.queryOne("PRAGMA data_version")?.int("data_version") ?? 0
    }

    /// Reads the lines again when another connection committed since they were last read. A failure to read
    /// keeps the lines last read: the next change reads the database anyway.
    private func rereadIfChangedElsewhere() {
        do {
            try database.read { connection throws(DatabaseError) in
                let version = try Self.dataVersion(connection)
                guard version != seenDataVersion else { return }
                lines = try Self.lines(connection)
                seenDataVersion = version
            }
        } catch {
            return
        }
    }

    // MARK: - Announcing

    /// Tells every observer, in order, what the cart holds when its turn comes (so a later change that overtook
    /// this one is what they hear), unless they already heard exactly that; released observers are dropped first.
    private func announceIfChanged() async {
        await takeAnnouncingTurn()
        defer { passAnnouncingTurn() }
        guard lines != announcedLines else { return }
        announcedLines = lines
        observers.removeAll { $0.isReleased }
        let current = CartSnapshot(lines: lines)
        // Observing starts and stops take the same turn, so the list cannot change while it is told.
        for entry in observers { await entry.tell(current) }
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

    // MARK: - Rules

    static func storageError(_ error: any Error) -> CartError {
        if let error = error as? CartError { return error }
        if let error = error as? DatabaseError { return .storage(error) }
        return .storage(.sqlite(code: -1, message: String(describing: error)))
    }

    private static func validate(quantity: Int) throws(CartError) {
        guard (1...maximumQuantityPerLine).contains(quantity) else { throw .invalidQuantity(quantity) }
    }

    static func validate(productID: String, variantID: String?) throws(CartError) {
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
            ]),
        pendingOrderMigration,
        pendingPaymentMigration,
    ]
}

/// An observer as the store keeps it: weakly, with the call that tells it a change.
private struct CartObserver {
    let id: CartObserverID
    weak var observer: (AnyObject & Sendable)?
    let onChange: @Sendable (AnyObject & Sendable, CartSnapshot) async -> Void

    init(
        id: CartObserverID, observer: AnyObject & Sendable,
        onChange: @escaping @Sendable (AnyObject & Sendable, CartSnapshot) async -> Void
    ) {
        self.id = id
        self.observer = observer
        self.onChange = onChange
    }

    var isReleased: Bool { observer == nil }

    func tell(_ snapshot: CartSnapshot) async {
        guard let observer else { return }
        await onChange(observer, snapshot)
    }
}
