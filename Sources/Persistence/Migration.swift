/// One versioned step of a module's schema, run once per database inside its own transaction.
///
/// Each module owns its tables and registers its migrations under its own owner name with
/// ``Database/migrate(owner:_:)``. Never edit a migration that has shipped; add a new version instead.
public struct Migration: Sendable {
    /// The version, unique within the owner; migrations run in ascending order.
    public let version: Int
    /// A short name recorded in the bookkeeping table (e.g. "create notes").
    public let name: String
    /// The statements, one SQL statement per literal.
    public let statements: [StaticString]

    /// A migration from its version, name and statements.
    public init(version: Int, name: String, statements: [StaticString]) {
        self.version = version
        self.name = name
        self.statements = statements
    }
}

extension Database {
    /// Checks that `migrations` are well-formed before anything runs.
    static func validate(owner: String, _ migrations: [Migration]) throws(DatabaseError) {
        guard !owner.isEmpty else { throw .invalidMigrations(owner: owner, reason: "owner name is empty") }
        var previous: Int?
        for migration in migrations {
            guard migration.version >= 1 else {
                throw .invalidMigrations(owner: owner, reason: "version \(migration.version) is below 1")
            }
            if let previous, migration.version <= previous {
                let problem = migration.version == previous ? "appears twice" : "comes after version \(previous)"
                throw .invalidMigrations(
                    owner: owner,
                    reason: "versions must be unique and ascending; version \(migration.version) \(problem)")
            }
            guard !migration.name.isEmpty else {
                throw .invalidMigrations(owner: owner, reason: "version \(migration.version) has an empty name")
            }
            guard !migration.statements.isEmpty else {
                throw .invalidMigrations(owner: owner, reason: "version \(migration.version) has no statements")
            }
            previous = migration.version
        }
    }

    /// Creates the bookkeeping table shared by all owners.
    static func createBookkeeping(_ handle: SQLiteHandle) throws(DatabaseError) {
        try handle.executeInternal(
            """
            CREATE TABLE IF NOT EXISTS schema_migrations (
                owner TEXT NOT NULL,
                version INTEGER NOT NULL,
                name TEXT NOT NULL,
                applied_at INTEGER NOT NULL,
                PRIMARY KEY (owner, version)
            )
            """)
    }

    /// Versions and names already applied for `owner`.
    static func appliedMigrations(owner: String, _ handle: SQLiteHandle) throws(DatabaseError) -> [Int: String] {
        let rows = try handle.run(
            "SELECT version, name FROM schema_migrations WHERE owner = ?", bindings: [.text(owner)], collect: true,
            inBody: nil)
        var applied: [Int: String] = [:]
        for row in rows { applied[try row.int("version")] = try row.string("name") }
        return applied
    }

    /// Compares the registered list with the database's history and returns the migrations still to run.
    static func pending(
        owner: String, _ migrations: [Migration], applied: [Int: String]
    ) throws(DatabaseError) -> [Migration] {
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0.name) })
        if let newestApplied = applied.keys.max(), let newestKnown = migrations.last?.version,
            newestApplied > newestKnown
        {
            throw .invalidMigrations(
                owner: owner,
                reason: "the database already has version \(newestApplied), newer than the newest known \(newestKnown)")
        }
        for (version, name) in applied.sorted(by: { $0.key < $1.key }) {
            if let knownName = known[version], knownName != name {
                throw .invalidMigrations(
                    owner: owner,
                    reason: "version \(version) was applied as \"\(name)\" but is now called \"\(knownName)\"")
            }
        }
        let pending = migrations.filter { applied[$0.version] == nil }
        if let firstPending = pending.first, let newestApplied = applied.keys.max(),
            firstPending.version < newestApplied
        {
            throw .invalidMigrations(
                owner: owner,
                reason: "version \(firstPending.version) is new but version \(newestApplied) already ran; "
                    + "add new migrations after the newest one")
        }
        return pending
    }
}
