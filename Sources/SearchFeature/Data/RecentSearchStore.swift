import Foundation
import Persistence

/// Search's own table of recent searches: capped, de-duplicated and expiring, per ``RecentSearchPolicy``.
///
/// Search is the only writer of this table; nobody else reads it either.
struct RecentSearchStore: Sendable {
    static let migrations = [
        Migration(
            version: 1, name: "create recent searches",
            statements: [
                """
                CREATE TABLE search_recent_searches (
                    deduplication_key TEXT PRIMARY KEY,
                    query_text TEXT NOT NULL,
                    category_id TEXT,
                    minimum_price INTEGER,
                    maximum_price INTEGER,
                    sort TEXT NOT NULL,
                    searched_at INTEGER NOT NULL
                )
                """
            ])
    ]

    let database: Database

    /// Creates Search's table if needed. Safe to call any number of times.
    func prepare() throws(DatabaseError) {
        try database.migrate(owner: "search", Self.migrations)
    }

    /// Remembers `criteria` as the newest recent search, dropping duplicates, expired and surplus entries.
    func record(_ criteria: SearchCriteria, at now: Date) throws(DatabaseError) {
        try prepare()
        try database.write { connection throws(DatabaseError) in
            try connection.execute(
                """
                INSERT OR REPLACE INTO search_recent_searches
                    (deduplication_key, query_text, category_id, minimum_price, maximum_price, sort, searched_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
                SQLValue(criteria.deduplicationKey), SQLValue(criteria.text), SQLValue(criteria.categoryID),
                criteria.priceRange.minimum.map(SQLValue.init) ?? .null,
                criteria.priceRange.maximum.map(SQLValue.init) ?? .null,
                SQLValue(criteria.sort.rawValue), SQLValue(now))
            try connection.execute(
                "DELETE FROM search_recent_searches WHERE searched_at < ?",
                SQLValue(RecentSearchPolicy.oldestKept(at: now)))
            try connection.execute(
                """
                DELETE FROM search_recent_searches WHERE deduplication_key NOT IN (
                    SELECT deduplication_key FROM search_recent_searches
                    ORDER BY searched_at DESC, rowid DESC LIMIT ?)
                """,
                SQLValue(RecentSearchPolicy.capacity))
        }
    }

    /// The recent searches still valid at `now`, newest first.
    func list(at now: Date) throws(DatabaseError) -> [RecentSearch] {
        try prepare()
        return try database.read { connection throws(DatabaseError) in
            try connection.query(
                """
                SELECT query_text, category_id, minimum_price, maximum_price, sort, searched_at
                FROM search_recent_searches WHERE searched_at >= ?
                ORDER BY searched_at DESC, rowid DESC LIMIT ?
                """,
                SQLValue(RecentSearchPolicy.oldestKept(at: now)), SQLValue(RecentSearchPolicy.capacity)
            ).map { row throws(DatabaseError) in
                let criteria = SearchCriteria(
                    text: try row.string("query_text"),
                    categoryID: try row.optionalString("category_id"),
                    priceRange: PriceRange(
                        minimum: try row.optionalInt("minimum_price"), maximum: try row.optionalInt("maximum_price")),
                    sort: SearchSort(rawValue: try row.string("sort")) ?? .relevance)
                return RecentSearch(criteria: criteria, searchedAt: try row.date("searched_at"))
            }
        }
    }

    /// Forgets every recent search.
    func clear() throws(DatabaseError) {
        try prepare()
        try database.write { connection throws(DatabaseError) in
            try connection.execute("DELETE FROM search_recent_searches")
        }
    }
}
