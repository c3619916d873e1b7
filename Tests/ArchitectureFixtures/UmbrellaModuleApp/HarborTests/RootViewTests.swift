import XCTest

@testable import Harbor

final class RootViewTests: XCTestCase {
    func testTheRootViewHasAnEnvironment() {
        _ = RootView.self
    }
}
