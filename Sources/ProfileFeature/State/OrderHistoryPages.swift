import Analytics
import FeatureState
import Networking

/// The customer's order history, a page at a time: the first page from the shop (or, when the shop cannot be
/// reached, the saved copy, marked as such), and each next page appended. It reports; the model shows.
struct OrderHistoryPages: Sendable {
    /// What loading a page came to.
    enum Outcome<Value: Equatable & Sendable>: Equatable, Sendable {
        /// The value to show, and what happened to the copy on this device.
        case shown(Value, StorageUpdate)
        /// The shop no longer accepts the session.
        case sessionEnded
    }

    let api: ProfileAPI
    let offline: OfflineOrders
    let tracker: any AnalyticsTracker

    /// The first page of `customerID`'s history: `.empty` when there are no orders, the saved copy when the shop
    /// cannot be reached and a copy is saved, else the failure.
    func firstPage(of customerID: String) async -> Outcome<Loadable<Fetched<OrderHistory>, NetworkError>> {
        do {
            let page = try await api.orders(cursor: nil)
            let history: Loadable<Fetched<OrderHistory>, NetworkError> =
                page.orders.isEmpty
                ? .empty : .loaded(Fetched(value: OrderHistory(orders: page.orders, nextCursor: page.nextCursor)))
            return .shown(history, offline.keepFirstPage(page, of: customerID))
        } catch  where error.endsSession {
            return .sessionEnded
        } catch {
            guard error.isUnreachable else { return .shown(.failed(error), .unchanged) }
            let (saved, update) = offline.history(of: customerID)
            guard let saved else { return .shown(.failed(error), update) }
            tracker.track("order_history_from_cache", ["order_count": String(saved.orders.count)])
            let freshness = Freshness.cached(savedAt: saved.savedAt, because: error)
            return .shown(
                .loaded(Fetched(value: OrderHistory(orders: saved.orders, nextCursor: nil), freshness: freshness)),
                update)
        }
    }

    /// `history` with the page after `cursor` appended, or the failure that leaves it as it is.
    func nextPage(
        after cursor: String, of history: Fetched<OrderHistory>, customerID: String
    ) async -> Outcome<Result<Fetched<OrderHistory>, NetworkError>> {
        do {
            let page = try await api.orders(cursor: cursor)
            var grown = history
            grown.value.orders += page.orders
            grown.value.nextCursor = page.nextCursor
            return .shown(.success(grown), offline.keepNextPage(page, of: customerID))
        } catch  where error.endsSession {
            return .sessionEnded
        } catch {
            return .shown(.failure(error), .unchanged)
        }
    }
}
