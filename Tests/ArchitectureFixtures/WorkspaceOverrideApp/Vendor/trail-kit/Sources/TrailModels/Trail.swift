/// A walking trail.
public struct Trail: Sendable {
    /// The trail's name.
    public var name: String

    /// Creates a trail.
    public init(name: String) {
        self.name = name
    }
}
