import TrailsFeatureTesting
import XCTest

@testable import TrailsFeature

final class TrailListTests: XCTestCase {
    func testFixture() { XCTAssertEqual(TrailFixtures.ridge.name, "Ridge") }
}
