import CartStore
import Networking

/// What ProductFeature offers.
public struct ProductFeatureMarker: Sendable {}
