public import Foundation
public import Networking

/// An HTTP API served in-process behind Networking's ``/Networking/HTTPClient``, so an app, its demos and its
/// tests run with no server, and a feature cannot tell it from a real one.
///
/// It owns what every such API shares: routing (404 for an unknown path, 405 with `Allow` for a wrong method),
/// refusing a non-JSON `POST` body with 415, error bodies in the `{"error": {"code", "message"}}` shape, and
/// simulated latency and failures. The endpoints are ``HostedRoute``s handed over at creation.
///
/// Requests are handled one at a time, so a handler's state needs no lock; the simulated latency is awaited
/// before handling, so slow requests overlap. Latency and failure rules can be changed at any moment:
///
/// ```swift
/// let server = InProcessServer(routes: [hello])
/// await server.addFailureRule(.next(1, .serverError, on: RequestPattern(.get, "/v1/greetings/{name}")))
/// ```
public actor InProcessServer: HTTPClient {
    private let routes: RouteTable
    private var latency: Duration
    private var failures = FailurePlan()
    private let encoder = APIJSON.makeEncoder()
    /// How many requests ``requestLog`` keeps: the newest, so a long-running app does not grow.
    public static let requestLogLimit = 1_000
    /// The method and path (no query, headers or body) of each request that reached the server, oldest first, at
    /// most the last ``requestLogLimit``: for counting what a flow asked, as in "one `POST /v1/items`, no `GET` of it".
    public private(set) var requestLog: [String] = []

    /// A server answering with `routes` (the first route that matches a request answers it), after `latency`
    /// and with `failureRules` active from the start.
    public init(routes: sending [HostedRoute], latency: Duration = .zero, failureRules: [FailureRule] = []) {
        self.routes = RouteTable(routes)
        self.latency = latency
        for rule in failureRules { failures.add(rule) }
    }

    /// Handles `request` as the server would, after the simulated latency and failure rules.
    ///
    /// Error statuses come back as responses; only simulated transport failures and cancellation throw.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        if latency > .zero {
            do {
                try await Task.sleep(for: latency)
            } catch {
                throw .cancelled
            }
        }
        guard !Task.isCancelled else { throw .cancelled }
        requestLog.append("\(request.method.rawValue) \(request.path)")
        if requestLog.count > Self.requestLogLimit { requestLog.removeFirst(requestLog.count - Self.requestLogLimit) }
        switch failures.failure(for: request) {
        case nil:
            return handle(request)
        case .serverError:
            return errorResponse(
                .internalError("simulated server failure: \(request.method) \(request.path) was not processed"))
        case .transportError:
            throw .transport("simulated: the connection failed before the request reached the server")
        case .responseLost:
            _ = handle(request)
            throw .transport("simulated: the connection dropped after the server handled the request")
        }
    }

    /// Sets the delay added to every later request (`.zero` for none).
    public func setLatency(_ latency: Duration) {
        self.latency = latency
    }

    /// Adds a failure rule; it applies from the next request on.
    public func addFailureRule(_ rule: FailureRule) {
        failures.add(rule)
    }

    /// Removes every failure rule, including unused counts.
    public func removeAllFailureRules() {
        failures.removeAll()
    }

    /// The response to `request`; every refusal becomes its error response.
    private func handle(_ request: HTTPRequest) -> HTTPResponse {
        let match: (route: HostedRoute, captures: [String])
        do throws(RouteFailure) {
            match = try routes.resolve(method: request.method, path: request.path)
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
            return try match.route.handler(request, match.captures)
        } catch {
            var response = errorResponse(error)
            if error.status == 401 { response.headers["WWW-Authenticate"] = "Bearer" }
            return response
        }
    }

    private func errorResponse(_ failure: APIFailure) -> HTTPResponse {
        let envelope = ErrorEnvelope(error: APIErrorBody(code: failure.code, message: failure.message))
        let body = (try? encoder.encode(envelope)) ?? Data()
        return HTTPResponse(status: failure.status, headers: ["Content-Type": "application/json"], body: body)
    }
}

extension HTTPResponse {
    /// A JSON response: `body` encoded with `encoder` (the API's dates and keys by default) and
    /// `Content-Type: application/json`.
    ///
    /// - Throws: 500 `internal_error` when `body` cannot be encoded.
    public static func json(
        _ status: Int, _ body: some Encodable, encoder: JSONEncoder = APIJSON.makeEncoder()
    ) throws(APIFailure) -> HTTPResponse {
        let data: Data
        do {
            data = try encoder.encode(body)
        } catch {
            throw .internalError("could not encode the response: \(error)")
        }
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: data)
    }
}
