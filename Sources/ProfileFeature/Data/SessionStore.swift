import Foundation
import Networking
import Persistence

/// The one session this device holds, in Profile's `profile_session` table.
struct SessionStore: Sendable {
    let database: Database

    /// The stored session, or nil when nobody is logged in.
    func current() throws -> StoredSession? {
        try ProfileTables.prepare(database)
        return try database.read { connection in
            try connection.queryOne("SELECT token, customer_id, created_at FROM profile_session WHERE slot = 1").map {
                row in
                StoredSession(
                    token: try row.string("token"), customerID: try row.string("customer_id"),
                    createdAt: try row.date("created_at"))
            }
        }
    }

    /// Stores `session`, replacing any earlier one.
    func save(_ session: StoredSession) throws {
        try ProfileTables.prepare(database)
        try database.write { connection in
            try connection.execute(
                "INSERT OR REPLACE INTO profile_session (slot, token, customer_id, created_at) VALUES (1, ?, ?, ?)",
                SQLValue(session.token), SQLValue(session.customerID), SQLValue(session.createdAt))
        }
    }

    /// Forgets the session.
    func delete() throws {
        try ProfileTables.prepare(database)
        try database.write { connection in
            try connection.execute("DELETE FROM profile_session")
        }
    }
}

/// Reads the session token from Profile's table for `BearerAuthenticatingClient`; it never writes the session.
struct SessionTokenProvider: AccessTokenProvider {
    let store: SessionStore

    /// The stored token; nil when nobody is logged in or the table cannot be read (the shop then answers 401).
    func currentAccessToken() async -> String? {
        try? store.current()?.token
    }
}
