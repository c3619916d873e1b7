import Testing

@testable import ViewModels

struct CheckoutViewModelTests {
    @Test func starts() {}
}
