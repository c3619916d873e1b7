import CartStore
import Networking

/// What CheckoutFeature offers.
public struct CheckoutFeatureMarker: Sendable {}
