public import Foundation

/// The JSON conventions of the shop API: camelCase keys, ISO 8601 dates, sorted keys for stable bodies.
public enum APIJSON {
    /// An encoder configured for the shop API.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A decoder configured for the shop API.
    ///
    /// Dates are ISO 8601. A date that does not parse is reported at its own coding path (the built-in
    /// `.iso8601` strategy of Foundation on Linux reports it at the top level with an empty path).
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = try? Date.ISO8601FormatStyle().parse(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "expected an ISO 8601 date, found \"\(text)\"")
            }
            return date
        }
        return decoder
    }

    /// Whether a `Content-Type` value is JSON: `application/json`, in any case, with or without parameters
    /// such as `; charset=utf-8` (but not `application/jsonp` or `application/json-patch+json`).
    public static func isJSON(contentType: String) -> Bool {
        let mediaType = contentType.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        return mediaType.lowercased() == "application/json"
    }

    /// Encodes a value, turning failure into ``NetworkError/invalidRequest(_:)``.
    public static func encode<Value: Encodable>(_ value: Value) throws(NetworkError) -> Data {
        do {
            return try makeEncoder().encode(value)
        } catch {
            throw .invalidRequest("cannot encode \(Value.self): \(error)")
        }
    }

    /// Decodes a value, turning failure into ``NetworkError/undecodable(type:codingPath:reason:)`` naming the path.
    public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(NetworkError) -> Value {
        do {
            return try makeDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            let (path, reason) = describe(error, in: data)
            throw .undecodable(type: String(describing: type), codingPath: path, reason: reason)
        } catch {
            throw .undecodable(type: String(describing: type), codingPath: "", reason: "\(error)")
        }
    }

    private static func describe(_ error: DecodingError, in data: Data) -> (path: String, reason: String) {
        func render(_ path: [any CodingKey]) -> String {
            path.map { key in key.intValue.map(String.init) ?? key.stringValue }.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(let type, let context):
            return (render(context.codingPath), "expected \(type)")
        case .valueNotFound(let type, let context):
            return (render(context.codingPath), "missing \(type) value")
        case .keyNotFound(let key, let context):
            return (render(context.codingPath + [key]), "missing key")
        case .dataCorrupted(let context):
            // Either the document is not JSON at all, or a well-formed value is wrong (a date that is not ISO 8601).
            let isJSON = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
            return (render(context.codingPath), isJSON ? context.debugDescription : "malformed JSON")
        @unknown default:
            return ("", "\(error)")
        }
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

extension HTTPClient {
    /// Sends `request` and decodes a 2xx body as `Value`.
    ///
    /// Every failure becomes one ``NetworkError``: no response, a non-2xx status (with the decoded
    /// ``APIErrorBody`` when the server sent one), a reply whose `Content-Type` says it is not JSON
    /// (``NetworkError/notJSON(contentType:)``; a reply without the header is read as JSON), or a body that does
    /// not decode (naming the coding path).
    public func decoded<Value: Decodable>(
        _ request: HTTPRequest, as type: Value.Type = Value.self
    ) async throws(NetworkError) -> Value {
        let response = try await send(request)
        try response.requireSuccess()
        if let contentType = response.headers["Content-Type"], !APIJSON.isJSON(contentType: contentType) {
            throw .notJSON(contentType: String(contentType.prefix(80)))
        }
        return try APIJSON.decode(type, from: response.body)
    }

    /// Sends `request` and succeeds on any 2xx status, ignoring the body.
    public func expectSuccess(_ request: HTTPRequest) async throws(NetworkError) {
        let response = try await send(request)
        try response.requireSuccess()
    }
}

extension HTTPResponse {
    /// Throws ``NetworkError/status(code:error:)`` unless the status is 2xx.
    public func requireSuccess() throws(NetworkError) {
        guard !isSuccess else { return }
        let envelope = try? APIJSON.makeDecoder().decode(ErrorEnvelope.self, from: body)
        throw .status(code: status, error: envelope?.error)
    }
}

/// The wire wrapper around ``APIErrorBody``.
public struct ErrorEnvelope: Codable, Hashable, Sendable {
    /// The error itself.
    public var error: APIErrorBody

    /// Wraps an error body.
    public init(error: APIErrorBody) { self.error = error }
}
