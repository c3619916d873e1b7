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

extension HostedRoute {
    /// A route answering `sample`'s method and path with its sample answer, whatever the request carries.
    public init(serving sample: SampleEndpoint) {
        let response = sample.response
        self.init(sample.method, sample.path) { _, _ throws(APIFailure) in response }
    }
}
