import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

@Suite("Sessions and GET /v1/me", .serialized)
struct SessionTests {
    @Test("every demo account signs in and sees itself", arguments: StoreKind.allCases)
    func signInAndMe(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        for account in DemoAccount.all {
            let response = try await backend.post(
                "/v1/sessions", json: ["email": account.email.uppercased(), "password": account.password])
            #expect(response.status == 201)
            let session = try response.decode(SessionDTO.self)
            #expect(session.customerID == account.customerID)
            let me = try await backend.get("/v1/me", token: session.token).decode(CustomerDTO.self)
            #expect(me.id == account.customerID)
            #expect(me.email == account.email)
            #expect(me.name == account.name)
            #expect(me.addresses.map(\.id) == account.addresses.map(\.id))
        }
        let ada = try await backend.get("/v1/me", token: backend.signIn(.ada)).decode(CustomerDTO.self)
        #expect(ada.addresses.map(\.label) == ["Home", "Work"])
        #expect(ada.addresses.first?.city == "London")
    }

    @Test("a demo account logs in through any client and its token reads GET /v1/me")
    func demoAccountLogsIn() async throws {
        let backend = try makeBackend()
        let token = try await DemoAccount.ada.logIn(through: backend)
        let me = try await backend.get("/v1/me", token: token).decode(CustomerDTO.self)
        #expect(me.email == "ada@example.com")
    }

    @Test("a wrong pair is 401 invalid_credentials; a malformed body is 400")
    func wrongCredentials() async throws {
        let backend = try makeBackend()
        for body in [
            ["email": "ada@example.com", "password": "wrong"],
            ["email": "nobody@example.com", "password": "lovelace-1815"],
            ["email": "grace@example.com", "password": "lovelace-1815"],
        ] {
            expectError(try await backend.post("/v1/sessions", json: body), 401, "invalid_credentials")
        }
        expectError(try await backend.post("/v1/sessions", json: ["email": "ada@example.com"]), 400, "invalid_field")
        expectError(
            try await backend.post("/v1/sessions", json: ["email": "", "password": "x"]), 400, "invalid_field")
    }

    @Test(
        "DELETE /v1/sessions is 204 and the token stops working; other tokens keep working",
        arguments: StoreKind.allCases)
    func signOut(kind: StoreKind) async throws {
        let backend = try makeBackend(kind)
        let token = try await backend.signIn()
        let other = try await backend.signIn()
        var request = HTTPRequest(method: .delete, path: "/v1/sessions")
        request.headers["Authorization"] = "Bearer \(token)"
        let response = try await backend.send(request)
        #expect(response.status == 204)
        #expect(response.body.isEmpty)
        expectError(try await backend.get("/v1/me", token: token), 401, "unauthorized")
        expectError(try await backend.send(request), 401, "unauthorized")
        #expect(try await backend.get("/v1/me", token: other).status == 200)
    }

    @Test("bearer routes without a valid token are 401 with WWW-Authenticate")
    func missingOrBadToken() async throws {
        let backend = try makeBackend()
        let token = try await backend.signIn()
        for header in [nil, "Bearer", "Bearer nope", "Basic \(token)", "Bearer \(token)x", token] {
            for (method, path) in [
                (HTTPMethod.get, "/v1/me"), (.get, "/v1/orders"), (.get, "/v1/orders/o-000001"),
                (.delete, "/v1/sessions"),
            ] {
                var request = HTTPRequest(method: method, path: path)
                request.headers["Authorization"] = header
                let response = try await backend.send(request)
                expectError(response, 401, "unauthorized")
                #expect(response.headers["WWW-Authenticate"] == "Bearer")
            }
            expectError(
                try await backend.post(
                    "/v1/orders", json: ["quoteID": "q", "shippingAddressID": "a-0001"],
                    token: header.map { _ in "nope" }, idempotencyKey: "k"), 401, "unauthorized")
        }
        var lowercase = HTTPRequest(method: .get, path: "/v1/me")
        lowercase.headers["authorization"] = "bearer \(token)"
        #expect(try await backend.send(lowercase).status == 200, "scheme and header name are case-insensitive")
    }
}
