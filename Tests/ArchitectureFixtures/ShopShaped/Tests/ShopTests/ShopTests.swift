import Testing

@testable import Shop

struct ShopTests {
    @Test func works() {}
}
