import Foundation
import Networking
import Testing

@testable import ProductFeature

/// A product whose price or rating is out of range is refused at the boundary, naming the field.
@Suite struct ProductReplyFigureTests {
    private func product(
        rating: Int = 45, ratingCount: Int = 3, price: Int = 4_900, variantPrice: Int = 4_900
    )
        -> String
    {
        """
        {"id": "p-0001", "name": "Kettle", "categoryName": "Kitchen", "description": "",
         "price": {"amount": \(price), "currency": "USD"}, "rating": \(rating), "ratingCount": \(ratingCount),
         "inStock": true, "relatedProductIDs": [],
         "variants": [{"id": "v-1", "name": "1.5 L", "price": {"amount": \(variantPrice), "currency": "USD"},
                       "stock": 3}]}
        """
    }

    private func check(_ json: String) throws(NetworkError) {
        try APIJSON.decode(ProductDetailDTO.self, from: Data(json.utf8)).requireFiguresInRange()
    }

    @Test func eachFigureOutOfRangeIsRefusedByName() {
        #expect(throws: Never.self) { try check(product()) }
        #expect(
            throws: NetworkError.undecodable(
                type: "ProductDetailDTO", codingPath: "rating",
                reason: "expected a rating of 0 to 50 tenths of a star, found \(Int.max)")
        ) { try check(product(rating: Int.max)) }
        #expect(
            throws: NetworkError.undecodable(
                type: "ProductDetailDTO", codingPath: "ratingCount",
                reason: "expected a count of zero or more, found -1")
        ) { try check(product(ratingCount: -1)) }
        #expect(
            throws: NetworkError.undecodable(
                type: "ProductDetailDTO", codingPath: "price.amount",
                reason: "expected an amount of zero or more, found -500")
        ) { try check(product(price: -500)) }
        #expect(
            throws: NetworkError.undecodable(
                type: "ProductDetailDTO", codingPath: "variants.0.price.amount",
                reason: "expected an amount of zero or more, found -1")
        ) { try check(product(variantPrice: -1)) }
    }
}
