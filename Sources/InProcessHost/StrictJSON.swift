public import Foundation
import Networking

/// Decodes request bodies the way a strict server does: only JSON objects, no unknown fields, and every
/// failure turned into an ``APIFailure`` whose message names the offending field.
public enum StrictJSON {
    /// The largest body accepted, in bytes.
    public static let maximumBodySize = 64 * 1024

    /// `body` decoded as `Body`: 400 for an empty body, malformed JSON or a wrong, missing or unknown field (named
    /// by its path, such as `lines[0].quantity`); 413 for a body over ``maximumBodySize``.
    public static func decode<Body: Decodable>(_ type: Body.Type, from body: Data?) throws(APIFailure) -> Body {
        guard let body, !body.isEmpty else {
            throw .malformedJSON("the body is empty; this route expects a JSON object")
        }
        guard body.count <= maximumBodySize else {
            throw APIFailure(
                status: 413, code: "payload_too_large",
                message: "the body has \(body.count) bytes; the limit is \(maximumBodySize)")
        }
        try JSONSyntax.validate(body)
        do {
            return try APIJSON.makeDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw failure(for: error)
        } catch {
            throw .malformedJSON("the body could not be read: \(error)")
        }
    }

    /// Renders a coding path as `lines[0].quantity`.
    public static func render(_ path: [any CodingKey]) -> String {
        var rendered = ""
        for key in path {
            if let index = key.intValue {
                rendered += "[\(index)]"
            } else {
                rendered += rendered.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return rendered
    }

    private static func failure(for error: DecodingError) -> APIFailure {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return .malformedJSON("the body is not valid JSON")
        case .dataCorrupted(let context):
            return .invalidField(render(context.codingPath), context.debugDescription)
        case .typeMismatch(let type, let context) where context.codingPath.isEmpty:
            return .invalidField("body", "expected a JSON object, not \(describe(type))")
        case .typeMismatch(let type, let context):
            return .invalidField(render(context.codingPath), "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return .invalidField(render(context.codingPath), "expected \(describe(type)), found null")
        case .keyNotFound(let key, let context):
            return .invalidField(render(context.codingPath + [key]), "required field is missing")
        @unknown default:
            return .malformedJSON("the body could not be decoded")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int64.Type: "an integer"
        case is Bool.Type: "true or false"
        case is [String: Any].Type: "an object"
        case is any Collection.Type: "an array"
        default: "an object"
        }
    }
}

extension Decoder {
    /// A keyed container for `Keys` after checking that the object has no key outside `Keys`.
    public func strictContainer<Keys: CodingKey & CaseIterable>(
        keyedBy keys: Keys.Type
    ) throws -> KeyedDecodingContainer<Keys> {
        let all = try container(keyedBy: AnyCodingKey.self)
        let allowed = Set(Keys.allCases.map(\.stringValue))
        if let unknown = all.allKeys.map(\.stringValue).sorted().first(where: { !allowed.contains($0) }) {
            let known = Keys.allCases.map(\.stringValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath + [AnyCodingKey(stringValue: APIFailure.excerpt(unknown))],
                    debugDescription: "unknown field; this object accepts only \(known)"))
        }
        return try container(keyedBy: keys)
    }
}

extension KeyedDecodingContainer {
    /// Decodes an integer field, reporting a fraction or an out-of-range number against the field.
    ///
    /// Foundation on Linux reports `1.5` for an `Int` with an internal error that surfaces as "not valid JSON"
    /// without a coding path; this names the field instead.
    public func decodeWholeNumber(forKey key: Key) throws -> Int {
        do {
            return try decode(Int.self, forKey: key)
        } catch let error as DecodingError {
            guard case .dataCorrupted = error else { throw error }
            throw wholeNumberError(forKey: key)
        } catch {
            throw wholeNumberError(forKey: key)
        }
    }

    private func wholeNumberError(forKey key: Key) -> DecodingError {
        let number = (try? decode(Double.self, forKey: key)).map { "\($0)" } ?? "a number that is not an integer"
        return DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath + [key], debugDescription: "expected a whole number, got \(number)"))
    }
}
