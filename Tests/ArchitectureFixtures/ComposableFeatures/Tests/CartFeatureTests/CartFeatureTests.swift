import ComposableArchitecture
import Testing

@testable import CartFeature

@MainActor struct CartFeatureTests {
    @Test func startsEmpty() {}
}
