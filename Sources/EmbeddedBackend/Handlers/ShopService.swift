import Foundation
import Networking

/// The shop's server side, synchronous and single-threaded: routes a request, runs its handler and renders
/// the response. ``EmbeddedShopBackend`` owns one and serialises access to it.
final class ShopService {
    static let quoteLifetime: TimeInterval = 10 * 60

    let catalogue: Catalogue
    let store: any ShopStore
    let now: @Sendable () -> Date
    /// Units sold per variant, mirrored from the store after every committed write (the store stays
    /// authoritative: order placement re-reads it inside its transaction).
    var sold: [String: Int]
    private let encoder = APIJSON.makeEncoder()

    init(catalogue: Catalogue, store: any ShopStore, now: @escaping @Sendable () -> Date) throws(APIFailure) {
        self.catalogue = catalogue
        self.store = store
        self.now = now
        sold = try store.read { operations throws(APIFailure) in try operations.soldQuantities() }
    }

    /// The response to `request`; every refusal becomes its documented error response.
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        let route: Route
        do throws(RouteFailure) {
            route = try Route.resolve(method: request.method, path: request.path)
        } catch {
            var response = errorResponse(error.failure)
            if !error.allowedMethods.isEmpty {
                response.headers["Allow"] = error.allowedMethods.map(\.rawValue).joined(separator: ", ")
            }
            return response
        }
        do throws(APIFailure) {
            if request.method == .post, let type = request.headers["Content-Type"], !APIJSON.isJSON(contentType: type) {
                throw APIFailure(
                    status: 415, code: "unsupported_media_type",
                    message: "Content-Type: send application/json, not \(APIFailure.excerpt(type))")
            }
            return try dispatch(route, request)
        } catch {
            var response = errorResponse(error)
            if error.status == 401 { response.headers["WWW-Authenticate"] = "Bearer" }
            return response
        }
    }

    private func dispatch(_ route: Route, _ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        switch route {
        case .listCategories: try listCategories(request)
        case .searchProducts: try searchProducts(request)
        case .productDetail(let id): try productDetail(id: id, request)
        case .createQuote: try createQuote(request)
        case .placeOrder: try placeOrder(request)
        case .listOrders: try listOrders(request)
        case .orderDetail(let id): try orderDetail(id: id, request)
        case .createSession: try createSession(request)
        case .deleteSession: try deleteSession(request)
        case .currentCustomer: try currentCustomer(request)
        }
    }

    // MARK: - Shared helpers

    /// The clock's current time, truncated to whole seconds (the precision of dates on the wire).
    var currentTime: Date { Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)) }

    func available(_ variant: Variant) -> Int { max(0, variant.initialStock - sold[variant.id, default: 0]) }

    func inStock(_ product: Product) -> Bool { product.variants.contains { available($0) > 0 } }

    func json(_ status: Int, _ body: some Encodable) throws(APIFailure) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: try encode(body))
    }

    func encode(_ body: some Encodable) throws(APIFailure) -> Data {
        do {
            return try encoder.encode(body)
        } catch {
            throw .internalError("could not encode the response: \(error)")
        }
    }

    func errorResponse(_ failure: APIFailure) -> HTTPResponse {
        let envelope = ErrorEnvelope(error: APIErrorBody(code: failure.code, message: failure.message))
        let body = (try? encoder.encode(envelope)) ?? Data()
        return HTTPResponse(status: failure.status, headers: ["Content-Type": "application/json"], body: body)
    }

    /// The signed-in customer behind the request's bearer token, or 401.
    func authenticate(_ request: HTTPRequest) throws(APIFailure) -> (session: SessionRecord, account: DemoAccount) {
        guard let header = request.headers["Authorization"] else { throw .unauthorized }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { throw .unauthorized }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        guard !token.isEmpty, token.count <= 200 else { throw .unauthorized }
        let session = try store.read { operations throws(APIFailure) in try operations.session(token: token) }
        guard let session, let account = DemoAccount.account(customerID: session.customerID) else {
            throw .unauthorized
        }
        return (session, account)
    }

    /// Checks that a required string field is present, non-empty and at most `maximumLength` characters.
    func requireText(_ value: String, field: String, maximumLength: Int = 64) throws(APIFailure) {
        guard !value.isEmpty else { throw .invalidField(field, "must not be empty") }
        guard value.count <= maximumLength else {
            throw .invalidField(field, "at most \(maximumLength) characters (got \(value.count))")
        }
    }
}
