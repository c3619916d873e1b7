import Foundation
import Networking

/// A value with where it came from.
struct Fetched<Value: Hashable & Sendable>: Hashable, Sendable {
    var value: Value
    var freshness: Freshness = .live

    var isStale: Bool { freshness != .live }
}
