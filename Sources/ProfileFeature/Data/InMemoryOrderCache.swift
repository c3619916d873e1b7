import Foundation

extension ProfileDependencies.OrderCache {
    /// An offline copy kept in memory only, per customer as in Profile's tables: for tests that are not about
    /// the tables themselves.
    static func inMemory() -> ProfileDependencies.OrderCache {
        let memory = InMemoryOrderCache()
        return ProfileDependencies.OrderCache(
            replaceHistory: { customerID, page, savedAt in
                memory.update { $0.histories[customerID] = (page.orders, savedAt) }
            },
            appendToHistory: { customerID, page in
                memory.update { $0.histories[customerID]?.orders += page.orders }
            },
            history: { customerID in memory.read { $0.histories[customerID] } },
            saveDetail: { detail, customerID, savedAt in
                memory.update {
                    $0.details[InMemoryOrderCache.DetailKey(customerID, detail.orderID)] = (detail, savedAt)
                }
            },
            detail: { orderID, customerID in
                memory.read { $0.details[InMemoryOrderCache.DetailKey(customerID, orderID)] }
            },
            clear: { customerID in
                memory.update { saved in
                    saved.histories[customerID] = nil
                    saved.details = saved.details.filter { $0.key.customerID != customerID }
                }
            })
    }
}

/// The copy behind ``ProfileDependencies/OrderCache/inMemory()``.
private final class InMemoryOrderCache: @unchecked Sendable {
    /// One customer's copy of one order.
    struct DetailKey: Hashable {
        let customerID: String
        let orderID: String

        init(_ customerID: String, _ orderID: String) {
            self.customerID = customerID
            self.orderID = orderID
        }
    }

    /// Everything saved, for every customer.
    struct Saved {
        var histories: [String: (orders: [OrderSummary], savedAt: Date)] = [:]
        var details: [DetailKey: (detail: OrderDetail, savedAt: Date)] = [:]
    }

    private let lock = NSLock()
    private var saved = Saved()

    func update(_ change: (inout Saved) -> Void) {
        lock.withLock { change(&saved) }
    }

    func read<Value>(_ answer: (Saved) -> Value) -> Value {
        lock.withLock { answer(saved) }
    }
}
