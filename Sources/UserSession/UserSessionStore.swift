import Foundation
public import Networking
public import Persistence

/// The one session this device holds: read from memory by everyone, kept on disk so it survives a restart.
///
/// The composition root makes one store and gives it to two kinds of user: the authenticating HTTP client reads
/// the token through ``currentAccessToken()`` (an `AccessTokenProvider`, answered from memory, with no database
/// query per request), and the login flow, its only writer, calls ``signIn(_:)`` and ``signOut()``. The session
/// lives in the table `user_session` (owner `user-session`) of the app's owner-only database; it is read from
/// disk once, when the store is made.
public final class UserSessionStore: AccessTokenProvider, @unchecked Sendable {
    // @unchecked: `session` is only read or written while holding `lock`, and writes go to disk first.
    private let lock = NSLock()
    private let database: Database
    private var session: SignedInSession?

    /// Opens the session kept in `database` (creating its table on first use) and holds it in memory. A stored
    /// row that is not a session (a token too long, say) is deleted and nobody is signed in.
    public init(database: Database) throws(UserSessionError) {
        self.database = database
        do throws(DatabaseError) {
            try database.migrate(owner: "user-session", Self.migrations)
            // nil: no row; .some(nil): a row that is not a session.
            let stored: SignedInSession?? = try database.read { connection throws(DatabaseError) in
                try connection.queryOne("SELECT token, customer_id, signed_in_at FROM user_session WHERE slot = 1")
                    .map { row throws(DatabaseError) in
                        try? SignedInSession(
                            token: try row.string("token"), customerID: try row.string("customer_id"),
                            signedInAt: try row.date("signed_in_at"))
                    }
            }
            if case .some(nil) = stored {
                try database.write { connection throws(DatabaseError) in
                    try connection.execute("DELETE FROM user_session")
                }
            }
            session = stored ?? nil
        } catch {
            throw .storage(error)
        }
    }

    /// Who is signed in now; nil when nobody is.
    public var current: SignedInSession? {
        lock.lock()
        defer { lock.unlock() }
        return session
    }

    /// The token of the current session, from memory, for `BearerAuthenticatingClient`.
    public func currentAccessToken() async -> String? {
        current?.token
    }

    /// Keeps `session` (on disk, then in memory), replacing any earlier one. Only the login flow calls this.
    /// When the disk refuses it, the earlier session stays, on disk and in memory.
    public func signIn(_ session: SignedInSession) throws(UserSessionError) {
        lock.lock()
        defer { lock.unlock() }
        try write { connection throws(DatabaseError) in
            try connection.execute(
                "INSERT OR REPLACE INTO user_session (slot, token, customer_id, signed_in_at) VALUES (1, ?, ?, ?)",
                SQLValue(session.token), SQLValue(session.customerID), SQLValue(session.signedInAt))
        }
        self.session = session
    }

    /// Forgets the session (on disk, then in memory). Only the login flow calls this: at logout, or when the
    /// server no longer accepts the token.
    public func signOut() throws(UserSessionError) {
        lock.lock()
        defer { lock.unlock() }
        try write { connection throws(DatabaseError) in try connection.execute("DELETE FROM user_session") }
        session = nil
    }

    private func write(_ body: (Connection) throws(DatabaseError) -> Void) throws(UserSessionError) {
        do throws(DatabaseError) {
            try database.write(body)
        } catch {
            throw .storage(error)
        }
    }

    static let migrations = [
        Migration(
            version: 1, name: "create user session",
            statements: [
                """
                CREATE TABLE user_session (
                    slot INTEGER PRIMARY KEY CHECK (slot = 1),
                    token TEXT NOT NULL,
                    customer_id TEXT NOT NULL,
                    signed_in_at INTEGER NOT NULL
                )
                """
            ])
    ]
}
