/// A request the server refuses: an HTTP status with the `{"error": {"code", "message"}}` body it produces.
///
/// A ``HostedRoute``'s handler throws one; ``InProcessServer`` turns it into the error response.
public struct APIFailure: Error, Hashable, Sendable {
    /// The HTTP status, such as 404.
    public let status: Int
    /// The machine-readable code, such as `item_not_found`.
    public let code: String
    /// What went wrong, for a person.
    public let message: String

    /// A refusal from its parts.
    public init(status: Int, code: String, message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    /// 400 `malformed_json`: the body is not JSON at all.
    public static func malformedJSON(_ message: String) -> APIFailure {
        APIFailure(status: 400, code: "malformed_json", message: message)
    }

    /// 400 `invalid_field`: `field` (a path such as `lines[0].quantity`) is missing, mistyped, out of range or unknown.
    public static func invalidField(_ field: String, _ reason: String) -> APIFailure {
        APIFailure(status: 400, code: "invalid_field", message: "\(field): \(reason)")
    }

    /// 404 `<thing>_not_found` naming the ID that was looked up.
    public static func notFound(_ thing: String, id: String, field: String? = nil) -> APIFailure {
        let place = field.map { " (\($0))" } ?? ""
        return APIFailure(
            status: 404, code: "\(thing)_not_found",
            message: "no \(thing.replacingOccurrences(of: "_", with: " ")) has the id \"\(excerpt(id))\"\(place)")
    }

    /// Client text to quote in a message, cut to `limit` characters so a huge path or header is not echoed whole.
    public static func excerpt(_ text: String, limit: Int = 80) -> String {
        text.count <= limit ? text : text.prefix(limit) + "…"
    }

    /// 422 with a business-rule code.
    public static func unprocessable(_ code: String, _ message: String) -> APIFailure {
        APIFailure(status: 422, code: code, message: message)
    }

    /// 409 with a conflict code.
    public static func conflict(_ code: String, _ message: String) -> APIFailure {
        APIFailure(status: 409, code: code, message: message)
    }

    /// 500 `internal_error`.
    public static func internalError(_ message: String) -> APIFailure {
        APIFailure(status: 500, code: "internal_error", message: message)
    }
}
