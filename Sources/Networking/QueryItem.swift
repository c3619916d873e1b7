import Foundation

/// One name-value pair of a URL query.
public struct QueryItem: Hashable, Sendable {
    /// The parameter name.
    public var name: String
    /// The parameter value.
    public var value: String

    /// Creates a query parameter.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
