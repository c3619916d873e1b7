import Analytics
import FeatureState
import Networking

/// One order's detail, from the shop or, when the shop cannot be reached, from the saved copy (marked as such).
/// It reports; the model shows.
struct OrderDetailLoader: Sendable {
    let api: ProfileAPI
    let offline: OfflineOrders
    let tracker: any AnalyticsTracker

    /// The detail of `orderID` as it is to be shown.
    func detail(
        of orderID: String, customerID: String
    ) async -> OrderHistoryPages.Outcome<Loadable<Fetched<OrderDetail>, NetworkError>> {
        do {
            let detail = try await api.order(id: orderID)
            tracker.track("order_opened", ["from_cache": "false", "line_count": String(detail.lines.count)])
            return .shown(.loaded(Fetched(value: detail)), offline.keepDetail(detail, of: customerID))
        } catch  where error.endsSession {
            return .sessionEnded
        } catch {
            guard error.isUnreachable else { return .shown(.failed(error), .unchanged) }
            let (saved, update) = offline.detail(orderID, of: customerID)
            guard let saved else { return .shown(.failed(error), update) }
            tracker.track("order_opened", ["from_cache": "true", "line_count": String(saved.detail.lines.count)])
            let freshness = Freshness.cached(savedAt: saved.savedAt, because: error)
            return .shown(.loaded(Fetched(value: saved.detail, freshness: freshness)), update)
        }
    }
}
