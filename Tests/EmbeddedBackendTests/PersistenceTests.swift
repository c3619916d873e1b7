import Foundation
import Networking
import Persistence
import Testing

@testable import EmbeddedBackend

@Suite("State in a database file")
struct PersistenceTests {
    @Test("orders, sessions, stock, quotes and idempotency records survive re-creating the backend")
    func survivesRestart() async throws {
        let file = TemporaryDatabaseFile()
        let clock = TestClock()
        var token = ""
        var firstResponse = HTTPResponse(status: 0)
        var spareQuote = ""
        let (product, variant) = try await productWithStock(try makeBackend(), atLeast: 3)
        do {
            let backend = try EmbeddedShopBackend(
                configuration: EmbeddedBackendConfiguration(database: try file.open(), now: clock.function))
            token = try await backend.signIn()
            let quote = try await backend.quote([(product.id, variant.id, 2)])
            firstResponse = try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "restart-key")
            #expect(firstResponse.status == 201)
            spareQuote = try await backend.quote([(product.id, variant.id, 1)]).quoteID
            _ = try await backend.quote([(product.id, variant.id, 1)])
        }
        let reopened = try EmbeddedShopBackend(
            configuration: EmbeddedBackendConfiguration(database: try file.open(), now: clock.function))
        #expect(try await reopened.get("/v1/me", token: token).status == 200)
        let history = try await reopened.get("/v1/orders", token: token).decode(OrderPageDTO.self)
        #expect(history.items.map(\.id) == ["o-000001"])
        #expect(try await reopened.get("/v1/orders/o-000001", token: token).body == firstResponse.body)
        #expect(
            try await reopened.product(product.id).variants.first { $0.id == variant.id }?.stock == variant.stock - 2)
        let order = try firstResponse.decode(OrderDTO.self)
        let replay = try await reopened.placeOrder(quoteID: order.quoteID, token: token, key: "restart-key")
        #expect(replay.status == 201)
        #expect(replay.body == firstResponse.body)
        expectError(try await reopened.placeOrder(quoteID: order.quoteID, token: token, key: "new"), 409, "quote_stale")
        let second = try await reopened.placeOrder(quoteID: spareQuote, token: token, key: "after-restart")
        #expect(try second.decode(OrderDTO.self).id == "o-000002")
    }

    @Test("a signed-out token stays signed out after a restart")
    func signOutSurvivesRestart() async throws {
        let file = TemporaryDatabaseFile()
        let first = try EmbeddedShopBackend(configuration: EmbeddedBackendConfiguration(database: try file.open()))
        let token = try await first.signIn()
        var signOut = HTTPRequest(method: .delete, path: "/v1/sessions")
        signOut.headers["Authorization"] = "Bearer \(token)"
        #expect(try await first.send(signOut).status == 204)
        let second = try EmbeddedShopBackend(configuration: EmbeddedBackendConfiguration(database: try file.open()))
        expectError(try await second.get("/v1/me", token: token), 401, "unauthorized")
    }

    @Test("the backend shares a database with other owners' tables")
    func sharesDatabase() async throws {
        let database = try Database(.inMemory)
        try database.migrate(
            owner: "someone-else", [Migration(version: 1, name: "t", statements: ["CREATE TABLE other (x INTEGER)"])])
        let backend = try EmbeddedShopBackend(configuration: EmbeddedBackendConfiguration(database: database))
        #expect(try await backend.get("/v1/categories").status == 200)
        let tables = try database.read { connection in
            try connection.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map {
                try $0.string("name")
            }
        }
        #expect(tables.contains("other"))
        #expect(tables.contains("backend_orders"))
    }
}
