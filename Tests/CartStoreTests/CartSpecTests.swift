import Persistence
import Testing

@testable import CartStore

@Suite struct CartSpecTests {
    @Test func addsEveryLineOfASpec() async throws {
        let cart = try CartStore(database: Database(.inMemory))
        try await cart.add(CartSpec(parsing: "p-0001:2,p-0002:p-0002-v1:1,p-0003"))
        let lines = await cart.snapshot().lines
        #expect(lines.map(\.productID) == ["p-0001", "p-0002", "p-0003"])
        #expect(lines.map(\.quantity) == [2, 1, 1])
        #expect(lines[1].variantID == "p-0002-v1")
    }

    @Test func aMalformedOrRefusedSpecAddsNothing() async throws {
        let cart = try CartStore(database: Database(.inMemory))
        let shape = "entries look like p-0001:2 or p-0001:p-0001-v2:1, not"
        let refusals: [(spec: String, message: String)] = [
            ("p-0001:two", "\(shape) 'p-0001:two'"),
            ("p-0001:0", "entry 'p-0001:0': quantity 0 is not allowed; use 1 to 99"),
            ("p-0001:100", "entry 'p-0001:100': quantity 100 is not allowed; use 1 to 99"),
            ("p-0002:1,p-0001:100", "entry 'p-0001:100': quantity 100 is not allowed; use 1 to 99"),
            ("p-0003:60,p-0003:40", "entry 'p-0003:40': product p-0003 cannot have more than 99 items"),
            ("", "\(shape) ''"),
            ("p-0001,,p-0002", "\(shape) ''"),
            ("p-0001::1", "\(shape) 'p-0001::1'"),
            (":1", "\(shape) ':1'"),
            ("p-0001:", "\(shape) 'p-0001:'"),
            ("p-0001:p-0001-v1:1:2", "\(shape) 'p-0001:p-0001-v1:1:2'"),
        ]
        for (spec, message) in refusals {
            do {
                try await cart.add(CartSpec(parsing: spec))
                Issue.record("\(spec) was accepted")
            } catch {
                #expect(error.description == message, "\(spec)")
            }
        }
        #expect(await cart.snapshot().isEmpty)
    }

    @Test func aRefusedEntryPutsBackWhatTheCartHeldBefore() async throws {
        let cart = try CartStore(database: Database(.inMemory))
        try await cart.add(CartSpec(parsing: "p-0001:2,p-0002:p-0002-v1:1"))
        await #expect(
            throws: CartSpecError.refused(
                entry: "p-0001:98",
                .quantityLimitExceeded(
                    key: CartLineKey(productID: "p-0001", variantID: nil), limit: 99))
        ) {
            try await cart.add(CartSpec(parsing: "p-0003:1,p-0001:98"))
        }
        #expect(
            await cart.snapshot().lines == [
                CartLine(productID: "p-0001", variantID: nil, quantity: 2),
                CartLine(productID: "p-0002", variantID: "p-0002-v1", quantity: 1),
            ])
    }
}
