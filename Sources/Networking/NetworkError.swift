/// Every way a call to the server's API can fail, as one typed error.
public enum NetworkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The request never got a response: connection refused, host unreachable, connection lost.
    case transport(String)
    /// No response arrived within the client's timeout.
    case timedOut
    /// The calling task was cancelled.
    case cancelled
    /// The server answered with a non-2xx status; `error` is its decoded error body when it sent one.
    case status(code: Int, error: APIErrorBody?)
    /// The body could not be decoded as `type`; `codingPath` names where (for example `items.3.price`).
    case undecodable(type: String, codingPath: String, reason: String)
    /// The request could not be built, for example a body that cannot be encoded.
    case invalidRequest(String)
    /// The server redirected to `target`, on another origin (scheme, host or port), and the redirect was not
    /// followed: no header of the request, the session token above all, reached that origin.
    case redirectNotFollowed(target: String)
    /// The server's redirects led back to `target`, a URL already requested in the same exchange.
    case redirectLoop(target: String)
    /// The server redirected more than `limit` times in one exchange.
    case tooManyRedirects(limit: Int)
    /// The reply's body was larger than `limit` bytes; the exchange was cancelled as soon as that was known.
    case responseTooLarge(limit: Int)
    /// A successful reply declared `contentType` instead of JSON, for example a proxy's HTML login page.
    case notJSON(contentType: String)
    /// The base URL is plain `http` to a host that is not this machine, so requests (the session token with them)
    /// would cross the network unencrypted; the client refuses it unless told to allow insecure HTTP.
    case insecureBaseURL(String)

    /// The HTTP status code when the server answered with one.
    public var statusCode: Int? {
        if case .status(let code, _) = self { return code }
        return nil
    }

    /// A one-line explanation for people.
    public var description: String {
        switch self {
        case .transport(let reason): "could not reach the server: \(reason)"
        case .timedOut: "the server did not answer in time"
        case .cancelled: "the request was cancelled"
        case .status(let code, let error?):
            "\(Self.inert(error.message, limit: 300)) (HTTP \(code), \(Self.inert(error.code, limit: 60)))"
        case .status(let code, nil): "the server answered with HTTP \(code)"
        case .undecodable(let type, let path, let reason):
            "unexpected reply: \(type) at \(path.isEmpty ? "top level" : path): \(reason)"
        case .invalidRequest(let reason): "the request could not be built: \(reason)"
        case .redirectNotFollowed(let target):
            "the server redirected the request to \(Self.inert(target, limit: 300)), another server; the redirect was "
                + "not followed, so nothing of the request (the session included) went there"
        case .redirectLoop(let target):
            "the server's redirects went round in a loop (back to \(Self.inert(target, limit: 300)))"
        case .tooManyRedirects(let limit): "the server redirected the request more than \(limit) times"
        case .responseTooLarge(let limit):
            "the server's reply was larger than the limit of \(limit) bytes; it was not read any further"
        case .notJSON(let contentType): "unexpected reply: \(Self.inert(contentType, limit: 80)) instead of JSON"
        case .insecureBaseURL(let url):
            "\(url) is plain http to another machine: requests and the session token would cross the network "
                + "unencrypted; use https"
        }
    }

    /// What a server sent, made inert for a description that may be printed, logged or stored: at most `limit`
    /// characters (then `…`), and every control character (Unicode category Cc: C0 such as ESC, BEL and CR, DEL,
    /// C1 such as U+009B) and format character (Cf: the bidirectional overrides such as U+202E, zero-width ones)
    /// written as a `\u{…}` escape, so the words are shown, never obeyed, and stay on one line.
    static func inert(_ text: String, limit: Int) -> String {
        let kept = text.count > limit ? text.prefix(limit) + "…" : Substring(text)
        var result = ""
        for scalar in kept.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
