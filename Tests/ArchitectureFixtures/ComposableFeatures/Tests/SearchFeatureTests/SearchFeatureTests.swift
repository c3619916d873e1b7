import ComposableArchitecture
import Testing

@testable import ProductFeature
@testable import SearchFeature

@MainActor struct SearchFeatureTests {
    @Test func startsEmpty() {}
}
