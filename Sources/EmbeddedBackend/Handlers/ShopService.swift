import Foundation
import InProcessHost
import Networking

/// The shop's server side, synchronous and single-threaded: routes a request, runs its handler and renders
/// the response. ``EmbeddedShopBackend`` (on an `InProcessServer`) serves its ``routes`` one request at a time.
final class ShopService {
    static let quoteLifetime: TimeInterval = 10 * 60

    let catalogue: Catalogue
    let store: any ShopStore
    let now: @Sendable () -> Date
    /// Units sold per variant, mirrored from the store after every committed write (the store stays
    /// authoritative: order placement re-reads it inside its transaction).
    var sold: [String: Int] {
        didSet { soldObserver?(sold) }
    }
    private let soldObserver: (@Sendable ([String: Int]) -> Void)?
    private let encoder = APIJSON.makeEncoder()

    init(
        catalogue: Catalogue, store: any ShopStore, now: @escaping @Sendable () -> Date,
        soldObserver: (@Sendable ([String: Int]) -> Void)? = nil
    ) throws(APIFailure) {
        self.catalogue = catalogue
        self.store = store
        self.now = now
        self.soldObserver = soldObserver
        sold = try store.read { operations throws(APIFailure) in try operations.soldQuantities() }
        soldObserver?(sold)
    }

    /// The shop's endpoints, each answered by its handler (`API.md` lists them).
    var routes: [HostedRoute] {
        [
            HostedRoute(.get, "/v1/categories") { request, _ throws(APIFailure) in try self.listCategories(request) },
            HostedRoute(.get, "/v1/products") { request, _ throws(APIFailure) in try self.searchProducts(request) },
            HostedRoute(.get, "/v1/products/{id}") { request, captures throws(APIFailure) in
                try self.productDetail(id: captures[0], request)
            },
            HostedRoute(.post, "/v1/quotes") { request, _ throws(APIFailure) in try self.createQuote(request) },
            HostedRoute(.post, "/v1/orders") { request, _ throws(APIFailure) in try self.placeOrder(request) },
            HostedRoute(.get, "/v1/orders") { request, _ throws(APIFailure) in try self.listOrders(request) },
            HostedRoute(.get, "/v1/orders/{id}") { request, captures throws(APIFailure) in
                try self.orderDetail(id: captures[0], request)
            },
            HostedRoute(.post, "/v1/sessions") { request, _ throws(APIFailure) in try self.createSession(request) },
            HostedRoute(.delete, "/v1/sessions") { request, _ throws(APIFailure) in try self.deleteSession(request) },
            HostedRoute(.get, "/v1/me") { request, _ throws(APIFailure) in try self.currentCustomer(request) },
            HostedRoute(.post, "/v1/provider/tokens") { request, _ throws(APIFailure) in try self.tokenizeCard(request)
            },
            HostedRoute(.post, "/v1/provider/authorizations") { request, _ throws(APIFailure) in
                try self.authorizePayment(request)
            },
            HostedRoute(.get, "/v1/provider/authorizations") { request, _ throws(APIFailure) in
                try self.listAuthorizations(request)
            },
            HostedRoute(.post, "/v1/provider/challenges/{id}") { request, captures throws(APIFailure) in
                try self.answerChallenge(id: captures[0], request)
            },
        ]
    }

    // MARK: - Shared helpers

    /// The clock's current time, truncated to whole seconds (the precision of dates on the wire).
    var currentTime: Date { Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)) }

    func available(_ variant: Variant) -> Int { max(0, variant.initialStock - sold[variant.id, default: 0]) }

    func inStock(_ product: Product) -> Bool { product.variants.contains { available($0) > 0 } }

    func json(_ status: Int, _ body: some Encodable) throws(APIFailure) -> HTTPResponse {
        try .json(status, body, encoder: encoder)
    }

    func encode(_ body: some Encodable) throws(APIFailure) -> Data {
        do {
            return try encoder.encode(body)
        } catch {
            throw .internalError("could not encode the response: \(error)")
        }
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
