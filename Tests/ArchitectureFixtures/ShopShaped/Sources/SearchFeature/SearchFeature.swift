import Networking

/// What SearchFeature offers.
public struct SearchFeatureMarker: Sendable {}
