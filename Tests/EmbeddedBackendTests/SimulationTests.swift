import Foundation
import InProcessHost
import Networking
import Testing

@testable import EmbeddedBackend

@Suite("Simulated latency and failures")
struct SimulationTests {
    @Test("the next N requests fail with 500 without being processed, then requests succeed")
    func nextServerErrors() async throws {
        let backend = try makeBackend()
        let token = try await backend.signIn()
        let quote = try await backend.quote([("p-0001", "p-0001-v2", 1)])
        let order: [String: Any] = [
            "quoteID": quote.quoteID, "shippingAddressID": "a-0001",
            "paymentAuthorizationID": try await backend.authorize(amount: quote.total.amount, key: "k"),
        ]
        await backend.addFailureRule(.next(2, .serverError))
        for _ in 0..<2 {
            expectError(
                try await backend.post("/v1/orders", json: order, token: token, idempotencyKey: "k"), 500,
                "internal_error")
        }
        #expect(await backend.soldQuantities.isEmpty)
        #expect(try await backend.post("/v1/orders", json: order, token: token, idempotencyKey: "k").status == 201)
    }

    @Test("a transport failure on one route leaves other routes alone and processes nothing")
    func routeTransportError() async throws {
        let backend = try makeBackend(failureRules: [.next(1, .transportError, on: RequestPattern(.post, "/v1/orders"))]
        )
        let token = try await backend.signIn()
        let quote = try await backend.quote([("p-0001", "p-0001-v2", 1)])
        #expect(try await backend.get("/v1/orders", token: token).status == 200)
        await #expect(
            throws: NetworkError.transport("simulated: the connection failed before the request reached the server")
        ) {
            try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "k")
        }
        #expect(await backend.soldQuantities.isEmpty)
        let retry = try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "k")
        #expect(retry.status == 201)
        #expect(retry.headers["Idempotency-Replayed"] == nil, "the first attempt never reached the shop")
    }

    @Test(
        "response lost: the order IS placed; retrying with the same key returns it without placing another",
        arguments: StoreKind.allCases)
    func responseLost(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let token = try await backend.signIn()
        let quote = try await backend.quote([("p-0001", "p-0001-v2", 1)])
        await backend.addFailureRule(.next(1, .responseLost, on: RequestPattern(.post, "/v1/orders")))
        do {
            _ = try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "retry-me")
            Issue.record("the response should have been lost")
        } catch let error as NetworkError {
            guard case .transport = error else { throw error }
        }
        #expect(await backend.soldQuantities["p-0001-v2"] == 1)
        let retry = try await backend.placeOrder(quoteID: quote.quoteID, token: token, key: "retry-me")
        #expect(retry.status == 201)
        #expect(retry.headers["Idempotency-Replayed"] == "true")
        #expect(try retry.decode(OrderDTO.self).id == "o-000001")
        #expect(try await backend.get("/v1/orders", token: token).decode(OrderPageDTO.self).items.count == 1)
        #expect(await backend.soldQuantities["p-0001-v2"] == 1)
    }

    @Test("a seeded fraction fails the same requests on every run, and another seed fails others")
    func seededFraction() async throws {
        func pattern(seed: UInt64, fraction: Double) async throws -> [Bool] {
            let backend = try makeBackend(failureRules: [.fraction(fraction, .serverError, seed: seed)])
            var failed: [Bool] = []
            for _ in 0..<200 { failed.append(try await backend.get("/v1/categories").status == 500) }
            return failed
        }
        let first = try await pattern(seed: 7, fraction: 0.3)
        #expect(try await pattern(seed: 7, fraction: 0.3) == first)
        #expect(try await pattern(seed: 8, fraction: 0.3) != first)
        #expect((30...90).contains(first.filter { $0 }.count))
        #expect(try await pattern(seed: 7, fraction: 0).allSatisfy { !$0 })
        #expect(try await pattern(seed: 7, fraction: 1).allSatisfy { $0 })
    }

    @Test("patterns match path templates; removing all rules stops failures")
    func patternsAndRemoval() async throws {
        let backend = try makeBackend()
        await backend.addFailureRule(.next(5, .serverError, on: RequestPattern(.get, "/v1/products/{id}")))
        #expect(try await backend.get("/v1/products").status == 200)
        #expect(try await backend.get("/v1/products/p-0001").status == 500)
        #expect(try await backend.get("/v1/products/p-0002").status == 500)
        await backend.removeAllFailureRules()
        #expect(try await backend.get("/v1/products/p-0003").status == 200)
    }

    @Test("latency is awaited before handling, so a cancelled caller gets .cancelled")
    func latencyIsCancellable() async throws {
        let backend = try makeBackend()
        await backend.setLatency(.seconds(60))
        let task = Task { try await backend.get("/v1/categories") }
        task.cancel()
        do {
            _ = try await task.value
            Issue.record("the request should have been cancelled during its latency")
        } catch let error as NetworkError {
            #expect(error == .cancelled)
        }
        await backend.setLatency(.zero)
        #expect(try await backend.get("/v1/categories").status == 200)
    }
}
