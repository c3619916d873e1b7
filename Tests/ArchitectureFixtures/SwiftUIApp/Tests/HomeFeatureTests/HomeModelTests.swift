import XCTest

@testable import HomeFeature

final class HomeModelTests: XCTestCase {
    func testStartsEmpty() {}
}
