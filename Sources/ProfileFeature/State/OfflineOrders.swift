import Foundation
import Persistence

/// Profile's copy of the customer's orders on this device, kept through the order cache so the history and an
/// opened order can be shown when the shop cannot be reached. A failure to read or write it never stops the
/// screen: it becomes a ``StorageUpdate`` for the model to show.
struct OfflineOrders: Sendable {
    let cache: ProfileDependencies.OrderCache
    let now: @Sendable () -> Date

    /// Keeps the first page of a customer's history, replacing what was saved.
    func keepFirstPage(_ page: OrderPage, of customerID: String) -> StorageUpdate {
        keep { () throws(DatabaseError) in try cache.replaceHistory(customerID, page, now()) }
    }

    /// Adds a later page after what is saved.
    func keepNextPage(_ page: OrderPage, of customerID: String) -> StorageUpdate {
        keep { () throws(DatabaseError) in try cache.appendToHistory(customerID, page) }
    }

    /// Keeps one order's detail.
    func keepDetail(_ detail: OrderDetail, of customerID: String) -> StorageUpdate {
        keep { () throws(DatabaseError) in try cache.saveDetail(detail, customerID, now()) }
    }

    /// The saved history of `customerID`, or nil (with the problem when it could not be read).
    func history(of customerID: String) -> (saved: (orders: [OrderSummary], savedAt: Date)?, update: StorageUpdate) {
        do throws(DatabaseError) {
            return (try cache.history(customerID), .unchanged)
        } catch {
            return (nil, .set(.savedOrdersNotRead(error)))
        }
    }

    /// The saved copy of one order, or nil (with the problem when it could not be read).
    func detail(
        _ orderID: String, of customerID: String
    ) -> (
        saved: (detail: OrderDetail, savedAt: Date)?, update: StorageUpdate
    ) {
        do throws(DatabaseError) {
            return (try cache.detail(orderID, customerID), .unchanged)
        } catch {
            return (nil, .set(.savedOrderNotRead(error)))
        }
    }

    /// Forgets everything saved for `customerID`; the problem when that failed.
    func forget(_ customerID: String) -> ProfileStorageProblem? {
        do throws(DatabaseError) {
            try cache.clear(customerID)
            return nil
        } catch {
            return .savedOrdersNotRemoved(error)
        }
    }

    private func keep(_ write: () throws(DatabaseError) -> Void) -> StorageUpdate {
        do throws(DatabaseError) {
            try write()
            return .set(nil)
        } catch {
            return .set(.ordersNotSavedOffline(error))
        }
    }
}
