/// What CartStore offers.
public struct CartStoreMarker: Sendable {}
