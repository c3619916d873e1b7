/// The backend could not start, for example because its database tables could not be created.
public struct EmbeddedBackendError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}
