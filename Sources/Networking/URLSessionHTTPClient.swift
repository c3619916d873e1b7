public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// An ``HTTPClient`` that sends requests to a real server with `URLSession`.
///
/// The URL of a request is the base URL (its path kept as a prefix) followed by the request's path and its
/// query. The request's path is plain text: characters that cannot appear in a URL path, `%` included, are
/// percent-encoded. Query names and values are percent-encoded except for the unreserved characters of
/// RFC 3986, so `+`, `&` and `=` inside a value arrive intact.
///
/// The timeout bounds the whole exchange, from sending the request to the last byte of the response, and is
/// enforced by this client rather than by `URLSession`: swift-corelibs-foundation truncates
/// `URLRequest.timeoutInterval` to whole seconds (a 0.5 s timeout fires at once), so `URLSession` only gets a
/// whole-second backstop above the client's own deadline.
///
/// Failures map onto ``NetworkError``: a passed deadline is ``NetworkError/timedOut``, cancellation of the
/// calling task is ``NetworkError/cancelled``, and every failure to reach the server (refused, lost, no
/// network, unknown host, invalid reply) is ``NetworkError/transport(_:)`` with a readable reason.
/// A non-2xx status is a response, as ``HTTPClient`` requires.
public final class URLSessionHTTPClient: HTTPClient {
    /// The URL that request paths are appended to, for example `https://shop.example/api`.
    public let baseURL: URL
    /// The longest time one exchange may take.
    public let timeout: Duration
    private let session: URLSession

    /// Creates a client for the server at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: The server's address; a path in it becomes the prefix of every request path.
    ///   - timeout: The longest time one exchange may take; must be positive.
    ///   - configuration: The session configuration; the default keeps no cookies or cache on disk.
    public init(
        baseURL: URL, timeout: Duration = .seconds(30), configuration: URLSessionConfiguration = .ephemeral
    ) {
        precondition(timeout > .zero, "URLSessionHTTPClient needs a positive timeout, got \(timeout)")
        self.baseURL = baseURL
        self.timeout = timeout
        self.session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends the request and returns whatever status the server answered with.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let urlRequest = try makeURLRequest(for: request)
        guard !Task.isCancelled else { throw .cancelled }
        let session = self.session
        let timeout = self.timeout
        do {
            return try await withThrowingTaskGroup(of: ExchangeRace.self) { group in
                defer { group.cancelAll() }
                group.addTask { .finished(try await Self.exchange(urlRequest, on: session)) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return .deadlinePassed
                }
                switch try await group.next() {
                case .finished(let response): return response
                case .deadlinePassed: throw NetworkError.timedOut
                case nil: throw NetworkError.cancelled
                }
            }
        } catch {
            throw Self.networkError(for: error, url: urlRequest.url ?? baseURL)
        }
    }

    /// The URL this client requests for `request`.
    ///
    /// Throws ``NetworkError/invalidRequest(_:)`` when the path does not start with `/` or no URL can be formed.
    public func url(for request: HTTPRequest) throws(NetworkError) -> URL {
        guard request.path.hasPrefix("/") else {
            throw .invalidRequest("the path \"\(request.path)\" does not start with \"/\"")
        }
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            throw .invalidRequest("the base URL \(baseURL) cannot be split into components")
        }
        var prefix = components.percentEncodedPath
        while prefix.hasSuffix("/") { prefix.removeLast() }
        components.percentEncodedPath = prefix + Self.percentEncoded(request.path, keeping: Self.pathCharacters)
        components.percentEncodedQuery =
            request.query.isEmpty
            ? nil
            : request.query.map { item in
                Self.percentEncoded(item.name, keeping: Self.unreservedCharacters) + "="
                    + Self.percentEncoded(item.value, keeping: Self.unreservedCharacters)
            }.joined(separator: "&")
        components.fragment = nil
        guard let url = components.url else {
            throw .invalidRequest("no valid URL from \(baseURL) and path \"\(request.path)\"")
        }
        return url
    }

    // MARK: - Building the request

    private func makeURLRequest(for request: HTTPRequest) throws(NetworkError) -> URLRequest {
        var urlRequest = URLRequest(url: try url(for: request))
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.timeoutInterval = Self.backstopInterval(for: timeout)
        for (name, value) in request.headers.fields {
            guard !name.isEmpty, !name.contains(where: \.isNewline), !value.contains(where: \.isNewline) else {
                throw .invalidRequest("the header \"\(name)\" contains a line break or has no name")
            }
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    /// A whole number of seconds, at least one above `timeout`, so `URLSession` never fires before the client.
    static func backstopInterval(for timeout: Duration) -> TimeInterval {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        return seconds.rounded(.up) + 1
    }

    /// RFC 3986 unreserved characters: the only ones left as they are in query names and values.
    static let unreservedCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Characters a path may carry as they are: unreserved, sub-delimiters, `:`, `@` and the `/` separator.
    static let pathCharacters = unreservedCharacters.union(CharacterSet(charactersIn: "/!$&'()*+,;=:@"))

    static func percentEncoded(_ text: String, keeping allowed: CharacterSet) -> String {
        // Only fails on unpaired surrogates, which a Swift String cannot hold.
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    // MARK: - Exchanging

    private enum ExchangeRace: Sendable {
        case finished(HTTPResponse)
        case deadlinePassed
    }

    private static func exchange(_ request: URLRequest, on session: URLSession) async throws -> HTTPResponse {
        let (body, response) = try await session.data(for: request)
        guard let response = response as? HTTPURLResponse else {
            throw NetworkError.transport("the reply from \(request.url?.absoluteString ?? "the server") is not HTTP")
        }
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String else { continue }
            headers[name] = value as? String ?? String(describing: value)
        }
        return HTTPResponse(status: response.statusCode, headers: headers, body: body)
    }
}
