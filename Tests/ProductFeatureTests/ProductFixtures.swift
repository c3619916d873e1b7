import Analytics
import CartStore
import Foundation
import Networking
import NetworkingTesting
import Persistence
import Testing

@testable import ProductFeature

/// Everything a Product test needs: the model, its fakes, a real cart over an in-memory database, and the outputs.
@MainActor
final class ProductHarness {
    let client = ExpectingHTTPClient { request in
        Issue.record("unexpected request \(request.method) \(request.path) \(request.query)")
    }
    let tracker = RecordingTracker()
    let cart: CartStore
    var outputs: [ProductOutput] = []
    private(set) var model: ProductModel!

    init(productID: String = "p-0001") throws {
        cart = try CartStore(database: Database(.inMemory))
        model = makeModel(productID: productID)
    }

    func makeModel(productID: String) -> ProductModel {
        ProductModel(
            productID: productID, api: ProductAPI(client: client), cart: cart, tracker: tracker,
            onOutput: { [weak self] output in self?.outputs.append(output) })
    }

    /// The dependencies a host would pass to ``ProductEntry``.
    var dependencies: ProductDependencies {
        ProductDependencies(httpClient: client, tracker: tracker, cartStore: cart)
    }

    func expectProduct(_ id: String, reply: ExpectingHTTPClient.Reply) {
        client.expect(.get, "/v1/products/\(id)", reply: reply)
    }

    /// Expects the standard kettle (`p-0001`) and its two related products.
    func expectKettleWithRelated() {
        expectProduct("p-0001", reply: .ok(ProductJSON.kettle))
        expectProduct("p-0002", reply: .ok(ProductJSON.detail("p-0002", name: "Tea Towel", amount: 899)))
        expectProduct("p-0003", reply: .ok(ProductJSON.detail("p-0003", name: "Teapot", amount: 3_450, inStock: false)))
    }

    /// Appears with the standard kettle loaded.
    func appearWithKettle() async {
        expectKettleWithRelated()
        await model.appear()
    }
}

/// Wire bodies in the shapes of the API contract (`GET /v1/products/{id}` in Sources/EmbeddedBackend/API.md).
enum ProductJSON {
    static func variant(_ id: String, name: String, amount: Int, stock: Int, currency: String = "USD") -> String {
        """
        {"id": "\(id)", "name": "\(name)", "price": {"amount": \(amount), "currency": "\(currency)"}, "stock": \(stock)}
        """
    }

    static func detail(
        _ id: String, name: String, amount: Int = 4_900, inStock: Bool = true, variants: [String]? = nil,
        related: [String] = []
    ) -> String {
        let variants = variants ?? [variant("\(id)-v1", name: "Standard", amount: amount, stock: inStock ? 4 : 0)]
        let relatedIDs = related.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"id": "\(id)", "name": "\(name)", "categoryID": "kitchen", "categoryName": "Kitchen",
             "description": "A fine thing for the kitchen.", "price": {"amount": \(amount), "currency": "USD"},
             "rating": 43, "ratingCount": 120, "inStock": \(inStock),
             "variants": [\(variants.joined(separator: ", "))], "relatedProductIDs": [\(relatedIDs)]}
            """
    }

    /// A kettle whose first variant is sold out: Small (sold out), Medium (5 left), Large (2 left).
    static let kettle = detail(
        "p-0001", name: "Copper Kettle", amount: 2_499,
        variants: [
            variant("v-s", name: "Small", amount: 2_499, stock: 0),
            variant("v-m", name: "Medium", amount: 2_999, stock: 5),
            variant("v-l", name: "Large", amount: 3_999, stock: 2),
        ], related: ["p-0002", "p-0003"])
}
