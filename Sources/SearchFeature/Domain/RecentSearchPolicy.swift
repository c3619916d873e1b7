import Foundation

/// The rules for recent searches: few, distinct, and forgotten after a month.
enum RecentSearchPolicy {
    static let capacity = 20
    static let lifetime: TimeInterval = 30 * 24 * 60 * 60

    /// The oldest moment a recent search may date from and still be shown at `now`.
    static func oldestKept(at now: Date) -> Date { now.addingTimeInterval(-lifetime) }
}
