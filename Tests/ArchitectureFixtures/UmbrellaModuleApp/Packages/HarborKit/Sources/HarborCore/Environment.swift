import Foundation
import Persistence

/// What every feature is given by the app.
public struct HarborEnvironment: Sendable {
    /// The booking API.
    public var api: HarborAPI
    /// Bookings kept between launches; features reach it through ``book(_:)``.
    let store: BookingStore

    /// Creates an environment over `api`.
    public init(api: HarborAPI) {
        self.api = api
        store = BookingStore()
    }

    /// Books `berth` and keeps it.
    public func book(_ berth: Berth) async { await store.save(berth) }
}
