import Foundation
import Networking
import Testing

@testable import EmbeddedBackend

@Suite("Routing")
struct RoutingTests {
    @Test("unknown paths are 404 route_not_found")
    func unknownRoutes() async throws {
        let backend = try makeBackend()
        for path in [
            "/", "/v1", "/v2/products", "/v1/products/", "/v1/products/p-0001/reviews", "/v1/cart", "v1/products",
        ] {
            expectError(try await backend.get(path), 404, "route_not_found")
        }
    }

    @Test("a known path with another method is 405 with Allow")
    func wrongMethod() async throws {
        let backend = try makeBackend()
        let cases: [(HTTPMethod, String, String)] = [
            (.put, "/v1/products", "GET"), (.get, "/v1/quotes", "POST"),
            (HTTPMethod(rawValue: "patch"), "/v1/sessions", "POST, DELETE"),
            (.delete, "/v1/orders/o-000001", "GET"), (.post, "/v1/me", "GET"),
        ]
        for (method, path, allow) in cases {
            let response = try await backend.send(HTTPRequest(method: method, path: path))
            expectError(response, 405, "method_not_allowed")
            #expect(response.headers["Allow"] == allow)
        }
    }

    @Test("a POST body declared as something other than JSON is 415")
    func unsupportedMediaType() async throws {
        let backend = try makeBackend()
        var request = HTTPRequest(method: .post, path: "/v1/sessions", body: Data("email=ada".utf8))
        for type in ["application/x-www-form-urlencoded", "application/jsonp", "application/json-patch+json", ""] {
            request.headers["Content-Type"] = type
            expectError(try await backend.send(request), 415, "unsupported_media_type")
        }
        var signIn = HTTPRequest(
            method: .post, path: "/v1/sessions",
            body: Data(#"{"email":"ada@example.com","password":"lovelace-1815"}"#.utf8))
        for type in ["application/json", "Application/JSON", "application/json; charset=utf-8"] {
            signIn.headers["Content-Type"] = type
            #expect(try await backend.send(signIn).status == 201, "\(type) is JSON")
        }
        signIn.headers["Content-Type"] = nil
        #expect(try await backend.send(signIn).status == 201, "a missing Content-Type is accepted")
    }

    @Test("a huge path is not echoed whole in the error message")
    func hugePath() async throws {
        let backend = try makeBackend()
        let id = String(repeating: "x", count: 100_000)
        for path in ["/v1/products/\(id)", "/v1/\(id)"] {
            let response = try await backend.get(path)
            #expect(response.status == 404)
            #expect(response.body.count < 400, "\(response.body.count) bytes")
        }
    }

    @Test("works through Networking's typed helpers, as a feature would call it")
    func typedClientHelpers() async throws {
        let client: any HTTPClient = try makeBackend()
        struct Page: Decodable { let total: Int }
        let page = try await client.decoded(
            HTTPRequest(method: .get, path: "/v1/products", query: [QueryItem("q", "Crème")]), as: Page.self)
        #expect(page.total > 0)
        await #expect(
            throws: NetworkError.status(
                code: 404, error: APIErrorBody(code: "product_not_found", message: "no product has the id \"p-0000\""))
        ) {
            try await client.expectSuccess(HTTPRequest(method: .get, path: "/v1/products/p-0000"))
        }
    }
}
