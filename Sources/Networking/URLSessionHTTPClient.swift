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
/// The client keeps a server's answer under its own control, the same on Linux and Apple platforms (its session
/// delegate decides, not the platform's defaults):
///
/// - **Credentials stay with their origin.** A redirect is followed only when it stays on the base URL's origin
///   (scheme, host and port), at most ``maximumRedirects`` times and never back to a URL already requested;
///   anything else ends the exchange with ``NetworkError/redirectNotFollowed(target:)``,
///   ``NetworkError/redirectLoop(target:)`` or ``NetworkError/tooManyRedirects(limit:)``, before a single
///   header (the session token above all) is sent to another origin.
/// - **No cleartext off the machine.** A base URL with `http` is accepted only when its host is this machine
///   (`localhost`, `127.0.0.0/8` or `::1`), unless the creator allows insecure HTTP by name.
/// - **Bounded replies.** A body is read as it arrives and the exchange is cancelled as soon as it passes
///   ``maximumResponseSize`` (or declares a length above it): ``NetworkError/responseTooLarge(limit:)``. At most
///   that much of a reply is ever held in memory.
///
/// The timeout bounds the whole exchange, from sending the request to the last byte of the response (a server
/// that trickles its body is cut off by it too), and is enforced by this client rather than by `URLSession`:
/// swift-corelibs-foundation truncates `URLRequest.timeoutInterval` to whole seconds (a 0.5 s timeout fires at
/// once), so `URLSession` only gets a whole-second backstop above the client's own deadline.
///
/// Failures map onto ``NetworkError``: a passed deadline is ``NetworkError/timedOut``, cancellation of the
/// calling task is ``NetworkError/cancelled``, and every failure to reach the server (refused, lost, no
/// network, unknown host, invalid reply) is ``NetworkError/transport(_:)`` with a readable reason.
/// A non-2xx status is a response, as ``HTTPClient`` requires.
public final class URLSessionHTTPClient: HTTPClient {
    /// The largest reply body accepted by default: 1 MiB (1,048,576 bytes).
    ///
    /// An API that sends pages of at most 50 items of a few hundred bytes each needs well under 100 KiB a reply,
    /// so the default leaves room for far richer items while bounding what one exchange can make the app hold. A server with larger replies passes its own limit.
    public static let defaultMaximumResponseSize = 1_048_576

    /// The most redirects one exchange follows, all within the base URL's origin.
    public static let maximumRedirects = 5

    /// The URL that request paths are appended to, for example `https://api.example.com/v2`.
    public let baseURL: URL
    /// The longest time one exchange may take.
    public let timeout: Duration
    /// The largest reply body this client accepts, in bytes.
    public let maximumResponseSize: Int
    private let limits: ExchangeLimits
    private let delegate = ExchangeDelegate()
    private let session: URLSession

    /// Creates a client for the server at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: The server's address; a path in it becomes the prefix of every request path. It must be
    ///     `https`, or `http` to this machine (`localhost`, `127.0.0.0/8`, `::1`).
    ///   - timeout: The longest time one exchange may take; must be positive.
    ///   - maximumResponseSize: The largest reply body accepted, in bytes; must be positive.
    ///   - allowsInsecureHTTP: Accept an `http` base URL to another machine, so that requests and the session
    ///     token cross the network unencrypted. Only for a test server on a network you trust.
    ///   - configuration: The session configuration; the default keeps no cache on disk. Whatever it says about
    ///     cookies, the client drops them: the API authenticates with a bearer token that the app holds and
    ///     ends at logout, so a cookie would only be a second credential that outlives the logout (an ephemeral
    ///     session still replays a `Set-Cookie` on every later request, after logout and a new login too).
    /// - Throws: ``NetworkError/insecureBaseURL(_:)`` for plain `http` to another machine without
    ///   `allowsInsecureHTTP`, and ``NetworkError/invalidRequest(_:)`` for a URL that is not `http(s)` with a host.
    public init(
        baseURL: URL, timeout: Duration = .seconds(30),
        maximumResponseSize: Int = URLSessionHTTPClient.defaultMaximumResponseSize, allowsInsecureHTTP: Bool = false,
        configuration: URLSessionConfiguration = .ephemeral
    ) throws(NetworkError) {
        precondition(timeout > .zero, "URLSessionHTTPClient needs a positive timeout, got \(timeout)")
        precondition(maximumResponseSize > 0, "URLSessionHTTPClient needs a positive maximum response size")
        let origin = try Self.origin(ofBaseURL: baseURL, allowsInsecureHTTP: allowsInsecureHTTP)
        self.baseURL = baseURL
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
        limits = ExchangeLimits(
            origin: origin, maximumRedirects: Self.maximumRedirects, maximumResponseSize: maximumResponseSize)
        let configuration = configuration.copy() as? URLSessionConfiguration ?? .ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "URLSessionHTTPClient.delegate"
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Throws what creating a client for `url` would throw: ``NetworkError/insecureBaseURL(_:)`` for plain `http`
    /// to another machine without `allowsInsecureHTTP`, ``NetworkError/invalidRequest(_:)`` for a URL that is not
    /// `http(s)` with a host.
    ///
    /// An app calls it while it reads its configuration, to refuse a bad address before anything starts.
    public static func checkBaseURL(_ url: URL, allowsInsecureHTTP: Bool) throws(NetworkError) {
        _ = try origin(ofBaseURL: url, allowsInsecureHTTP: allowsInsecureHTTP)
    }

    /// The origin that requests to `url` and their redirects are confined to, once `url` passed the checks.
    private static func origin(ofBaseURL url: URL, allowsInsecureHTTP: Bool) throws(NetworkError) -> Origin {
        guard let origin = Origin(url) else {
            throw .invalidRequest("the base URL \(url.absoluteString) is not an http or https URL with a host")
        }
        if origin.scheme == "http" && !origin.isLoopback && !allowsInsecureHTTP {
            throw .insecureBaseURL(url.absoluteString)
        }
        return origin
    }

    /// Sends the request and returns whatever status the server answered with.
    public func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        let urlRequest = try makeURLRequest(for: request)
        guard !Task.isCancelled else { throw .cancelled }
        let session = self.session
        let delegate = self.delegate
        let limits = self.limits
        let timeout = self.timeout
        do {
            return try await withThrowingTaskGroup(of: ExchangeRace.self) { group in
                defer { group.cancelAll() }
                group.addTask { .finished(try await delegate.exchange(urlRequest, on: session, limits: limits)) }
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
}
