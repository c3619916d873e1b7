import Foundation
import Networking
import Testing

@testable import ProfileFeature

/// An order whose figures do not add up, or an order page with figures out of range, is refused at the boundary,
/// naming the field; a cursor that makes no progress ends the paging.
@Suite struct ProfileReplyFigureTests {
    private func order(_ json: String) throws(NetworkError) -> OrderDetail {
        try APIJSON.decode(OrderDTO.self, from: Data(json.utf8)).model()
    }

    @Test func anOrderThatAddsUpIsAccepted() throws {
        #expect(try order(ProfileJSON.order("o-1")).total.minorUnits == 9_000)
    }

    @Test func anOrderInSeveralCurrenciesIsRefused() {
        let json = ProfileJSON.order("o-1").replacingOccurrences(
            of: #""total": {"amount": 9000, "currency": "USD"}"#, with: #""total": {"amount": 9000, "currency": "JPY"}"#
        )
        #expect(json != ProfileJSON.order("o-1"))
        #expect(
            throws: NetworkError.undecodable(
                type: "OrderDTO", codingPath: "total.currency",
                reason: "expected the reply's one currency USD, found JPY")
        ) { try order(json) }
    }

    @Test func anOrderWhoseTotalDoesNotAddUpIsRefused() {
        let json = ProfileJSON.order("o-1").replacingOccurrences(
            of: #""total": {"amount": 9000,"#, with: #""total": {"amount": 9500,"#)
        #expect(
            throws: NetworkError.undecodable(
                type: "OrderDTO", codingPath: "total",
                reason: "expected subtotal − discount + shipping = USD 90.00, found USD 95.00")
        ) { try order(json) }
    }

    @Test func anOrderPageWithANegativeItemCountIsRefusedAndARepeatedCursorEndsPaging() throws {
        func page(itemCount: Int, next: String) -> Data {
            Data(
                """
                {"items": [{"id": "o-1", "placedAt": "2027-01-15T08:30:00Z", "status": "placed",
                  "itemCount": \(itemCount), "total": {"amount": 100, "currency": "USD"}}], "nextCursor": "\(next)"}
                """.utf8)
        }
        #expect(
            throws: NetworkError.undecodable(
                type: "OrderPageDTO", codingPath: "items.0.itemCount",
                reason: "expected a count of zero or more, found -4")
        ) { try APIJSON.decode(OrderPageDTO.self, from: page(itemCount: -4, next: "c-2")).model(after: "c-1") }
        let repeated = try APIJSON.decode(OrderPageDTO.self, from: page(itemCount: 1, next: "c-1")).model(after: "c-1")
        #expect(repeated.nextCursor == nil)
        let onwards = try APIJSON.decode(OrderPageDTO.self, from: page(itemCount: 1, next: "c-2")).model(after: "c-1")
        #expect(onwards.nextCursor == "c-2")
    }
}
