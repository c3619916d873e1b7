import TrailsFeature

/// Trails for tests.
public enum TrailFixtures {
    /// A trail along a ridge.
    public static let ridge = Trail(id: "1", name: "Ridge")
}
