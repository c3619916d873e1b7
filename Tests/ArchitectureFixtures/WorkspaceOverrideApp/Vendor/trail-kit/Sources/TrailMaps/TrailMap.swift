import TrailModels

/// Draws a trail on a map.
public struct TrailMap: Sendable {
    /// The trail drawn.
    public var trail: Trail

    /// Creates a map of `trail`.
    public init(trail: Trail) {
        self.trail = trail
    }
}
