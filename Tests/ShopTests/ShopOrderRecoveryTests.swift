import ExecutableTesting
import Foundation
import Persistence
import Testing

/// An order is placed at most once whatever happens between sending it and emptying the cart: a lost reply, a
/// quit, or the process stopped dead at each step (`SHOPKIT_STOP_AT`), followed by a restart. The orders are
/// counted in the embedded backend's own table in the data directory's database.
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

    @Test(arguments: ["order-held", "order-answered", "order-settled"])
    func aProcessStoppedAtAnyStepOrdersOnceAfterARestart(step: String) async throws {
        let shop = try BuiltExecutable(named: "shop")
        try await withDataDirectory { arguments, database in
            let stopped = try await shop.run(arguments, input: Self.purchase, environment: ["SHOPKIT_STOP_AT": step])
            #expect(stopped.status == 86, "stopped at \(step): \(stopped.standardError)")
            let afterStop = try counts(database)
            #expect(afterStop.orders == (step == "order-held" ? 0 : 1))
            #expect(afterStop.pending == (step == "order-settled" ? 0 : 1), "the attempt is kept until it is settled")

            let restarted = try await shop.run(arguments, input: ["retry", "place", "cart", "place"])
            #expect(restarted.status == 0, "\(restarted.standardError)")
            #expect(try counts(database) == (orders: 1, pending: 0, cartItems: 0), "stopped at \(step)")
            #expect(try charges(database) == 1, "stopped at \(step)")
        }
    }

    @Test func aStopPointThatDoesNotExistIsAUsageError() async throws {
        let run = try await BuiltExecutable(named: "shop").run(
            ["--in-memory"], environment: ["SHOPKIT_STOP_AT": "somewhere"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("order-held, order-answered, order-settled"))
    }
}
