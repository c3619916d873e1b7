import Testing

@testable import ProductFeature

struct ProductFeatureTests {
    @Test func works() {}
}
