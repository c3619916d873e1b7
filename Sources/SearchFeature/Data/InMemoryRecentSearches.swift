import Foundation

extension SearchDependencies.RecentSearches {
    /// Recent searches kept in memory only, under the same ``RecentSearchPolicy`` as Search's table: for tests
    /// that are not about the table itself.
    static func inMemory() -> SearchDependencies.RecentSearches {
        let memory = InMemoryRecentSearches()
        return SearchDependencies.RecentSearches(
            record: { criteria, now in memory.record(criteria, at: now) },
            list: { now in memory.list(at: now) },
            clear: { memory.clear() })
    }
}

/// The searches behind ``SearchDependencies/RecentSearches/inMemory()``, oldest first, one per deduplication key.
private final class InMemoryRecentSearches: @unchecked Sendable {
    private let lock = NSLock()
    private var searches: [RecentSearch] = []

    func record(_ criteria: SearchCriteria, at now: Date) {
        lock.withLock {
            searches.removeAll { $0.criteria.deduplicationKey == criteria.deduplicationKey }
            searches.append(RecentSearch(criteria: criteria, searchedAt: now))
            searches = Array(Self.newestFirst(searches, at: now).reversed())
        }
    }

    func list(at now: Date) -> [RecentSearch] {
        lock.withLock { Self.newestFirst(searches, at: now) }
    }

    func clear() {
        lock.withLock { searches.removeAll() }
    }

    /// The searches still valid at `now`, newest first (the later recorded first on a tie), at most the capacity.
    private static func newestFirst(_ searches: [RecentSearch], at now: Date) -> [RecentSearch] {
        let oldestKept = RecentSearchPolicy.oldestKept(at: now)
        let kept = searches.enumerated().filter { $0.element.searchedAt >= oldestKept }
        let ordered = kept.sorted { first, second in
            first.element.searchedAt != second.element.searchedAt
                ? first.element.searchedAt > second.element.searchedAt : first.offset > second.offset
        }
        return ordered.prefix(RecentSearchPolicy.capacity).map(\.element)
    }
}
