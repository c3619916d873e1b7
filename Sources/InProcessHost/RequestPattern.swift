public import Networking

/// The requests a ``FailureRule`` applies to: a method and a path template such as `/v1/items/{id}`,
/// where a `{name}` or `*` segment matches any one segment.
public struct RequestPattern: Hashable, Sendable, CustomStringConvertible {
    /// The method to match.
    public let method: HTTPMethod
    /// The path template to match.
    public let path: String

    /// Matches `method` requests whose path fits `path`.
    public init(_ method: HTTPMethod, _ path: String) {
        self.method = method
        self.path = path
    }

    /// The method and the path, such as `POST /v1/items`.
    public var description: String { "\(method) \(path)" }

    func matches(_ request: HTTPRequest) -> Bool {
        request.method == method && PathTemplate(path).match(request.path) != nil
    }
}
