import Foundation
import OrderedCollections

@_implementationOnly import ElevationCore

/// A hiking trail.
public struct Trail: Identifiable, Sendable {
    /// The trail's identifier.
    public let id: String
    /// The trail's name.
    public let name: String
    /// Creates a trail.
    public init(id: String, name: String) { self.id = id; self.name = name }
}
