public import Foundation

/// A request to the server's HTTP API, independent of any transport.
public struct HTTPRequest: Hashable, Sendable {
    /// The method.
    public var method: HTTPMethod
    /// The path below the API's base URL, starting with `/`, for example `/v1/products/p-0001`.
    public var path: String
    /// Query parameters in the order they are sent.
    public var query: [QueryItem]
    /// Header fields.
    public var headers: HTTPHeaders
    /// The body, if any.
    public var body: Data?

    /// Creates a request.
    public init(
        method: HTTPMethod, path: String, query: [QueryItem] = [], headers: HTTPHeaders = [:], body: Data? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }
}

extension HTTPRequest {
    /// A request whose body is `value` encoded as JSON, with the JSON content type set.
    public static func json<Body: Encodable>(
        _ method: HTTPMethod, _ path: String, body value: Body, headers: HTTPHeaders = [:]
    ) throws(NetworkError) -> HTTPRequest {
        var request = HTTPRequest(method: method, path: path, headers: headers, body: try APIJSON.encode(value))
        request.headers["Content-Type"] = "application/json"
        return request
    }
}
