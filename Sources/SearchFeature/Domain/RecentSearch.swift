import Foundation

/// A search the user ran, kept so it can be run again.
struct RecentSearch: Hashable, Sendable {
    let criteria: SearchCriteria
    let searchedAt: Date
}
