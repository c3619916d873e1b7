import XCTest

@testable import TrailsKit

final class TrailTests: XCTestCase {
    func testName() { XCTAssertEqual(Trail(id: "1", name: "Ridge").name, "Ridge") }
}
