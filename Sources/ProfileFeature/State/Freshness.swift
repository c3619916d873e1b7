import Foundation
import Networking

/// Where shown data came from: the shop just now, or Profile's cache because the shop could not be reached.
enum Freshness: Hashable, Sendable {
    case live
    /// Saved at `savedAt`, shown because asking the shop for a fresh copy failed with `error` (a view can tell a
    /// timeout from a server that is down).
    case cached(savedAt: Date, because: NetworkError)
}
