import Foundation
import InProcessHost
import Networking

extension ShopService {
    /// `POST /v1/sessions`: signs a demo account in and returns a new bearer token.
    func createSession(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let body = try StrictJSON.decode(SessionRequest.self, from: request.body)
        try requireText(body.email, field: "email", maximumLength: 254)
        try requireText(body.password, field: "password", maximumLength: 128)
        guard let account = DemoAccount.account(email: body.email, password: body.password) else {
            throw APIFailure(status: 401, code: "invalid_credentials", message: "the email or password is wrong")
        }
        let session = SessionRecord(token: Self.newToken(), customerID: account.customerID, createdAt: currentTime)
        try store.write { operations throws(APIFailure) in try operations.insertSession(session) }
        return try json(201, SessionBody(token: session.token, customerID: account.customerID))
    }

    /// `DELETE /v1/sessions`: signs out; the token stops working.
    func deleteSession(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let (session, _) = try authenticate(request)
        try store.write { operations throws(APIFailure) in try operations.deleteSession(token: session.token) }
        return HTTPResponse(status: 204)
    }

    /// `GET /v1/me`: the signed-in customer and their saved addresses.
    func currentCustomer(_ request: HTTPRequest) throws(APIFailure) -> HTTPResponse {
        _ = try QueryParameters(request.query, allowed: [])
        let (_, account) = try authenticate(request)
        return try json(
            200,
            CustomerBody(
                id: account.customerID, name: account.name, email: account.email, addresses: account.addresses))
    }

    /// `st_` and 64 hex digits from the system's secure generator: tokens must not be guessable.
    private static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return "st_"
            + (0..<4).map { _ in
                let hex = String(generator.next() as UInt64, radix: 16)
                return String(repeating: "0", count: 16 - hex.count) + hex
            }.joined()
    }
}

extension APIFailure {
    /// 401 `unauthorized`: no valid session token.
    static let unauthorized = APIFailure(
        status: 401, code: "unauthorized",
        message: "sign in first: this route needs an Authorization: Bearer <token> header from POST /v1/sessions")
}
