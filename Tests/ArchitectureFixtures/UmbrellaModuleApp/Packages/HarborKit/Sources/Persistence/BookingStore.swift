import Models

/// The bookings kept on the device between launches.
public actor BookingStore {
    private var booked: [Berth.ID: Berth] = [:]

    /// An empty store.
    public init() {}

    /// Keeps `berth` as booked.
    public func save(_ berth: Berth) { booked[berth.id] = berth }

    /// Every booked berth, by number.
    public func all() -> [Berth] { booked.values.sorted { $0.id < $1.id } }
}
