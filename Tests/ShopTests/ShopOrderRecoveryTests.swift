import ExecutableTesting
import Foundation
import Persistence
import Testing

/// An order is paid for once and placed at most once whatever happens between asking for the payment and emptying
/// the cart: a lost reply (of the payment or of the order), a quit, or the process stopped dead at each step
/// (`SHOPKIT_STOP_AT`), followed by a restart. The authorizations and the orders are counted in the embedded
/// backend's own tables in the data directory's database.
@Suite struct ShopOrderRecoveryTests {
    static let fixedTime = ["--fixed-time", "2026-11-29T12:00:00Z"]
    /// Logs in, puts one kettlebell in the cart and places the order.
    static let purchase = [
        "profile", "login ada@example.com lovelace-1815", "home", "search kettle", "open 1", "add", "cart", "address 1",
        "place", "4242 4242 4242 4242", "12/40", "123",
    ]

    /// A data directory of its own, removed at the end of `body`.
    private func withDataDirectory(_ body: ([String], String) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shop-orders-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(
            ["--data-dir", directory.path] + Self.fixedTime, directory.appendingPathComponent("shop.sqlite").path)
    }

    /// The payments the backend's provider authorized: one charge per order.
    private func charges(_ path: String) throws -> Int {
        let database = try Database(.file(path: path))
        defer { database.close() }
        return try database.read { connection in
            try connection.queryOne("SELECT count(*) AS n FROM backend_payment_authorizations")?.int("n") ?? -1
        }
    }

    /// What the data directory's database holds: orders on the backend, pending orders and items in the cart.
    private func counts(_ path: String) throws -> (orders: Int, pending: Int, cartItems: Int) {
        let database = try Database(.file(path: path))
        defer { database.close() }
        return try database.read { connection in
            (
                try connection.queryOne("SELECT count(*) AS n FROM backend_orders")?.int("n") ?? -1,
                try connection.queryOne("SELECT count(*) AS n FROM cart_pending_order")?.int("n") ?? -1,
                try connection.queryOne("SELECT IFNULL(SUM(quantity), 0) AS n FROM cart_lines")?.int("n") ?? -1
            )
        }
    }

    /// The payments the cart's database holds as asked for but not followed by an order.
    private func pendingPayments(_ path: String) throws -> Int {
        let database = try Database(.file(path: path))
        defer { database.close() }
        return try database.read { connection in
            try connection.queryOne("SELECT count(*) AS n FROM cart_pending_payment")?.int("n") ?? -1
        }
    }

    /// After a payment whose reply was lost, then a restart, paying again with the same card is answered with the
    /// authorization made the first time (same key), and the order it pays for is placed once.
    @Test func aLostPaymentReplyThenRestartChargesOnceAndOrdersOnce() async throws {
        let shop = try BuiltExecutable(named: "shop")
        try await withDataDirectory { arguments, database in
            let first = try await shop.run(arguments + ["--drop-payment-responses", "1"], input: Self.purchase)
            #expect(first.status == 0, "\(first.standardError)")
            #expect(first.standardOutput.contains("did not answer"), "the lost reply is said")
            #expect(try charges(database) == 1, "the provider authorized the first time")
            #expect(try counts(database) == (orders: 0, pending: 0, cartItems: 1))
            #expect(try pendingPayments(database) == 1, "its key is kept across the restart")

            let second = try await shop.run(
                arguments, input: ["cart", "address 1", "place", "4242 4242 4242 4242", "12/40", "123"])
            #expect(second.status == 0, "\(second.standardError)")
            #expect(second.standardOutput.contains("Order o-000001"))
            #expect(try charges(database) == 1, "the same key is answered with the same authorization")
            #expect(try counts(database) == (orders: 1, pending: 0, cartItems: 0))
            #expect(try pendingPayments(database) == 0)
        }
    }

    /// A payment whose reply was lost, paid again at once (no restart): the same key, one charge, one order.
    @Test func aLostPaymentReplyPaidAgainChargesOnceAndOrdersOnce() async throws {
        let shop = try BuiltExecutable(named: "shop")
        try await withDataDirectory { arguments, database in
            let run = try await shop.run(
                arguments + ["--drop-payment-responses", "1"],
                input: Self.purchase + ["place", "4242 4242 4242 4242", "12/40", "123"])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("Order o-000001"))
            #expect(try charges(database) == 1)
            #expect(try counts(database) == (orders: 1, pending: 0, cartItems: 0))
        }
    }

    @Test func aLostReplyThenQuitThenRestartAndRetryPlacesOneOrder() async throws {
        let shop = try BuiltExecutable(named: "shop")
        try await withDataDirectory { arguments, database in
            let first = try await shop.run(
                arguments + ["--drop-order-responses", "1"], input: Self.purchase + ["quit", "no", "quit", "yes"])
            #expect(first.status == 0, "\(first.standardError)")
            let asked = "! an order got no answer and may be placed; type cart, then retry, to settle it"
            #expect(first.lines.filter { $0 == asked }.count == 2, "quit says so, and asks, each time")
            #expect(try counts(database) == (orders: 1, pending: 1, cartItems: 1), "placed, but the app does not know")

            let second = try await shop.run(arguments, input: ["place", "retry"])
            #expect(second.status == 0, "\(second.standardError)")
            let offer = second.standardOutput.components(separatedBy: "== Checkout").dropFirst().first ?? ""
            #expect(offer.contains("An order sent earlier got no answer"), "the restart offers to settle it first")
            #expect(
                second.lines.contains(
                    "! your last order got no answer and may be placed; type retry to settle it first"))
            #expect(second.standardOutput.contains("Order o-000001"))
            #expect(try counts(database) == (orders: 1, pending: 0, cartItems: 0))
            #expect(try charges(database) == 1, "the retry sends the same authorization: one charge")
        }
    }

    @Test(arguments: ["payment-held", "payment-answered", "order-held", "order-answered", "order-settled"])
    func aProcessStoppedAtAnyStepChargesOnceAndOrdersOnceAfterARestart(step: String) async throws {
        let shop = try BuiltExecutable(named: "shop")
        try await withDataDirectory { arguments, database in
            let stopped = try await shop.run(arguments, input: Self.purchase, environment: ["SHOPKIT_STOP_AT": step])
            #expect(stopped.status == 86, "stopped at \(step): \(stopped.standardError)")
            let paying = step.hasPrefix("payment-")
            let afterStop = try counts(database)
            #expect(try charges(database) == (step == "payment-held" ? 0 : 1))
            #expect(try pendingPayments(database) == (paying ? 1 : 0), "the payment's key is kept until an order is")
            #expect(afterStop.orders == (paying || step == "order-held" ? 0 : 1))
            #expect(
                afterStop.pending == (paying || step == "order-settled" ? 0 : 1), "the attempt is kept until settled")

            // An order kept is settled first (retry); a payment kept is asked for again by paying again. Then one
            // more place, which must not order again.
            let restarted = try await shop.run(
                arguments,
                input: paying
                    ? ["cart", "address 1", "place", "4242 4242 4242 4242", "12/40", "123", "cart", "place"]
                    : ["retry", "place", "cart", "place"])
            #expect(restarted.status == 0, "\(restarted.standardError)")
            #expect(try counts(database) == (orders: 1, pending: 0, cartItems: 0), "stopped at \(step)")
            #expect(try charges(database) == 1, "stopped at \(step)")
            #expect(try pendingPayments(database) == 0, "stopped at \(step)")
        }
    }

    @Test func aStopPointThatDoesNotExistIsAUsageError() async throws {
        let run = try await BuiltExecutable(named: "shop").run(
            ["--in-memory"], environment: ["SHOPKIT_STOP_AT": "somewhere"])
        #expect(run.status == 64)
        #expect(
            run.standardError.contains(
                "payment-held, payment-answered, order-held, order-answered, order-settled"))
    }
}
