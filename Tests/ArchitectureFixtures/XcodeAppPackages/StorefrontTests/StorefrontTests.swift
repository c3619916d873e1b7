import XCTest

@testable import Storefront

final class StorefrontTests: XCTestCase {
    func testPriceTextShowsTheCurrency() {
        XCTAssertTrue(PriceText.format(minorUnits: 1999, currency: "EUR").contains("19"))
    }
}
