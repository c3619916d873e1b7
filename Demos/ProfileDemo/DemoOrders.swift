import EmbeddedBackend
import Networking

/// Places orders for a demo account straight through the shop API, as a client would: a quote, its total paid with
/// the provider's approved test card (`POST /v1/provider/tokens`, then `POST /v1/provider/authorizations` under the
/// order's idempotency key), then the order naming that authorization, under the same key. It gives the order
/// history something to show. This is demo set-up, not Profile's job: Profile only reads orders.
struct DemoOrders {
    private struct QuoteRequest: Encodable {
        struct Line: Encodable {
            let productID: String
            let quantity: Int
        }

        let lines: [Line]
        let couponCode: String?
    }

    private struct Quote: Decodable {
        struct Total: Decodable {
            let amount: Int
            let currency: String
        }

        let quoteID: String
        let total: Total
    }

    private struct OrderRequest: Encodable {
        let quoteID: String
        let shippingAddressID: String
        let giftNote: String?
        let paymentAuthorizationID: String
    }

    /// The provider's approved test card (API.md, Test cards): not a real card.
    private struct TestCard: Encodable {
        let number = "4242424242424242"
        let expiryMonth = 12
        let expiryYear = 2040
        let securityCode = "123"
    }

    private struct CardToken: Decodable {
        let token: String
    }

    private struct AuthorizationRequest: Encodable {
        let token: String
        let amountMinor: Int
        let currency: String
        let reference: String
    }

    private struct Authorization: Decodable {
        let authorizationID: String
    }

    private struct Order: Decodable {
        let id: String
    }

    private struct Customer: Decodable {
        struct Address: Decodable {
            let id: String
        }

        let addresses: [Address]
    }

    /// How many catalogue products to try for one order before giving up (some are sold out).
    private static let attemptsPerOrder = 40

    /// A client that carries the demo account's session.
    let client: any HTTPClient
    /// The payment provider's client: no session token.
    let provider: any HTTPClient

    /// Places `count` orders to the account's first saved address and returns their IDs, oldest first.
    /// The newest order has a coupon and a gift note.
    func place(_ count: Int) async throws(NetworkError) -> [String] {
        let customer = try await client.decoded(HTTPRequest(method: .get, path: "/v1/me"), as: Customer.self)
        guard let addressID = customer.addresses.first?.id else {
            throw .invalidRequest("the demo account has no saved address to send orders to")
        }
        var orderIDs: [String] = []
        var nextProduct = 1
        for number in 0..<count {
            let quote = try await quoteInStockProducts(
                from: &nextProduct, quantity: 1 + number % 2, withCoupon: number == count - 1)
            let key = "profile-demo-order-\(number + 1)"
            var request = try HTTPRequest.json(
                .post, "/v1/orders",
                body: OrderRequest(
                    quoteID: quote.quoteID, shippingAddressID: addressID,
                    giftNote: number == count - 1 ? "Happy birthday, from the demo" : nil,
                    paymentAuthorizationID: try await pay(quote, key: key)))
            request.headers["Idempotency-Key"] = key
            orderIDs.append(try await client.decoded(request, as: Order.self).id)
        }
        return orderIDs
    }

    /// Pays `quote`'s total with the approved test card under `key` and returns the authorization's ID.
    private func pay(_ quote: Quote, key: String) async throws(NetworkError) -> String {
        let card = try await provider.decoded(
            try HTTPRequest.json(.post, "/v1/provider/tokens", body: TestCard()), as: CardToken.self)
        var request = try HTTPRequest.json(
            .post, "/v1/provider/authorizations",
            body: AuthorizationRequest(
                token: card.token, amountMinor: quote.total.amount, currency: quote.total.currency, reference: key))
        request.headers["Idempotency-Key"] = key
        return try await provider.decoded(request, as: Authorization.self).authorizationID
    }

    /// A quote for two consecutive catalogue products, skipping any the shop refuses (sold out).
    private func quoteInStockProducts(
        from nextProduct: inout Int, quantity: Int, withCoupon: Bool
    ) async throws(NetworkError) -> Quote {
        var lastError = NetworkError.invalidRequest("no product could be quoted")
        for _ in 0..<Self.attemptsPerOrder {
            let lines = [nextProduct, nextProduct + 1].map { number in
                QuoteRequest.Line(productID: Self.productID(number), quantity: quantity)
            }
            nextProduct += 2
            let request = try HTTPRequest.json(
                .post, "/v1/quotes", body: QuoteRequest(lines: lines, couponCode: withCoupon ? "SAVE10" : nil))
            do {
                return try await client.decoded(request, as: Quote.self)
            } catch  where [409, 422].contains(error.statusCode) {
                lastError = error
            }
        }
        throw lastError
    }

    /// `p-0001` for 1.
    private static func productID(_ number: Int) -> String {
        let digits = String(number)
        return "p-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
