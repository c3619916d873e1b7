public import Networking

/// A request's query parameters, checked strictly: unknown or repeated names are rejected.
public struct QueryParameters {
    private let values: [String: String]

    /// The parameters of `items`: 400 `invalid_field` for a name outside `allowed` or a name given twice.
    public init(_ items: [QueryItem], allowed: Set<String>) throws(APIFailure) {
        var values: [String: String] = [:]
        for item in items {
            guard allowed.contains(item.name) else {
                let known = allowed.isEmpty ? "none" : allowed.sorted().joined(separator: ", ")
                throw .invalidField(
                    APIFailure.excerpt(item.name), "unknown query parameter; this route accepts: \(known)")
            }
            guard values[item.name] == nil else { throw .invalidField(item.name, "query parameter given twice") }
            values[item.name] = item.value
        }
        self.values = values
    }

    /// The parameter as text, or nil when it is absent or empty; longer than `maximumLength` characters is an error.
    public func string(_ name: String, maximumLength: Int) throws(APIFailure) -> String? {
        guard let value = values[name], !value.isEmpty else { return nil }
        guard value.count <= maximumLength else {
            throw .invalidField(name, "at most \(maximumLength) characters (got \(value.count))")
        }
        return value
    }

    /// The parameter as a whole number in `range`, or nil when absent or empty.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws(APIFailure) -> Int? {
        guard let text = values[name], !text.isEmpty else { return nil }
        guard text.count <= 20, let value = Int(text) else {
            throw .invalidField(name, "expected a whole number, got \"\(text.prefix(40))\"")
        }
        guard range.contains(value) else {
            throw .invalidField(name, "must be between \(range.lowerBound) and \(range.upperBound) (got \(value))")
        }
        return value
    }
}
