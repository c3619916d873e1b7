import ComposableArchitecture
import Testing

@testable import ProductFeature

@MainActor struct ProductFeatureTests {
    @Test func startsEmpty() {}
}
