import Foundation
import InProcessHost

/// Where the backend keeps what changes: sessions, quotes, orders, sold stock and idempotency records.
///
/// Two implementations: ``InMemoryShopStore`` (the default) and ``SQLiteShopStore`` (when the host passes a
/// `Database`, so state survives a restart). Business rules live in the handlers; a store only offers
/// primitive operations inside `read` and `write`. A `write` body is one transaction: if it throws, nothing
/// it did is kept.
protocol ShopStore: AnyObject {
    func read<Result>(_ body: (any StoreOperations) throws(APIFailure) -> Result) throws(APIFailure) -> Result
    func write<Result>(_ body: (any StoreOperations) throws(APIFailure) -> Result) throws(APIFailure) -> Result
}
