import FeatureState
import Foundation
import Networking

/// Profile's calls to the shop API, mapping wire shapes into Profile's own models at the boundary.
///
/// Requests carry no `Authorization` header: the host's `BearerAuthenticatingClient` adds it from the app's
/// `UserSessionStore`.
struct ProfileAPI: Sendable {
    /// Orders per page of the history (the API allows 1 to 50).
    static let pageSize = 10

    let client: any HTTPClient

    /// `POST /v1/sessions`: exchanges credentials for a session token.
    func createSession(_ credentials: LoginCredentials) async throws(NetworkError) -> NewSessionDTO {
        let request = try HTTPRequest.json(
            .post, "/v1/sessions", body: SessionRequestDTO(email: credentials.email, password: credentials.password))
        return try await client.decoded(request, as: NewSessionDTO.self)
    }

    /// `DELETE /v1/sessions`: ends the session on the shop's side.
    func deleteSession() async throws(NetworkError) {
        try await client.expectSuccess(HTTPRequest(method: .delete, path: "/v1/sessions"))
    }

    /// `GET /v1/me`.
    func currentCustomer() async throws(NetworkError) -> CustomerProfile {
        try await client.decoded(HTTPRequest(method: .get, path: "/v1/me"), as: CustomerDTO.self).model
    }

    /// `GET /v1/orders`, newest first; `cursor` comes from the previous page.
    func orders(cursor: String?) async throws(NetworkError) -> OrderPage {
        var query = [QueryItem("limit", String(Self.pageSize))]
        if let cursor { query.append(QueryItem("cursor", cursor)) }
        let page = try await client.decoded(
            HTTPRequest(method: .get, path: "/v1/orders", query: query), as: OrderPageDTO.self)
        return try page.model(after: cursor)
    }

    /// `GET /v1/orders/{id}`.
    func order(id: String) async throws(NetworkError) -> OrderDetail {
        try await client.decoded(HTTPRequest(method: .get, path: "/v1/orders/\(id)"), as: OrderDTO.self).model()
    }
}

/// The body of `POST /v1/sessions`.
struct SessionRequestDTO: Encodable {
    let email: String
    let password: String
}

/// The reply to `POST /v1/sessions`. Its description hides the token, like `SignedInSession`'s.
struct NewSessionDTO: Decodable, CustomStringConvertible, CustomReflectable {
    let token: String
    let customerID: String

    var description: String { "NewSessionDTO(customerID: \(customerID), token: <hidden>)" }

    var customMirror: Mirror { Mirror(self, children: ["token": "<hidden>", "customerID": customerID]) }
}

/// An address as `GET /v1/me` and `GET /v1/orders/{id}` send it.
struct AddressDTO: Decodable {
    let id: String
    let label: String
    let recipient: String
    let lines: [String]
    let city: String
    let postcode: String
    let country: String

    var model: SavedAddress {
        SavedAddress(
            id: id, label: label, recipient: recipient, lines: lines, city: city, postcode: postcode, country: country)
    }
}

/// `GET /v1/me`.
struct CustomerDTO: Decodable {
    let id: String
    let name: String
    let email: String
    let addresses: [AddressDTO]

    var model: CustomerProfile {
        CustomerProfile(customerID: id, name: name, email: email, addresses: addresses.map(\.model))
    }
}

/// `GET /v1/orders`.
struct OrderPageDTO: Decodable {
    struct Summary: Decodable {
        let id: String
        let placedAt: Date
        let status: String
        let itemCount: Int
        let total: MoneyDTO

        var model: OrderSummary {
            OrderSummary(orderID: id, placedAt: placedAt, status: status, itemCount: itemCount, total: total.money)
        }
    }

    let items: [Summary]
    let nextCursor: String?

    /// The page that followed `cursor`, refused when an item count or a total is negative; a next cursor equal
    /// to `cursor` would ask for this page again, so it ends the paging instead.
    func model(after cursor: String?) throws(NetworkError) -> OrderPage {
        do {
            for (index, item) in items.enumerated() {
                try ReplyFigures.requireCount(item.itemCount, at: "items.\(index).itemCount")
                try ReplyFigures.requireNonNegative(item.total, at: "items.\(index).total.amount")
            }
        } catch {
            throw .undecodable(type: "OrderPageDTO", codingPath: error.path, reason: error.reason)
        }
        return OrderPage(orders: items.map(\.model), nextCursor: nextCursor == cursor ? nil : nextCursor)
    }
}

/// `GET /v1/orders/{id}`.
struct OrderDTO: Decodable {
    struct Line: Decodable {
        let productID: String
        let variantID: String
        let name: String
        let variantName: String
        let quantity: Int
        let unitPrice: MoneyDTO
        let lineTotal: MoneyDTO

        var model: OrderDetail.Line {
            OrderDetail.Line(
                productID: productID, variantID: variantID, name: name, variantName: variantName, quantity: quantity,
                unitPrice: unitPrice.money, lineTotal: lineTotal.money)
        }
    }

    struct Coupon: Decodable {
        let code: String
    }

    let id: String
    let placedAt: Date
    let status: String
    let currency: String
    let lines: [Line]
    let subtotal: MoneyDTO
    let discount: MoneyDTO
    let shipping: MoneyDTO
    let total: MoneyDTO
    let coupon: Coupon?
    let shippingAddress: AddressDTO
    let giftNote: String?

    /// The order, refused unless its figures hold (``ReplyFigures/requireBreakdown(currency:lines:subtotal:discount:shipping:total:)``):
    /// one currency, no negative amount, lines × quantities = subtotal, subtotal − discount + shipping = total.
    func model() throws(NetworkError) -> OrderDetail {
        do {
            try ReplyFigures.requireBreakdown(
                currency: currency,
                lines: lines.map {
                    ReplyFigures.Line(quantity: $0.quantity, unitPrice: $0.unitPrice, lineTotal: $0.lineTotal)
                },
                subtotal: subtotal, discount: discount, shipping: shipping, total: total)
        } catch {
            throw .undecodable(type: "OrderDTO", codingPath: error.path, reason: error.reason)
        }
        return OrderDetail(
            orderID: id, placedAt: placedAt, status: status, lines: lines.map(\.model), subtotal: subtotal.money,
            discount: discount.money, shipping: shipping.money, total: total.money, couponCode: coupon?.code,
            shippingAddress: shippingAddress.model, giftNote: giftNote)
    }
}
