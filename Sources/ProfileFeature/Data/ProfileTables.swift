import Persistence

/// Profile's own tables, registered under the owner `profile`: the offline copy of orders.
///
/// Profile is the only writer of them. The session, which Profile's login writes, is the app's: it lives in
/// UserSession's table.
enum ProfileTables {
    static let owner = "profile"

    static let migrations = [
        Migration(
            version: 1, name: "create session",
            statements: [
                """
                CREATE TABLE profile_session (
                    slot INTEGER PRIMARY KEY CHECK (slot = 1),
                    token TEXT NOT NULL,
                    customer_id TEXT NOT NULL,
                    created_at INTEGER NOT NULL
                )
                """
            ]),
        Migration(
            version: 2, name: "create order cache",
            statements: [
                """
                CREATE TABLE profile_order_lists (
                    customer_id TEXT PRIMARY KEY,
                    saved_at INTEGER NOT NULL
                )
                """,
                """
                CREATE TABLE profile_order_summaries (
                    customer_id TEXT NOT NULL REFERENCES profile_order_lists (customer_id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    order_id TEXT NOT NULL,
                    placed_at INTEGER NOT NULL,
                    status TEXT NOT NULL,
                    item_count INTEGER NOT NULL,
                    total_amount INTEGER NOT NULL,
                    total_currency TEXT NOT NULL,
                    PRIMARY KEY (customer_id, position)
                )
                """,
                """
                CREATE TABLE profile_order_details (
                    customer_id TEXT NOT NULL,
                    order_id TEXT NOT NULL,
                    document TEXT NOT NULL,
                    saved_at INTEGER NOT NULL,
                    PRIMARY KEY (customer_id, order_id)
                )
                """,
            ]),
        // The session moved to UserSession's store, shared by the whole app. A session kept here by an earlier
        // version is not carried over: that user logs in once more.
        Migration(version: 3, name: "drop session (moved to UserSession)", statements: ["DROP TABLE profile_session"]),
    ]

    /// Creates or upgrades Profile's tables. Safe to call any number of times.
    static func prepare(_ database: Database) throws(DatabaseError) {
        try database.migrate(owner: owner, migrations)
    }
}
