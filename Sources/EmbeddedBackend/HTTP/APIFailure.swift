/// A request the shop refuses: an HTTP status with the `{"error": {"code", "message"}}` body it produces.
struct APIFailure: Error, Hashable, Sendable {
    let status: Int
    let code: String
    let message: String

    /// 400 `malformed_json`: the body is not JSON at all.
    static func malformedJSON(_ message: String) -> APIFailure {
        APIFailure(status: 400, code: "malformed_json", message: message)
    }

    /// 400 `invalid_field`: `field` (a path such as `lines[0].quantity`) is missing, mistyped, out of range or unknown.
    static func invalidField(_ field: String, _ reason: String) -> APIFailure {
        APIFailure(status: 400, code: "invalid_field", message: "\(field): \(reason)")
    }

    /// 401 `unauthorized`: no valid session token.
    static let unauthorized = APIFailure(
        status: 401, code: "unauthorized",
        message: "sign in first: this route needs an Authorization: Bearer <token> header from POST /v1/sessions")

    /// 404 `<thing>_not_found` naming the ID that was looked up.
    static func notFound(_ thing: String, id: String, field: String? = nil) -> APIFailure {
        let place = field.map { " (\($0))" } ?? ""
        return APIFailure(
            status: 404, code: "\(thing)_not_found",
            message: "no \(thing.replacingOccurrences(of: "_", with: " ")) has the id \"\(excerpt(id))\"\(place)")
    }

    /// Client text to quote in a message, cut to `limit` characters so a huge path or header is not echoed whole.
    static func excerpt(_ text: String, limit: Int = 80) -> String {
        text.count <= limit ? text : text.prefix(limit) + "…"
    }

    /// 422 with a business-rule code.
    static func unprocessable(_ code: String, _ message: String) -> APIFailure {
        APIFailure(status: 422, code: code, message: message)
    }

    /// 409 with a conflict code.
    static func conflict(_ code: String, _ message: String) -> APIFailure {
        APIFailure(status: 409, code: code, message: message)
    }

    /// 500 `internal_error`.
    static func internalError(_ message: String) -> APIFailure {
        APIFailure(status: 500, code: "internal_error", message: message)
    }
}
