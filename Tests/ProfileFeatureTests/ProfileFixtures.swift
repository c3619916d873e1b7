import Analytics
import Foundation
import Networking
import NetworkingTesting
import OrderConfirmations
import Persistence
import Testing
import UserSession

@testable import ProfileFeature

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}

/// Everything a Profile test needs: the model, its fakes and the outputs it emitted.
///
/// Requests go through `BearerAuthenticatingClient` with the same `UserSessionStore` the model writes, as the
/// host wires them, so tests see which requests carried the session token.
@MainActor
final class ProfileHarness {
    nonisolated static let storedToken = "st_stored_0123456789"

    let client = ExpectingHTTPClient { request in
        let token = request.headers["Authorization"] ?? "no token"
        Issue.record("unexpected request \(request.method) \(request.path) \(request.query) with \(token)")
    }
    let tracker = RecordingTracker()
    let clock = ManualClock()
    let database: Database
    /// The app's session store, over `database`, read from disk when the harness is made.
    let session: UserSessionStore
    /// Profile's offline copy of orders, kept by every model this harness makes (in memory unless a test
    /// passes Profile's tables).
    let orderCache: ProfileDependencies.OrderCache
    var outputs: [ProfileOutput] = []
    /// Where the test publishes confirmed orders, as the app does; every model this harness makes listens to it.
    let confirmations = OrderConfirmationSource()
    private(set) var model: ProfileModel!

    init(database: Database? = nil, orderCache: ProfileDependencies.OrderCache = .inMemory()) throws {
        self.database = try database ?? Database(.inMemory)
        session = try UserSessionStore(database: self.database)
        self.orderCache = orderCache
        model = makeModel()
    }

    /// The client a feature receives from the host: the fake, behind the bearer wrapper.
    var authenticatingClient: any HTTPClient {
        BearerAuthenticatingClient(wrapping: client, tokens: session)
    }

    var dependencies: ProfileDependencies {
        ProfileDependencies(
            httpClient: authenticatingClient, tracker: tracker, orderCache: orderCache, session: session,
            now: { [clock] in clock.now }, orderConfirmations: confirmations.listener)
    }

    /// A fresh model over the same stores, as after a restart; `client` replaces the host's client.
    func makeModel(client: (any HTTPClient)? = nil) -> ProfileModel {
        let clock = self.clock
        return ProfileModel(
            api: ProfileAPI(client: client ?? authenticatingClient), sessions: session,
            cache: orderCache, confirmations: confirmations.listener, tracker: tracker, now: { clock.now },
            onOutput: { [weak self] output in self?.outputs.append(output) })
    }

    /// Opens the order on `row` as the app does: the model tells the host which order, and the host shows it on a
    /// screen of its own (a new model over the same stores, started at the order), which becomes ``model``.
    func openOrderRoute(row: Int) async throws {
        try model.openOrder(row: row)
        try await showSelectedOrder()
    }

    /// Opens the order `id` as the app does (see ``openOrderRoute(row:)``).
    func openOrderRoute(id: String) async throws {
        try model.openOrder(id: id)
        try await showSelectedOrder()
    }

    private func showSelectedOrder() async throws {
        guard case .orderSelected(let orderID) = outputs.last else {
            Issue.record("expected the order to be selected, got \(outputs)")
            return
        }
        model = makeModel()
        await model.start(at: .order(orderID: orderID))
    }

    /// The token the session store holds, read the way the authenticating client reads it.
    func storedToken() async -> String? {
        await session.currentAccessToken()
    }

    /// Puts a session in the store, as a login in an earlier run would have.
    func storeSession(customerID: String = "c-0001") throws {
        try session.signIn(SignedInSession(token: Self.storedToken, customerID: customerID, signedInAt: clock.now))
    }

    /// A model that found a stored session and loaded the overview.
    func loggedInModel(orders: String = ProfileJSON.page([ProfileJSON.summary("o-000002")])) async throws {
        try storeSession()
        expectCustomer()
        expectOrders(reply: .ok(orders))
        await model.appear()
    }

    func expectLogin(
        email: String = "ada@example.com", password: String = "lovelace-1815",
        reply: ExpectingHTTPClient.Reply = .json(status: 201, body: ProfileJSON.session)
    ) {
        client.expect(
            .post, "/v1/sessions",
            matching: { request in
                guard let body = request.body,
                    let fields = try? JSONSerialization.jsonObject(with: body) as? [String: String]
                else { return false }
                return fields == ["email": email, "password": password] && request.headers["Authorization"] == nil
            }, reply: reply)
    }

    /// Expects a logout carrying `token` (the stored session's unless a test logged in).
    func expectLogout(token: String = storedToken, reply: ExpectingHTTPClient.Reply = .json(status: 204, body: "")) {
        client.expect(
            .delete, "/v1/sessions", matching: { Self.carries(token, $0) && $0.query.isEmpty }, reply: reply)
    }

    /// Expects the customer to be read with `token`.
    func expectCustomer(token: String = storedToken, _ reply: ExpectingHTTPClient.Reply = .ok(ProfileJSON.customer)) {
        client.expect(.get, "/v1/me", matching: { Self.carries(token, $0) && $0.query.isEmpty }, reply: reply)
    }

    /// Expects one page of orders: 10 at a time, from `cursor` (none for the first page), with `token`.
    func expectOrders(token: String = storedToken, cursor: String? = nil, reply: ExpectingHTTPClient.Reply) {
        let query = [QueryItem("limit", "10")] + (cursor.map { [QueryItem("cursor", $0)] } ?? [])
        client.expect(
            .get, "/v1/orders",
            matching: { request in
                Self.carries(token, request) && Set(request.query) == Set(query) && request.query.count == query.count
            }, reply: reply)
    }

    /// Expects one order to be read with `token`.
    func expectOrder(_ id: String, token: String = storedToken, reply: ExpectingHTTPClient.Reply) {
        client.expect(
            .get, "/v1/orders/\(id)", matching: { Self.carries(token, $0) && $0.query.isEmpty }, reply: reply)
    }

    /// Whether `request` carries exactly `token` as its bearer token, and no body.
    private nonisolated static func carries(_ token: String, _ request: HTTPRequest) -> Bool {
        request.headers["Authorization"] == "Bearer \(token)" && request.body == nil
    }
}

/// Wire bodies in the shapes of the API contract (Sources/EmbeddedBackend/API.md).
enum ProfileJSON {
    static let issuedToken = "st_issued_fedcba9876"

    static let session = #"{"token": "\#(issuedToken)", "customerID": "c-0001"}"#

    static let customer = """
        {"id": "c-0001", "name": "Ada Lovelace", "email": "ada@example.com", "addresses": [
          {"id": "a-0001", "label": "Home", "recipient": "Ada Lovelace", "lines": ["12 St James's Square"],
           "city": "London", "postcode": "SW1Y 4JH", "country": "GB"},
          {"id": "a-0002", "label": "Work", "recipient": "Ada Lovelace",
           "lines": ["Analytical Engine Workshop", "5 Dorset Street"], "city": "London", "postcode": "W1U 6QJ",
           "country": "GB"}
        ]}
        """

    static func summary(
        _ id: String, placedAt: String = "2027-01-15T08:30:00Z", itemCount: Int = 3, total: Int = 9_300
    ) -> String {
        """
        {"id": "\(id)", "placedAt": "\(placedAt)", "status": "placed", "itemCount": \(itemCount),
         "total": {"amount": \(total), "currency": "USD"}}
        """
    }

    static func page(_ items: [String], nextCursor: String? = nil) -> String {
        let cursor = nextCursor.map { "\"\($0)\"" } ?? "null"
        return #"{"items": [\#(items.joined(separator: ","))], "nextCursor": \#(cursor)}"#
    }

    static func money(_ amount: Int) -> String { #"{"amount": \#(amount), "currency": "USD"}"# }

    /// An order of two kettles and a mug with a 10% coupon, free shipping and a gift note.
    static func order(_ id: String, giftNote: String? = "Happy birthday") -> String {
        let note = giftNote.map { "\"\($0)\"" } ?? "null"
        return """
            {"id": "\(id)", "quoteID": "q-77", "placedAt": "2027-01-15T08:30:00Z", "status": "placed",
             "currency": "USD",
             "lines": [
               {"productID": "p-0042", "variantID": "v-0042-1", "name": "Copper Kettle", "variantName": "1.5 l",
                "quantity": 2, "unitPrice": \(money(4_500)), "lineTotal": \(money(9_000))},
               {"productID": "p-0007", "variantID": "v-0007-2", "name": "Stoneware Mug", "variantName": "Blue",
                "quantity": 1, "unitPrice": \(money(1_000)), "lineTotal": \(money(1_000))}
             ],
             "subtotal": \(money(10_000)), "discount": \(money(1_000)), "shipping": \(money(0)),
             "total": \(money(9_000)),
             "coupon": {"code": "TENOFF", "description": "10% off"},
             "shippingAddress": {"id": "a-0001", "label": "Home", "recipient": "Ada Lovelace",
               "lines": ["12 St James's Square"], "city": "London", "postcode": "SW1Y 4JH", "country": "GB"},
             "giftNote": \(note)}
            """
    }
}
