import XCTest

final class LaunchTests: XCTestCase {
    func testLaunch() {
        XCUIApplication().launch()
    }
}
