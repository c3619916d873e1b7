import Testing

@testable import AccountFeature

@Test func theScreenShowsTheHarbour() {
    _ = AccountScreen.self
}
