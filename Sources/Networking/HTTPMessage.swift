public import Foundation

/// An HTTP method such as `GET` or `POST`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method's name as it appears on the wire.
    public let rawValue: String

    /// Creates a method from its wire name.
    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    /// `GET`: read a resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `POST`: create a resource or run an action.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replace a resource.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `DELETE`: remove a resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")

    /// The wire name.
    public var description: String { rawValue }
}

/// Header fields with case-insensitive names, as HTTP defines them.
public struct HTTPHeaders: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    private var storage: [String: String] = [:]

    /// Creates headers from name-value pairs.
    public init(_ fields: [String: String] = [:]) {
        for (name, value) in fields { self[name] = value }
    }

    /// Creates headers from a dictionary literal.
    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    /// The value of a header, looked up without regard to case.
    public subscript(name: String) -> String? {
        get { storage[name.lowercased()] }
        set { storage[name.lowercased()] = newValue }
    }

    /// All fields with lower-cased names, sorted by name.
    public var fields: [(name: String, value: String)] {
        storage.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }
}

/// One name-value pair of a URL query.
public struct QueryItem: Hashable, Sendable {
    /// The parameter name.
    public var name: String
    /// The parameter value.
    public var value: String

    /// Creates a query parameter.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A request to the shop's HTTP API, independent of any transport.
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

/// What came back for a request: status, headers and body.
public struct HTTPResponse: Hashable, Sendable {
    /// The status code, for example 200 or 404.
    public var status: Int
    /// Header fields.
    public var headers: HTTPHeaders
    /// The body, empty when there is none.
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is in the 2xx range.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

/// Anything that can carry an ``HTTPRequest`` to the shop API and bring back its ``HTTPResponse``.
///
/// Features depend on this protocol only. The app passes a URLSession client or the embedded backend;
/// tests pass a fake. A non-2xx status is a response, not an error: only failures to get any response
/// (transport, timeout, cancellation) throw.
public protocol HTTPClient: Sendable {
    /// Sends a request and returns the response, or throws ``NetworkError`` when no response arrived.
    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse
}
