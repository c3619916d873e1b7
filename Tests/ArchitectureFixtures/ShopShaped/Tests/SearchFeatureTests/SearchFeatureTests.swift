import Testing

@testable import SearchFeature

struct SearchFeatureTests {
    @Test func works() {}
}
