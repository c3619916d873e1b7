import Foundation

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
