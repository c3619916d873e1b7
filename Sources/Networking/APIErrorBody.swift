/// The error body every endpoint of the server's API returns on failure: `{"error": {"code": "...", "message": "..."}}`.
public struct APIErrorBody: Codable, Hashable, Sendable {
    /// A stable machine-readable code, for example `out_of_stock`.
    public var code: String
    /// A sentence a person can read.
    public var message: String

    /// Creates an error body.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }
}
