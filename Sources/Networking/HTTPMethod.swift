import Foundation

/// An HTTP method such as `GET` or `POST`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method's name as it appears on the wire.
    public let rawValue: String

    /// Creates a method from its wire name.
    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    /// `GET`: read a resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `POST`: create a resource or run an action.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replace a resource.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `DELETE`: remove a resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")

    /// The wire name.
    public var description: String { rawValue }
}
