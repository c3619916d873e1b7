import FeatureState
import Networking
import Persistence

/// Why the recent searches could not be kept, with the database's error: a view can tell a full disk from a locked
/// or read-only database.
enum RecentSearchesProblem: Equatable, Sendable {
    /// The search ran, but it could not be saved as a recent search.
    case notSaved(DatabaseError)
    /// The recent searches could not be read.
    case notRead(DatabaseError)
}
