import XCTest

@testable import Trailhead

final class DeepLinkRouterTests: XCTestCase {
    func testStartsEmpty() { XCTAssertTrue(DeepLinkRouter().pending.isEmpty) }
}
