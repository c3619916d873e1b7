/// A call to the provider that did not come to a decision.
public enum ProviderError: Error, Hashable, Sendable {
    /// The provider refused what was sent (`field` says which part, `message` why): correct it and try again.
    case invalidCard(field: String, message: String)
    /// No answer, a timeout or a server error: whether anything was reserved is unknown. Asking again with the
    /// same idempotency key settles it without reserving twice.
    case unanswered(String)
    /// The provider answered something this client does not understand.
    case unexpected(String)
}
