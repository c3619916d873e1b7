import Testing

@testable import ProfileFeature

struct ProfileFeatureTests {
    @Test func works() {}
}
