/// What Networking offers.
public struct NetworkingMarker: Sendable {}
