import Foundation
import Networking
import Testing

@testable import SearchFeature

/// A results page or category list whose figures are out of range is refused at the boundary, naming the field;
/// a cursor that makes no progress ends the paging.
@Suite struct SearchReplyFigureTests {
    private func page(
        rating: Int = 45, ratingCount: Int = 12, price: Int = 4_900, total: Int = 1, next: String? = nil
    )
        -> String
    {
        let cursor = next.map { "\"\($0)\"" } ?? "null"
        return """
            {"items": [{"id": "p-0001", "name": "Kettle", "categoryID": "kitchen",
              "price": {"amount": \(price), "currency": "USD"}, "rating": \(rating), "ratingCount": \(ratingCount),
              "inStock": true}],
             "nextCursor": \(cursor), "total": \(total)}
            """
    }

    private func decodedPage(_ json: String, after cursor: String? = nil) throws(NetworkError) -> ResultPage {
        try APIJSON.decode(ProductPageDTO.self, from: Data(json.utf8)).page(after: cursor)
    }

    @Test func aRatingOfIntMaxIsRefusedNotShownAsAHugeStarCount() {
        #expect(
            throws: NetworkError.undecodable(
                type: "ProductPageDTO", codingPath: "items.0.rating",
                reason: "expected a rating of 0 to 50 tenths of a star, found \(Int.max)")
        ) { try decodedPage(page(rating: Int.max)) }
        #expect(throws: NetworkError.self) { try decodedPage(page(rating: -1)) }
        #expect(throws: Never.self) { try decodedPage(page(rating: 50)) }
    }

    @Test func aNegativeRatingCountPriceOrTotalIsRefused() {
        #expect(
            throws: NetworkError.undecodable(
                type: "ProductPageDTO", codingPath: "items.0.ratingCount",
                reason: "expected a count of zero or more, found -3")
        ) { try decodedPage(page(ratingCount: -3)) }
        #expect(
            throws: NetworkError.undecodable(
                type: "ProductPageDTO", codingPath: "items.0.price.amount",
                reason: "expected an amount of zero or more, found -500")
        ) { try decodedPage(page(price: -500)) }
        #expect(
            throws: NetworkError.undecodable(
                type: "ProductPageDTO", codingPath: "total", reason: "expected a count of zero or more, found -1")
        ) { try decodedPage(page(total: -1)) }
    }

    @Test func aTotalSmallerThanThePageIsRefused() {
        #expect(
            throws: NetworkError.undecodable(
                type: "ProductPageDTO", codingPath: "total",
                reason: "expected at least the 1 products of this page, found 0")
        ) { try decodedPage(page(total: 0)) }
    }

    @Test func aCursorThatMakesNoProgressEndsThePaging() throws {
        #expect(try decodedPage(page(total: 5, next: "c-2"), after: "c-1").nextCursor == "c-2")
        #expect(try decodedPage(page(total: 5, next: "c-1"), after: "c-1").nextCursor == nil)
    }

    @Test func aNegativeProductCountIsRefused() {
        let json = #"{"items": [{"id": "kitchen", "name": "Kitchen", "productCount": -2}]}"#
        #expect(
            throws: NetworkError.undecodable(
                type: "CategoryListDTO", codingPath: "items.0.productCount",
                reason: "expected a count of zero or more, found -2")
        ) { try APIJSON.decode(CategoryListDTO.self, from: Data(json.utf8)).models() }
    }
}
