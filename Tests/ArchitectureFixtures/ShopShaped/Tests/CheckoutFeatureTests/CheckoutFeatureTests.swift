import Testing

@testable import CheckoutFeature

struct CheckoutFeatureTests {
    @Test func works() {}
}
