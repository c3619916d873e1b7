import Testing

@testable import CheckoutFeature

struct CheckoutTests {
    @Test func pays() {}
}
