import Testing

@testable import BookingFeature

@Test func theScreenStartsWithNoBerths() {
    _ = BookingScreen.self
}
