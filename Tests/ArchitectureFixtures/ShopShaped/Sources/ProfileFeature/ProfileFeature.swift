import Networking

/// What ProfileFeature offers.
public struct ProfileFeatureMarker: Sendable {}
