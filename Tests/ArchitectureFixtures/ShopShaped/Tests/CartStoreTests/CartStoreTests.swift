import Testing

@testable import CartStore

struct CartStoreTests {
    @Test func works() {}
}
