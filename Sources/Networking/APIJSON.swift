public import Foundation

/// The JSON conventions of the server's API: camelCase keys, ISO 8601 dates, sorted keys for stable bodies.
public enum APIJSON {
    /// An encoder configured for the server's API.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A decoder configured for the server's API.
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
            // A well-formed document that "is not valid JSON" holds a number no integer can hold: say so, and where.
            if isJSON, let number = OutOfRangeNumber.first(in: data) {
                return (
                    number.path,
                    "\(number.literal) is out of range: integers must lie from \(Int64.min) to \(Int64.max)"
                )
            }
            return (render(context.codingPath), isJSON ? context.debugDescription : "malformed JSON")
        @unknown default:
            return ("", "\(error)")
        }
    }
}
