import Foundation
import InProcessHost
import Networking
import Testing

/// The generic host on made-up routes: no API of any app, just what every in-process API shares.
@Suite struct InProcessServerTests {
    private struct Note: Codable, Equatable {
        let id: String
        let text: String
    }

    private func server(failureRules: [FailureRule] = []) -> InProcessServer {
        InProcessServer(
            routes: [
                HostedRoute(.get, "/v1/notes/{id}") { _, captures throws(APIFailure) in
                    guard captures[0] == "n-1" else { throw .notFound("note", id: captures[0]) }
                    return try .json(200, Note(id: "n-1", text: "hello"))
                },
                HostedRoute(.post, "/v1/notes") { request, _ throws(APIFailure) in
                    try .json(201, try StrictJSON.decode(Note.self, from: request.body))
                },
                HostedRoute(serving: SampleEndpoint(.get, "/v1/samples", json: #"{"items": []}"#)),
            ],
            failureRules: failureRules)
    }

    private func errorCode(_ response: HTTPResponse) throws -> String {
        try APIJSON.decode(ErrorEnvelope.self, from: response.body).error.code
    }

    @Test func routesCaptureSegmentsAndRefuseUnknownPathsAndMethods() async throws {
        let server = server()
        let found = try await server.send(HTTPRequest(method: .get, path: "/v1/notes/n-1"))
        #expect(found.status == 200)
        #expect(try APIJSON.decode(Note.self, from: found.body) == Note(id: "n-1", text: "hello"))

        let missing = try await server.send(HTTPRequest(method: .get, path: "/v1/notes/n-2"))
        #expect(missing.status == 404)
        #expect(try errorCode(missing) == "note_not_found")

        let unknown = try await server.send(HTTPRequest(method: .get, path: "/v1/nothing"))
        #expect(unknown.status == 404)
        #expect(try errorCode(unknown) == "route_not_found")

        let wrongMethod = try await server.send(HTTPRequest(method: .delete, path: "/v1/notes"))
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.headers["Allow"] == "POST")

        let sample = try await server.send(HTTPRequest(method: .get, path: "/v1/samples"))
        #expect(String(decoding: sample.body, as: UTF8.self) == #"{"items": []}"#)
    }

    @Test func theRequestLogKeepsMethodAndPathOfTheNewestRequestsOnly() async throws {
        let server = server(failureRules: [.next(1, .responseLost, on: RequestPattern(.get, "/v1/samples"))])
        _ = try await server.send(HTTPRequest(method: .get, path: "/v1/notes/n-1", query: [QueryItem("q", "secret")]))
        _ = try await server.send(HTTPRequest(method: .get, path: "/v1/nothing"))
        _ = try? await server.send(HTTPRequest(method: .get, path: "/v1/samples"))
        // Every request that reached the server, answered, refused or with its reply lost; no query, no header.
        #expect(await server.requestLog == ["GET /v1/notes/n-1", "GET /v1/nothing", "GET /v1/samples"])
        for _ in 0..<1_000 { _ = try await server.send(HTTPRequest(method: .get, path: "/v1/samples")) }
        let log = await server.requestLog
        #expect(log.count == 1_000, "bounded: the newest 1,000")
        #expect(log.allSatisfy { $0 == "GET /v1/samples" })
    }

    @Test func bodiesAreDecodedStrictlyAndOnlyAsJSON() async throws {
        let server = server()
        var request = HTTPRequest(method: .post, path: "/v1/notes", headers: ["Content-Type": "application/json"])
        request.body = Data(#"{"id": "n-9"}"#.utf8)
        let missingField = try await server.send(request)
        #expect(missingField.status == 400)
        #expect(try APIJSON.decode(ErrorEnvelope.self, from: missingField.body).error.message.hasPrefix("text: "))

        request.headers["Content-Type"] = "text/plain"
        #expect(try await server.send(request).status == 415)

        request.headers["Content-Type"] = "application/json; charset=utf-8"
        request.body = Data(#"{"id": "n-9", "text": "hi"}"#.utf8)
        #expect(try await server.send(request).status == 201)
    }

    @Test func failureRulesFailTheRequestsTheyMatch() async throws {
        let server = server(failureRules: [.next(1, .serverError, on: RequestPattern(.get, "/v1/notes/{id}"))])
        let other = try await server.send(HTTPRequest(method: .get, path: "/v1/samples"))
        #expect(other.status == 200)
        let failed = try await server.send(HTTPRequest(method: .get, path: "/v1/notes/n-1"))
        #expect(failed.status == 500)
        #expect(try await server.send(HTTPRequest(method: .get, path: "/v1/notes/n-1")).status == 200)

        await server.addFailureRule(.next(1, .transportError))
        await #expect(
            throws: NetworkError.transport("simulated: the connection failed before the request reached the server")
        ) {
            try await server.send(HTTPRequest(method: .get, path: "/v1/samples"))
        }
        await server.addFailureRule(.next(5, .transportError))
        await server.removeAllFailureRules()
        #expect(try await server.send(HTTPRequest(method: .get, path: "/v1/samples")).status == 200)
    }
}
