/// The lifetime of one `read`/`write` body: `Database` deactivates it when the body returns.
final class ConnectionSession {
    let handle: SQLiteHandle
    let isReadOnly: Bool
    var isActive = true

    static let transactionEnded = DatabaseError.sqlite(
        code: 4,  // SQLITE_ABORT
        message: "SQLite rolled the transaction back after an earlier error in this body; nothing was saved")

    init(handle: SQLiteHandle, isReadOnly: Bool) {
        self.handle = handle
        self.isReadOnly = isReadOnly
    }

    func activeHandle() throws(DatabaseError) -> SQLiteHandle {
        guard isActive else {
            throw .misuse("a Connection was used after its read/write body returned; do all work inside the body")
        }
        // After some errors (disk full, I/O, RAISE(ROLLBACK)) SQLite rolls the whole transaction back. Running
        // more statements would autocommit each one, outside the transaction the caller believes in.
        guard !handle.isAutocommit else { throw Self.transactionEnded }
        return handle
    }
}
