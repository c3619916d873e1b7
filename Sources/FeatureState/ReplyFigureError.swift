/// A reply whose figures broke one of ``ReplyFigures``' rules: where, as the API's path such as `total`, and what
/// was wrong, such as `expected subtotal − discount + shipping = USD 18.00, found USD 12.00`.
public struct ReplyFigureError: Error, Hashable, Sendable {
    /// The field, as a dotted path into the reply.
    public let path: String
    /// What was expected and what was found.
    public let reason: String

    /// Creates a refusal.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
