public import Networking

/// One endpoint an ``InProcessServer`` serves: a method, a path template such as `/v1/items/{id}`, and the
/// handler that answers it.
///
/// ```swift
/// let hello = HostedRoute(.get, "/v1/greetings/{name}") { request, captures throws(APIFailure) in
///     try .json(200, ["greeting": "Hello, \(captures[0])"])
/// }
/// ```
public struct HostedRoute {
    /// Answers a request that matched the route. `captures` holds the template's `{name}` and `*` segments, in
    /// order. A thrown ``APIFailure`` becomes its error response.
    public typealias Handler = (_ request: HTTPRequest, _ captures: [String]) throws(APIFailure) -> HTTPResponse

    /// The method the route answers.
    public let method: HTTPMethod
    /// The path template, as given.
    public let path: String
    let template: PathTemplate
    let handler: Handler

    /// A route answering `method` requests whose path fits `path`, where a `{name}` or `*` segment matches any
    /// one non-empty segment and is captured.
    public init(_ method: HTTPMethod, _ path: String, handler: @escaping Handler) {
        self.method = method
        self.path = path
        template = PathTemplate(path)
        self.handler = handler
    }
}

/// The routes of a server, resolved from a method and a path.
struct RouteTable {
    private let routes: [HostedRoute]

    init(_ routes: [HostedRoute]) { self.routes = routes }

    /// The first route for `method` and `path` with its captures: 404 when no route has this path, 405 (with the
    /// allowed methods) when the path exists for other methods only.
    func resolve(method: HTTPMethod, path: String) throws(RouteFailure) -> (route: HostedRoute, captures: [String]) {
        var allowed: [HTTPMethod] = []
        for route in routes {
            guard let captures = route.template.match(path) else { continue }
            if route.method == method { return (route, captures) }
            if !allowed.contains(route.method) { allowed.append(route.method) }
        }
        if allowed.isEmpty {
            throw RouteFailure(
                failure: APIFailure(
                    status: 404, code: "route_not_found",
                    message: "no route \(APIFailure.excerpt(method.rawValue)) \(APIFailure.excerpt(path))"),
                allowedMethods: [])
        }
        let names = allowed.map(\.rawValue).joined(separator: ", ")
        throw RouteFailure(
            failure: APIFailure(
                status: 405, code: "method_not_allowed",
                message: "\(APIFailure.excerpt(path)) accepts \(names), not \(APIFailure.excerpt(method.rawValue))"),
            allowedMethods: allowed)
    }
}

/// A failed route lookup: the error to send, and for 405 the methods to list in `Allow`.
struct RouteFailure: Error {
    let failure: APIFailure
    let allowedMethods: [HTTPMethod]
}

/// A path pattern such as `/v1/items/{id}`: literal segments match exactly, `{name}` or `*` segments match any
/// one non-empty segment and are captured.
struct PathTemplate: Hashable, Sendable {
    private let segments: [Substring]

    init(_ template: String) {
        segments = template.split(separator: "/", omittingEmptySubsequences: false)
    }

    /// The captured segments when `path` matches, nil otherwise.
    func match(_ path: String) -> [String]? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == segments.count else { return nil }
        var captures: [String] = []
        for (pattern, part) in zip(segments, parts) {
            if pattern == "*" || (pattern.hasPrefix("{") && pattern.hasSuffix("}")) {
                guard !part.isEmpty else { return nil }
                captures.append(String(part))
            } else if pattern != part {
                return nil
            }
        }
        return captures
    }
}

extension HostedRoute {
    /// A route answering `sample`'s method and path with its sample answer, whatever the request carries.
    public init(serving sample: SampleEndpoint) {
        let response = sample.response
        self.init(sample.method, sample.path) { _, _ throws(APIFailure) in response }
    }
}
