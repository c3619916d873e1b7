import Testing

@testable import CartFeature

@Test func theCartStartsEmpty() {
    _ = CartScreen()
}
