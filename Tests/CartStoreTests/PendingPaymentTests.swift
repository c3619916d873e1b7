import Foundation
import Persistence
import Testing

@testable import CartStore

/// The payment the cart keeps for an order attempt before its authorization leaves: it survives a restart, one at
/// a time, and gives way to the order that names its authorization in one transaction.
@Suite("Pending payments", .timeLimit(.minutes(5)))
struct PendingPaymentTests {
    private static let payment = PendingPayment(idempotencyKey: "key-1", amountMinorUnits: 40_599, currencyCode: "USD")

    @Test("a recorded payment survives a restart with its key and amount")
    func survivesRestart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("PendingPayment-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cart.sqlite").path
        do {
            let database = try Database(.file(path: path))
            let store = try CartStore(database: database)
            #expect(try await store.pendingPayment() == nil)
            try await store.holdForPayment(Self.payment)
            database.close()
        }
        let reopened = try CartStore(database: try Database(.file(path: path)))
        #expect(
            try await reopened.pendingPayment()
                == PendingPayment(idempotencyKey: "key-1", amountMinorUnits: 40_599, currencyCode: "USD"))
    }

    @Test("a payment for another amount takes the place of the earlier one; forgetting another key changes nothing")
    func oneAtATime() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        try await store.holdForPayment(Self.payment)
        let other = PendingPayment(idempotencyKey: "key-2", amountMinorUnits: 999, currencyCode: "USD")
        try await store.holdForPayment(other)
        #expect(try await store.pendingPayment() == other)
        try await store.forgetPayment(idempotencyKey: "key-1")
        #expect(try await store.pendingPayment() == other)
        try await store.forgetPayment(idempotencyKey: "key-2")
        #expect(try await store.pendingPayment() == nil)
    }

    @Test("recording the order forgets the payment in the same step; no payment starts while an order is pending")
    func orderTakesOver() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        try await store.holdForPayment(Self.payment)
        let order = PendingOrder(
            idempotencyKey: "key-1", request: Data("{}".utf8),
            lines: [CartLine(productID: "mug", variantID: nil, quantity: 1)])
        try await store.holdForOrder(order)
        #expect(try await store.pendingPayment() == nil)
        #expect(try await store.pendingOrder() == order)
        await #expect(throws: CartError.orderPending(idempotencyKey: "key-1")) {
            try await store.holdForPayment(
                PendingPayment(idempotencyKey: "key-3", amountMinorUnits: 100, currencyCode: "USD"))
        }
        #expect(try await store.pendingPayment() == nil)
    }

    @Test("the table refuses what no payment can be: a blank key, no amount, a currency that is not three letters")
    func tableRefusesNonsense() async throws {
        let store = try CartStore(database: try Database(.inMemory))
        for payment in [
            PendingPayment(idempotencyKey: "", amountMinorUnits: 100, currencyCode: "USD"),
            PendingPayment(idempotencyKey: "key", amountMinorUnits: 0, currencyCode: "USD"),
            PendingPayment(idempotencyKey: "key", amountMinorUnits: 100, currencyCode: "US"),
        ] {
            await #expect(throws: CartError.self) { try await store.holdForPayment(payment) }
        }
        #expect(try await store.pendingPayment() == nil)
    }
}
